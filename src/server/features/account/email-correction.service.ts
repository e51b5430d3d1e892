import { type EmailCorrection } from '../../../shared/schemas/auth';
import { VERIFIED_LANDING } from '../../../shared/verified-landing';
import { msg } from '../../../shared/i18n/msg';
import type { Auth } from '../../auth/auth';
import { AUTH_BASE_PATH } from '../../auth/auth-path';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { Viewer } from '../../auth/session';
import { isUniqueViolation } from '../../kit/unique-violation';
import { emailCorrectionRepository } from './email-correction.repository';

/** The one refusal for an unknown address, a wrong password and a verified account alike: it tells no account apart. */
const NO_MATCH = msg('No account waiting for verification matches this email and password.');
const TAKEN = msg('An account with this email already exists.');
const HAS_EMAIL = msg('Your account already has an email address.');

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

  /**
   * Moves an unverified account to its new address and sends the link there: false when it was verified or moved
   * meanwhile, a 409 on `field` when the address is taken.
   */
  async function moveAndSend(userId: string, from: string, to: string, language: string | undefined, field: string): Promise<boolean> {
    if (await repo.emailTaken(to)) throw conflict(TAKEN, { [field]: TAKEN });
    let moved: boolean;
    try {
      moved = await repo.moveUnverified(userId, from, to);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TAKEN, { [field]: TAKEN });
      throw error;
    }
    if (moved) await sendVerificationLink(to, language);
    return moved;
  }

  return {
    /**
     * An email for an account made with a phone number (issue 40): it replaces the stand-in address (or an address
     * added before and not verified yet) and gets Better Auth's verification link; once verified, the member signs in
     * with it too.
     */
    async addToPhoneAccount(viewer: Viewer, email: string, language: string | undefined): Promise<{ email: string }> {
      const newEmail = email.toLowerCase();
      const account = await repo.account(viewer.userId);
      if (!account?.phone_number_verified || account.email_verified) throw conflict(HAS_EMAIL);
      if (!(await moveAndSend(viewer.userId, account.email, newEmail, language, 'email'))) throw conflict(HAS_EMAIL);
      return { email: newEmail };
    },

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
      // The same answer sign-up gives for a taken address, and only to whoever holds the password. Not moved: verified
      // (or moved) between the check and the change.
      if (!(await moveAndSend(userId, email, newEmail, language, 'newEmail'))) throw notFound(NO_MATCH);
      return { email: newEmail };
    },
  };
}
