import type { Db } from '../db/database';
import type { CodeChannel, PhoneChannel } from '../db/schema';

/** The sign-in codes LocalHub sent (hashed), the messages it paid for, and who hears that the SMS budget ran out. */
export function phoneCodesRepository(db: Db) {
  return {
    async store(code: { phone: string; codeHash: string; channel: CodeChannel; createdAt: Date; expiresAt: Date }): Promise<string> {
      const row = await db
        .insertInto('phone_codes')
        .values({
          phone: code.phone,
          code_hash: code.codeHash,
          channel: code.channel,
          created_at: code.createdAt,
          expires_at: code.expiresAt,
        })
        .returning('code_id')
        .executeTakeFirstOrThrow();
      return row.code_id;
    },

    /** The code went another way than first meant (to the account's email when WhatsApp failed). */
    setChannel: (codeId: string, channel: CodeChannel) =>
      db.updateTable('phone_codes').set({ channel }).where('code_id', '=', codeId).execute(),

    /** A code that was never sent (the provider failed) is forgotten. */
    forget: (codeId: string) => db.deleteFrom('phone_codes').where('code_id', '=', codeId).execute(),

    /** The newest code of this number with this hash, whatever its state. */
    matching: (phone: string, codeHash: string) =>
      db
        .selectFrom('phone_codes')
        .select(['code_id', 'expires_at', 'used_at', 'attempts'])
        .where('phone', '=', phone)
        .where('code_hash', '=', codeHash)
        .orderBy('code_id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Spends the code, once: false when another request used it first, it expired or it was guessed at too often. */
    async use(codeId: string, now: Date, maxAttempts: number): Promise<boolean> {
      const row = await db
        .updateTable('phone_codes')
        .set({ used_at: now })
        .where('code_id', '=', codeId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning('code_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A wrong code counts against the number's live codes. */
    countWrongAttempt: (phone: string, now: Date) =>
      db
        .updateTable('phone_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('phone', '=', phone)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .execute(),

    /** The channel of the number's newest code. */
    latestChannel: async (phone: string): Promise<CodeChannel | null> =>
      (
        await db
          .selectFrom('phone_codes')
          .select('channel')
          .where('phone', '=', phone)
          .orderBy('code_id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.channel ?? null,

    recordMessage: (message: { phone: string; channel: PhoneChannel; costKobo: number; providerMessageId: string | null; sentAt: Date }) =>
      db
        .insertInto('phone_messages')
        .values({
          phone: message.phone,
          channel: message.channel,
          cost_kobo: message.costKobo,
          provider_message_id: message.providerMessageId,
          created_at: message.sentAt,
        })
        .execute(),

    /** What SMS have cost since a moment, in kobo. */
    async smsSpentSince(since: Date): Promise<number> {
      const row = await db
        .selectFrom('phone_messages')
        .select((eb) => eb.fn.sum<string | null>('cost_kobo').as('spent'))
        .where('channel', '=', 'sms')
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.spent ?? 0);
    },

    /** True for the first caller of the day only, in every process: the staff alert goes out once. */
    async claimDailyAlert(key: string): Promise<boolean> {
      const row = await db
        .insertInto('app_state')
        .values({ key, value: 'sent' })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The verified email of the account that proved this number, if both are verified. A phone account's stand-in address
     * is never verified, so it is never one.
     */
    accountEmail: (phone: string) =>
      db
        .selectFrom('auth_user')
        .select(['id', 'email'])
        .where('phone_number', '=', phone)
        .where('phone_number_verified', '=', true)
        .where('email_verified', '=', true)
        .executeTakeFirst(),

    /** Staff (moderators and admins) with a verified email, to alert. */
    staff: () =>
      db
        .selectFrom('auth_user')
        .select(['id', 'email'])
        .where('role', 'in', ['moderator', 'admin'])
        .where('email_verified', '=', true)
        .execute(),
  };
}
export type PhoneCodesRepository = ReturnType<typeof phoneCodesRepository>;
