import { type EmailCorrection } from '../../../shared/schemas/auth';
import { VERIFIED_LANDING } from '../../../shared/verified-landing';
import { msg } from '../../../shared/i18n/msg';
import type { Auth } from '../../auth/auth';
import { AUTH_BASE_PATH } from '../../auth/auth-path';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../listings-common/unique-violation';
import { emailCorrectionRepository } from './email-correction.repository';

/** The one refusal for an unknown address, a wrong password and a verified account alike: it tells no account apart. */
const NO_MATCH = msg('No account waiting for verification matches this email and password.');
const TAKEN = msg('An account with this email already exists.');

export function emailCorrectionService(options: { db: Db; auth: Auth; publicUrl: string }) {
  const { auth } = options;
  const repo = emailCorrectionRepository(options.db);

  /** The id of the unverified account that this address and password open, else null, in about the same time. */
  async function unverifiedAccount(email: string, password: string): Promise<string | null> {
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail(email);
    const credential = found ? await context.internalAdapter.findCredentialAccount(found.user.id) : null;
    if (!found || !credential?.password) {
      // Hashing costs what checking would have, so no account answers no faster than a wrong password.
      await context.password.hash(password);
      return null;
    }
    const matches = await context.password.verify({ hash: credential.password, password });
    return matches && !found.user.emailVerified ? found.user.id : null;
  }

  /** Better Auth's own verification email to the account's new address, in the reader's language. */
  async function sendVerificationLink(email: string, language: string | undefined): Promise<void> {
    const request = new Request(`${options.publicUrl}${AUTH_BASE_PATH}/send-verification-email`, {
      method: 'POST',
      headers: language ? { 'accept-language': language } : {},
    });
    const response = await auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_LANDING }, request, asResponse: true });
    if (!response.ok) throw new Error(`the verification email failed: ${response.status}`);
  }

  return {
    /**
     * Gives an account not verified yet the address it should have had, and sends the link there. The links sent to
     * the old address die with it: Better Auth's are signed for an address and an account, and none has that address
     * now.
     */
    async correct(input: EmailCorrection, language: string | undefined): Promise<{ email: string }> {
      const email = input.email.toLowerCase();
      const newEmail = input.newEmail.toLowerCase();
      const userId = await unverifiedAccount(email, input.password);
      if (!userId) throw notFound(NO_MATCH);
      // The same answer sign-up gives for a taken address, and only to whoever holds the password.
      if (await repo.emailTaken(newEmail)) throw conflict(TAKEN, { newEmail: TAKEN });
      let moved: boolean;
      try {
        moved = await repo.moveUnverified(userId, email, newEmail);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TAKEN, { newEmail: TAKEN });
        throw error;
      }
      // Verified (or moved) between the check and the change.
      if (!moved) throw notFound(NO_MATCH);
      await sendVerificationLink(newEmail, language);
      return { email: newEmail };
    },
  };
}
