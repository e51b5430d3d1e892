import { Kysely, sql } from 'kysely';
import { NOTIFICATION_KINDS } from '../../../shared/schemas/notifications';

/** Notifications, their per-member preferences, and the log that limits notification emails. */
export async function up(db: Kysely<any>): Promise<void> {
  const kinds = sql.join(NOTIFICATION_KINDS.map((kind) => sql.lit(kind)));
  await sql`
    CREATE TABLE notifications (
      notification_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN (${kinds})),
      actor_id text REFERENCES users(user_id) ON DELETE CASCADE,
      message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 500),
      link text,
      -- Notifications with the same key are one (e.g. new messages per conversation): a new event updates it.
      group_key text,
      is_read boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // The member's list newest first (keyset), and the unread count.
  await sql`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, notification_id DESC)`.execute(db);
  await sql`CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT is_read`.execute(db);
  await sql`CREATE UNIQUE INDEX notifications_user_group_key ON notifications (user_id, group_key) WHERE group_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX notifications_actor_idx ON notifications (actor_id)`.execute(db);

  await sql`
    CREATE TABLE notification_preferences (
      user_id text PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
      email_notifications boolean NOT NULL DEFAULT true,
      push_notifications boolean NOT NULL DEFAULT true,
      marketing_emails boolean NOT NULL DEFAULT false,
      new_connections boolean NOT NULL DEFAULT true,
      new_messages boolean NOT NULL DEFAULT true,
      post_likes boolean NOT NULL DEFAULT true,
      post_comments boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // One row per (member, group): when the last notification email for it went out.
  await sql`
    CREATE TABLE notification_emails (
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      group_key text NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, group_key)
    )`.execute(db);
}
