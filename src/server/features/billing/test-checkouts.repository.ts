import type { Db } from '../../db/database';

/** The built-in test provider's record of each checkout it was asked for (table test_checkouts). */
export function testCheckoutsRepository(db: Db) {
  return {
    create: (row: { reference: string; email: string; amountKobo: number; currency: string; channels: string[]; callbackUrl: string }) =>
      db
        .insertInto('test_checkouts')
        .values({
          reference: row.reference,
          email: row.email,
          amount_kobo: row.amountKobo,
          currency: row.currency,
          channels: row.channels,
          callback_url: row.callbackUrl,
        })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute(),

    find: (reference: string) => db.selectFrom('test_checkouts').selectAll().where('reference', '=', reference).executeTakeFirst(),

    /** The checkout of a payment `userId` started (its `payments` row names the payer); undefined for anyone else. */
    findForPayer: (reference: string, userId: string) =>
      db
        .selectFrom('test_checkouts as c')
        .innerJoin('payments as p', 'p.reference', 'c.reference')
        .selectAll('c')
        .where('c.reference', '=', reference)
        .where('p.user_id', '=', userId)
        .executeTakeFirst(),

    findByAuthorization: (code: string) =>
      db.selectFrom('test_checkouts').selectAll().where('authorization_code', '=', code).where('status', '=', 'success').executeTakeFirst(),

    /** Records the outcome of a pending checkout; the row afterwards, or undefined when it was no longer pending. */
    settle: (reference: string, status: 'success' | 'failed', authorizationCode: string | null) =>
      db
        .updateTable('test_checkouts')
        .set({ status, authorization_code: authorizationCode, paid_at: status === 'success' ? new Date() : null })
        .where('reference', '=', reference)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),
  };
}

export type TestCheckoutRow = NonNullable<Awaited<ReturnType<ReturnType<typeof testCheckoutsRepository>['find']>>>;
