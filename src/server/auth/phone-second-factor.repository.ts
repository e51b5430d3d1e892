import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A member's phone as a second factor: the verified number, whether two-factor sign-in is on, and whether codes by SMS are. */
export interface PhoneFactorState {
  /** The member's number (+234…) when it was proved by a code, else null. */
  phone: string | null;
  twoFactorOn: boolean;
  /** Codes to the number are taken at sign-in: chosen, with two-factor on and a verified number. */
  on: boolean;
}

export function phoneSecondFactorRepository(db: Db) {
  return {
    async state(userId: string): Promise<PhoneFactorState | undefined> {
      // auth_two_factor belongs to Better Auth and is not in our Kysely schema.
      const { rows } = await sql<{
        phone_number: string | null;
        phone_number_verified: boolean;
        two_factor_enabled: boolean;
        phone_factor: boolean | null;
      }>`
        SELECT u.phone_number, u.phone_number_verified, u.two_factor_enabled, tf.phone_factor
          FROM auth_user u LEFT JOIN auth_two_factor tf ON tf.user_id = u.id AND tf.verified
         WHERE u.id = ${userId}`.execute(db);
      const row = rows[0];
      if (!row) return undefined;
      const phone = row.phone_number_verified ? row.phone_number : null;
      return { phone, twoFactorOn: row.two_factor_enabled, on: row.two_factor_enabled && phone !== null && row.phone_factor === true };
    },

    async set(userId: string, on: boolean): Promise<void> {
      await sql`UPDATE auth_two_factor SET phone_factor = ${on} WHERE user_id = ${userId} AND verified`.execute(db);
    },
  };
}
export type PhoneSecondFactorRepository = ReturnType<typeof phoneSecondFactorRepository>;
