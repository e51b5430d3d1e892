import type { Language } from '../../../shared/i18n/languages';
import type { Me, ProfileUpdate } from '../../../shared/schemas/profile';
import type { Theme } from '../../../shared/theme';
import type { Auth } from '../../auth/auth';
import { passwordProblem } from '../../auth/password-rules';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { memberPlan } from '../plans/member-plan';
import { meRepository } from './me.repository';
import { msg } from '../../../shared/i18n/msg';

/** A password may be changed without the old one only from a session younger than this. */
const FRESH_SESSION_MS = 24 * 60 * 60 * 1000;

export function meService(db: Db, auth: Auth) {
  const repo = meRepository(db);

  async function get(viewer: Viewer): Promise<Me> {
    const row = await repo.find(viewer.userId);
    if (!row) throw notFound(msg('Profile not found'));
    return {
      userId: row.user_id,
      email: row.email,
      username: row.username,
      fullName: row.full_name,
      bio: row.bio,
      location: row.location,
      cityId: row.location_city_id,
      birthYear: row.birth_year,
      profilePicture: row.profile_picture,
      theme: row.theme,
      language: row.language,
      emailVerified: row.email_verified,
      plan: await memberPlan(db, viewer.userId),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  return {
    get,

    async updateProfile(viewer: Viewer, update: ProfileUpdate): Promise<Me> {
      if (update.cityId !== null && !(await repo.cityExists(update.cityId))) {
        throw badRequest(msg('Choose a city from the list.'), { cityId: msg('Unknown city') });
      }
      await repo.updateProfile(viewer.userId, {
        fullName: update.fullName,
        bio: update.bio || null,
        cityId: update.cityId,
        birthYear: update.birthYear,
      });
      return get(viewer);
    },

    async updateTheme(viewer: Viewer, theme: Theme): Promise<void> {
      await repo.updateTheme(viewer.userId, theme);
    },

    async updateLanguage(viewer: Viewer, language: Language): Promise<void> {
      await repo.updateLanguage(viewer.userId, language);
    },

    /** Sets a new password (adding one to an account that signed up with a provider) and signs out other sessions. */
    async changePassword(viewer: Viewer, newPassword: string): Promise<void> {
      if (Date.now() - viewer.sessionCreatedAt.getTime() > FRESH_SESSION_MS) {
        throw forbidden(msg('For your security, sign in again before changing your password.'));
      }
      const problem = passwordProblem(newPassword, await auth.identity(viewer.userId));
      if (problem) throw badRequest(problem.message, { newPassword: problem.message });
      const context = await auth.$context;
      const hash = await context.password.hash(newPassword);
      const accounts = await context.internalAdapter.findAccounts(viewer.userId);
      if (accounts.some((account) => account.providerId === 'credential')) {
        await context.internalAdapter.updatePassword(viewer.userId, hash);
      } else {
        await context.internalAdapter.linkAccount({
          userId: viewer.userId,
          providerId: 'credential',
          accountId: viewer.userId,
          password: hash,
        });
      }
      // Outstanding reset links die with the new password (a trigger on auth_account, migration 0039).
      await repo.revokeOtherSessions(viewer.userId, viewer.sessionId);
    },
  };
}
