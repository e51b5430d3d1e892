import { Kysely, sql } from 'kysely';

/** Direct messages between two members (docs/spec/part-2-management-detail-messaging-account-media.md §3 Message, docs/product-decisions.md §21), their conversations, and blocks. */
export async function up(db: Kysely<any>): Promise<void> {
  // One row per pair of members (stored in id order), pointing at its newest message: the conversation list reads
  // these, newest first, without scanning messages. Sending locks this row, so a conversation's message ids are
  // committed in order and "messages after id N" never misses one committed late.
  await sql`
    CREATE TABLE conversations (
      conversation_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_one_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      member_two_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      last_message_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (member_one_id < member_two_id),
      UNIQUE (member_one_id, member_two_id)
    )`.execute(db);
  await sql`CREATE INDEX conversations_member_one_idx ON conversations (member_one_id, last_message_id DESC)`.execute(db);
  await sql`CREATE INDEX conversations_member_two_idx ON conversations (member_two_id, last_message_id DESC)`.execute(db);

  await sql`
    CREATE TABLE messages (
      message_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      conversation_id bigint NOT NULL REFERENCES conversations(conversation_id) ON DELETE CASCADE,
      sender_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      receiver_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      content text NOT NULL CHECK (content = btrim(content) AND char_length(content) BETWEEN 1 AND 4000),
      -- The product the message is about, as it was when sent; the id is cleared when the product is deleted.
      product_id bigint REFERENCES products(product_id) ON DELETE SET NULL,
      product_name text CHECK (char_length(product_name) <= 300),
      product_image text CHECK (char_length(product_image) <= 500),
      sent_at timestamptz NOT NULL DEFAULT now(),
      read_status boolean NOT NULL DEFAULT false,
      read_at timestamptz,
      CHECK (sender_id <> receiver_id)
    )`.execute(db);
  // A thread by id (pages back, and "after id N" to catch up).
  await sql`CREATE INDEX messages_conversation_idx ON messages (conversation_id, message_id)`.execute(db);
  // Unread badges: per member, and per conversation for the list.
  await sql`CREATE INDEX messages_unread_idx ON messages (receiver_id, conversation_id) WHERE NOT read_status`.execute(db);
  await sql`CREATE INDEX messages_sender_idx ON messages (sender_id)`.execute(db);
  await sql`CREATE INDEX messages_product_idx ON messages (product_id) WHERE product_id IS NOT NULL`.execute(db);
  await sql`
    ALTER TABLE conversations ADD CONSTRAINT conversations_last_message_fk
    FOREIGN KEY (last_message_id) REFERENCES messages(message_id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED`.execute(db);
  // A new message becomes its conversation's last one in the same statement that stores it (one round trip per send).
  await sql`
    CREATE FUNCTION messages_touch_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations SET last_message_id = NEW.message_id
       WHERE conversation_id = NEW.conversation_id AND (last_message_id IS NULL OR last_message_id < NEW.message_id);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER messages_touch_conversation AFTER INSERT ON messages
    FOR EACH ROW EXECUTE FUNCTION messages_touch_conversation()`.execute(db);

  // A member who blocked another no longer receives their messages (in either direction).
  await sql`
    CREATE TABLE member_blocks (
      blocker_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      blocked_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blocker_id, blocked_id),
      CHECK (blocker_id <> blocked_id)
    )`.execute(db);
  await sql`CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id)`.execute(db);
}
