import type { Language } from '../../../shared/i18n/languages';
import type { Me, ProfileUpdate } from '../../../shared/schemas/profile';
import type { Theme } from '../../../shared/theme';
import type { Auth } from '../../auth/auth';
import { passwordProblem } from '../../auth/password-rules';
import { isPlaceholderEmail } from '../../auth/phone-sign-in';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { memberPlan } from '../billing/member-plan';
import { meRepository } from './me.repository';
import { placesService } from '../places/places.service';
import { msg } from '../../../shared/i18n/msg';

/** A password may be changed without the old one only from a session younger than this. */
const FRESH_SESSION_MS = 24 * 60 * 60 * 1000;

export function meService(db: Db, auth: Auth) {
  const repo = meRepository(db);
  const places = placesService(db);

  async function get(viewer: Viewer): Promise<Me> {
    const row = await repo.find(viewer.userId);
    if (!row) throw notFound(msg('Profile not found'));
    return {
      userId: row.user_id,
      email: isPlaceholderEmail(row.email) ? null : row.email,
      phoneNumber: row.phone_number,
      username: row.username,
      fullName: row.full_name,
      bio: row.bio,
      location: row.location,
      placeId: row.location_place_id,
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

  /**
   * The place and city an update leaves the member with: a place brings its own city (so city-based features keep
   * working); a city alone (older clients) clears the place unless it lies in that city; neither keeps both.
   */
  async function locationOf(viewer: Viewer, update: ProfileUpdate): Promise<{ placeId: number | null; cityId: number | null }> {
    if (update.placeId !== undefined) {
      if (update.placeId === null) return { placeId: null, cityId: null };
      const place = await places.find(update.placeId);
      if (!place) throw badRequest(msg('Choose a place from the list.'), { placeId: msg('Unknown place') });
      return { placeId: place.id, cityId: place.cityId };
    }
    const current = await repo.location(viewer.userId);
    if (update.cityId === undefined) return { placeId: current?.placeId ?? null, cityId: current?.cityId ?? null };
    if (update.cityId !== null && !(await repo.cityExists(update.cityId))) {
      throw badRequest(msg('Choose a city from the list.'), { cityId: msg('Unknown city') });
    }
    const keepPlace = update.cityId !== null && current?.cityId === update.cityId;
    return { placeId: keepPlace ? (current?.placeId ?? null) : null, cityId: update.cityId };
  }

  return {
    get,

    async updateProfile(viewer: Viewer, update: ProfileUpdate): Promise<Me> {
      const location = await locationOf(viewer, update);
      await repo.updateProfile(viewer.userId, {
        fullName: update.fullName,
        bio: update.bio || null,
        ...location,
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
