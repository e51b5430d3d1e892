import type { Db } from '../../db/database';

/** The SQL of correcting the address of an account whose email is not verified yet. */
export function emailCorrectionRepository(db: Db) {
  return {
    /** Whether an account holds this (lower-case) address. */
    async emailTaken(email: string): Promise<boolean> {
      return (await db.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
    },

    /** The account's address, whether it is verified, and whether its phone number is (a phone account's address is a stand-in). */
    account: (userId: string) =>
      db.selectFrom('auth_user').select(['email', 'email_verified', 'phone_number_verified']).where('id', '=', userId).executeTakeFirst(),

    /**
     * Moves the account from one address to the other while it is still unverified at the first: false when it was
     * verified or moved meanwhile. A unique violation (the address taken meanwhile) is the caller's to turn into a 409.
     */
    async moveUnverified(userId: string, from: string, to: string): Promise<boolean> {
      const result = await db
        .updateTable('auth_user')
        .set({ email: to, updated_at: new Date() })
        .where('id', '=', userId)
        .where('email', '=', from)
        .where('email_verified', '=', false)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
