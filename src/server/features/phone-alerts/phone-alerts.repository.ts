import { sql } from 'kysely';
import type { PhoneAlertKind, PhoneAlertSettings } from '../../../shared/schemas/phone-alerts';
import type { Db } from '../../db/database';
import type { PhoneChannel } from '../../db/schema';
import { listingOwnerAndName } from '../../kit/listings/listing-owner.repository';

/** A member's alert choices and the alerts claimed for them (migration 0059). */
export function phoneAlertsRepository(db: Db) {
  return {
    settings: (userId: string) => db.selectFrom('phone_alert_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    saveSettings: (userId: string, settings: PhoneAlertSettings) => {
      const values = {
        ...settings.channels,
        quiet_from: settings.quietHours?.from ?? null,
        quiet_until: settings.quietHours?.until ?? null,
      };
      return db
        .insertInto('phone_alert_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
    },

    /** The member's verified number (null without one), for sending and for the settings page. */
    verifiedNumber: async (userId: string) =>
      (
        await db
          .selectFrom('auth_user')
          .select('phone_number')
          .where('id', '=', userId)
          .where('phone_number_verified', '=', true)
          .executeTakeFirst()
      )?.phone_number ?? null,

    /**
     * Claims an alert unless the member had one about the same subject in the last hour or has reached the day's cap.
     * The member's lock (held to commit) makes two jobs at once count each other. Returns the claim's id, or null.
     */
    claim: (alert: {
      userId: string;
      kind: PhoneAlertKind;
      subject: string;
      channel: PhoneChannel;
      now: Date;
      dayStart: Date;
      perDay: number;
    }) =>
      db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`phone-alert:${alert.userId}`}, 0))`.execute(trx);
        const { rows } = await sql<{ recent: boolean; today: number }>`
          SELECT EXISTS (SELECT 1 FROM phone_alerts WHERE user_id = ${alert.userId} AND subject = ${alert.subject}
                          AND created_at > ${alert.now}::timestamptz - interval '1 hour') AS recent,
                 (SELECT count(*)::int FROM phone_alerts WHERE user_id = ${alert.userId} AND created_at >= ${alert.dayStart}) AS today`.execute(
          trx,
        );
        const { recent, today } = rows[0]!;
        if (recent || today >= alert.perDay) return null;
        const row = await trx
          .insertInto('phone_alerts')
          .values({ user_id: alert.userId, kind: alert.kind, subject: alert.subject, channel: alert.channel, created_at: alert.now })
          .returning('alert_id')
          .executeTakeFirstOrThrow();
        return row.alert_id;
      }),

    /** The channel it really went by (SMS turns to WhatsApp once the day's budget is spent). */
    settle: (alertId: string | number, channel: PhoneChannel) =>
      db.updateTable('phone_alerts').set({ channel }).where('alert_id', '=', String(alertId)).execute(),

    /** A claim whose message the provider did not take is given back, so the retry may send it. */
    release: (alertId: string | number) => db.deleteFrom('phone_alerts').where('alert_id', '=', String(alertId)).execute(),

    // What an alert names, read when it is sent. Only names and titles: never what anyone wrote.
    memberName: async (userId: string) =>
      (await db.selectFrom('users').select('full_name').where('user_id', '=', userId).executeTakeFirst())?.full_name ?? null,

    /** True once the receiver has written in the conversation: the sender is no longer a new customer. */
    receiverHasWritten: async (conversationId: number, receiverId: string) =>
      (await db
        .selectFrom('messages')
        .select('message_id')
        .where('conversation_id', '=', String(conversationId))
        .where('sender_id', '=', receiverId)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    /** What the conversation's newest message from the sender is about: its product's business, else the receiver's first listing. */
    conversationAbout: async (conversationId: number, receiverId: string) => {
      const { rows } = await sql<{ name: string | null }>`
        SELECT COALESCE(
          (SELECT b.name FROM messages m JOIN products p ON p.product_id = m.product_id JOIN businesses b ON b.business_id = p.business_id
            WHERE m.conversation_id = ${String(conversationId)} AND m.receiver_id = ${receiverId} AND m.product_id IS NOT NULL
            ORDER BY m.message_id DESC LIMIT 1),
          (SELECT name FROM businesses WHERE auth_user_id = ${receiverId} AND hidden IS NULL ORDER BY created_at LIMIT 1),
          (SELECT title FROM professions WHERE auth_user_id = ${receiverId} AND hidden IS NULL ORDER BY created_at LIMIT 1)
        ) AS name`.execute(db);
      return rows[0]?.name ?? null;
    },

    listing: (kind: 'business' | 'profession', id: number) => listingOwnerAndName(db, kind, id),

    event: (eventId: number) =>
      db.selectFrom('events').select(['user_id as owner_id', 'title']).where('event_id', '=', String(eventId)).executeTakeFirst(),
  };
}
