import { sql } from 'kysely';
import { DEFAULT_NOTIFICATION_PREFERENCES, PREFERENCE_FOR_KIND, type NotificationPreferences } from '../../../shared/schemas/notifications';
import type { Db } from '../../db/database';
import type { Language } from '../../../shared/i18n/languages';
import type { NotifyInput, NotifyManyInput } from './notifier';
import type { storedText } from './notification-text';

/** The notification_preferences column of each switch. */
const PREFERENCE_COLUMNS: Record<keyof NotificationPreferences, string> = {
  emailNotifications: 'email_notifications',
  pushNotifications: 'push_notifications',
  marketingEmails: 'marketing_emails',
  newConnections: 'new_connections',
  newMessages: 'new_messages',
  postLikes: 'post_likes',
  postComments: 'post_comments',
};

const EMAIL_INTERVAL = '1 hour';

/** A switch's value for the member `recipient.user_id`: their stored choice, else the default. */
const preference = (key: keyof NotificationPreferences) =>
  sql<boolean>`coalesce((SELECT ${sql.ref(`p.${PREFERENCE_COLUMNS[key]}`)} FROM notification_preferences p WHERE p.user_id = recipient.user_id), ${DEFAULT_NOTIFICATION_PREFERENCES[key]})`;

/** A notification's text as stored: English, and the message with its values. */
type StoredText = ReturnType<typeof storedText>;

/** A notification to store: the notifier's input, with the claim on this hour's email instead of the email itself. */
export type StoreNotification = Omit<NotifyInput, 'email' | 'message'> & {
  text: StoredText;
  /** Claim this hour's email for the member and group (returns the address when claimed). */
  claimEmail: boolean;
};

/** The statements behind the notifier: preferences, the grouped upsert with its email claim, and fan-out inserts. */
export function notifierRepository(db: Db) {
  return {
    async preferences(userId: string): Promise<NotificationPreferences> {
      const row = await db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
      return {
        emailNotifications: row.email_notifications,
        pushNotifications: row.push_notifications,
        marketingEmails: row.marketing_emails,
        newConnections: row.new_connections,
        newMessages: row.new_messages,
        postLikes: row.post_likes,
        postComments: row.post_comments,
      };
    },

    actorCard: (userId: string) =>
      db.selectFrom('users').select(['user_id', 'full_name', 'profile_picture']).where('user_id', '=', userId).executeTakeFirst(),

    /** One notification for each member whose switch for the kind is on; with whether to push it to their tabs. */
    async storeForMany(input: Omit<NotifyManyInput, 'message'> & { text: StoredText }) {
      const governing = PREFERENCE_FOR_KIND[input.kind];
      const allowed = governing ? sql`WHERE ${preference(governing)}` : sql``;
      const { text } = input;
      const { rows } = await sql<{
        notification_id: string;
        user_id: string;
        is_read: boolean;
        created_at: Date;
        push: boolean;
        language: Language | null;
      }>`
        INSERT INTO notifications (user_id, kind, actor_id, message, message_template, message_values, link)
        SELECT recipient.user_id, ${input.kind}, ${input.actorId}, ${text.message}, ${text.template}, ${text.values}::jsonb, ${input.link}
        FROM unnest(${input.userIds}::text[]) AS recipient(user_id)
        ${allowed}
        RETURNING notification_id, user_id, is_read, created_at,
          coalesce((SELECT p.push_notifications FROM notification_preferences p WHERE p.user_id = notifications.user_id), true) AS push,
          (SELECT u.language FROM users u WHERE u.user_id = notifications.user_id) AS language`.execute(db);
      return rows;
    },

    /**
     * Preferences, the read check, the grouped upsert, the actor's card and the claim on this hour's email (one per
     * member and group an hour, with the address to send it to): one statement, one round trip.
     */
    async store(input: StoreNotification) {
      const governing = PREFERENCE_FOR_KIND[input.kind];
      const conditions = [
        ...(governing ? [preference(governing)] : []),
        ...(input.unlessReadMessageId !== undefined
          ? [sql<boolean>`NOT EXISTS (SELECT 1 FROM messages m WHERE m.message_id = ${input.unlessReadMessageId} AND m.read_status)`]
          : []),
      ];
      const emailClaim = input.claimEmail
        ? sql`claimed AS (
            INSERT INTO notification_emails (user_id, group_key, sent_at)
            SELECT recipient.user_id, coalesce(${input.groupKey ?? null}::text, ${input.kind} || ':' || stored.notification_id), now()
              FROM recipient, settings, stored
             WHERE settings.email
            ON CONFLICT (user_id, group_key) DO UPDATE SET sent_at = now()
              WHERE notification_emails.sent_at < now() - ${sql.raw(`interval '${EMAIL_INTERVAL}'`)}
            RETURNING (SELECT email FROM users WHERE users.user_id = notification_emails.user_id) AS address
          )`
        : sql`claimed AS (SELECT NULL::text AS address WHERE false)`;
      const { rows } = await sql<{
        notification_id: string;
        is_read: boolean;
        created_at: Date;
        actor_name: string | null;
        actor_picture: string | null;
        push: boolean;
        email_address: string | null;
        language: Language | null;
      }>`
        WITH recipient AS (SELECT ${input.userId}::text AS user_id),
        settings AS (
          SELECT ${preference('pushNotifications')} AS push, ${preference('emailNotifications')} AS email FROM recipient
        ),
        stored AS (
          INSERT INTO notifications (user_id, kind, actor_id, message, message_template, message_values, link, group_key)
          SELECT recipient.user_id, ${input.kind}, ${input.actorId}, ${input.text.message}, ${input.text.template},
                 ${input.text.values}::jsonb, ${input.link}, ${input.groupKey ?? null}
            FROM recipient
           ${conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``}
          ON CONFLICT (user_id, group_key) WHERE group_key IS NOT NULL
          DO UPDATE SET actor_id = EXCLUDED.actor_id, message = EXCLUDED.message, message_template = EXCLUDED.message_template,
                        message_values = EXCLUDED.message_values, link = EXCLUDED.link, is_read = false, created_at = now()
          RETURNING notification_id, is_read, created_at, actor_id
        ),
        ${emailClaim}
        SELECT stored.notification_id, stored.is_read, stored.created_at, actor.full_name AS actor_name,
               actor.profile_picture AS actor_picture, settings.push, (SELECT address FROM claimed) AS email_address,
               (SELECT u.language FROM users u WHERE u.user_id = ${input.userId}) AS language
          FROM stored CROSS JOIN settings LEFT JOIN users actor ON actor.user_id = stored.actor_id`.execute(db);
      return rows[0];
    },
  };
}
