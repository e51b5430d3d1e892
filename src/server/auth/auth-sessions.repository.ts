import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The SQL of the auth infrastructure: sessions read on the hot path, taken names, reset links and TOTP steps. */
export function authRepository(db: Db) {
  return {
    /** The session behind a token, with its member's email state. */
    sessionByToken(token: string) {
      return (
        db
          .selectFrom('auth_session as s')
          .innerJoin('auth_user as u', 'u.id', 's.user_id')
          .select(['s.id', 's.user_id', 's.created_at', 's.expires_at', 'u.email', 'u.email_verified'])
          .where('s.token', '=', token)
          // A suspended member's sessions are deleted at once; this keeps one that races the suspension dead too.
          .where((eb) => eb.or([eb('u.suspended_at', 'is', null), eb('u.suspended_until', '<=', sql<Date>`now()`)]))
          .executeTakeFirst()
      );
    },

    markSecondFactor: async (sessionId: string): Promise<void> => {
      await db.updateTable('auth_session').set({ second_factor: true }).where('id', '=', sessionId).execute();
    },

    /** The member's suspension while it lasts, else undefined. */
    activeSuspension(userId: string) {
      return db
        .selectFrom('auth_user')
        .select(['suspended_until', 'suspension_reason'])
        .where('id', '=', userId)
        .where('suspended_at', 'is not', null)
        .where((eb) => eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '>', sql<Date>`now()`)]))
        .executeTakeFirst();
    },

    /** True when the gazetteer has this place (the area a sign-up may name). */
    placeExists: async (placeId: number): Promise<boolean> =>
      (await db.selectFrom('places').select('place_id').where('place_id', '=', placeId).executeTakeFirst()) !== undefined,

    /** The area chosen at sign-up becomes the member's location, with its city for the city-based features. */
    setLocation: async (userId: string, placeId: number): Promise<void> => {
      await db
        .updateTable('users')
        .set((eb) => ({
          location_place_id: placeId,
          location_city_id: eb.selectFrom('places').select('city_id').where('place_id', '=', placeId),
        }))
        .where('user_id', '=', userId)
        .execute();
    },

    /** Accounts already holding this email or username (both compared lower-case). */
    takenBy(email: string, username: string) {
      return db
        .selectFrom('auth_user')
        .select(['email', 'username'])
        .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', username)]))
        .execute();
    },

    /** The member whose email, username (both stored lower-case) or phone number (+234…) this is, if any. */
    async accountIdByIdentifier(identifier: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('auth_user')
        .select('id')
        .where((eb) => eb.or([eb('email', '=', identifier), eb('username', '=', identifier), eb('phone_number', '=', identifier)]))
        .executeTakeFirst();
      return row?.id;
    },

    /** Whether the member signs in with a second factor (TOTP). */
    async twoFactorOn(userId: string): Promise<boolean> {
      const row = await db.selectFrom('auth_user').select('two_factor_enabled').where('id', '=', userId).executeTakeFirst();
      return row?.two_factor_enabled === true;
    },

    /** The email and username a new password must not equal. */
    identity(userId: string) {
      return db.selectFrom('auth_user').select(['email', 'username']).where('id', '=', userId).executeTakeFirst();
    },

    /** The member a reset token belongs to, while the token is unexpired. */
    async resetTokenOwner(token: string): Promise<string | null> {
      const { rows } = await sql<{ value: string }>`
        SELECT value FROM auth_verification WHERE identifier = ${`reset-password:${token}`} AND expires_at > now()`.execute(db);
      return rows[0]?.value ?? null;
    },

    /** The member's TOTP secret as Better Auth stores it (encrypted), if two-factor sign-in is set up. */
    async totpSecret(userId: string): Promise<string | null> {
      // auth_two_factor belongs to Better Auth and is not in our Kysely schema.
      const { rows } = await sql<{ secret: string }>`SELECT secret FROM auth_two_factor WHERE user_id = ${userId}`.execute(db);
      return rows[0]?.secret ?? null;
    },

    /** Codes by SMS stop being the second factor of the account with this number (auth_two_factor is Better Auth's). */
    async phoneFactorOff(phone: string): Promise<void> {
      await sql`UPDATE auth_two_factor SET phone_factor = false
                 WHERE user_id = (SELECT id FROM auth_user WHERE phone_number = ${phone})`.execute(db);
    },

    /**
     * Records a TOTP time step as used, in one statement so that two requests with the same code cannot both pass:
     * false when this step or a later one was already accepted for the member.
     */
    async claimTotpStep(userId: string, step: number): Promise<boolean> {
      const { rows } = await sql`
        UPDATE auth_two_factor SET last_totp_step = ${step}
         WHERE user_id = ${userId} AND (last_totp_step IS NULL OR last_totp_step < ${step})
        RETURNING id`.execute(db);
      return rows.length > 0;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
