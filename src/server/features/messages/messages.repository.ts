import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { blockExists } from '../blocks/member-blocks.repository';

/** The two members of a conversation in the order they are stored (member_one_id < member_two_id). */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export interface NewMessage {
  senderId: string;
  receiverId: string;
  content: string;
  product: { productId: number; name: string; image: string | null } | null;
  /** The sender app's id for the message: a repeat with the same id stores nothing (migration 0032). */
  clientId: string | null;
}

const COLUMNS = [
  'message_id',
  'conversation_id',
  'sender_id',
  'receiver_id',
  'content',
  'product_id',
  'product_name',
  'product_image',
  'sent_at',
  'read_status',
  'read_at',
  'hidden',
] as const;
const MESSAGE_COLUMNS = COLUMNS.map((column) => `message.${column}` as const);

export type MessageRow = {
  message_id: string;
  conversation_id: number | string;
  sender_id: string;
  receiver_id: string;
  content: string;
  product_id: string | null;
  product_name: string | null;
  product_image: string | null;
  sent_at: Date;
  read_status: boolean;
  read_at: Date | null;
  /** Set when staff hid the message (decision 0018): it is returned as a "removed by LocalHub" marker. */
  hidden: string | null;
};

export function messagesRepository(db: Db) {
  const selectMessages = () => db.selectFrom('messages as message').select(MESSAGE_COLUMNS);

  return {
    member: (userId: string) =>
      db
        .selectFrom('users')
        .select(['user_id', 'full_name', 'username', 'profile_picture', 'identity_verified_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    conversationBetween: (a: string, b: string) => {
      const [one, two] = orderedPair(a, b);
      return db
        .selectFrom('conversations')
        .select(['conversation_id', 'member_one_id', 'member_two_id'])
        .where('member_one_id', '=', one)
        .where('member_two_id', '=', two)
        .executeTakeFirst();
    },

    /** Whether the two already have a conversation, and whether they are connected (an accepted connection either way). */
    pairFacts: async (a: string, b: string) => {
      const [one, two] = orderedPair(a, b);
      const { rows } = await sql<{ has_conversation: boolean; connected: boolean }>`
        SELECT EXISTS (SELECT 1 FROM conversations WHERE member_one_id = ${one} AND member_two_id = ${two}) AS has_conversation,
               EXISTS (SELECT 1 FROM connections
                        WHERE status = 'accepted'
                          AND ((user_id = ${a} AND connected_user_id = ${b}) OR (user_id = ${b} AND connected_user_id = ${a}))) AS connected`.execute(
        db,
      );
      return { hasConversation: Boolean(rows[0]?.has_conversation), connected: Boolean(rows[0]?.connected) };
    },

    conversation: (conversationId: number) =>
      db
        .selectFrom('conversations')
        .select(['conversation_id', 'member_one_id', 'member_two_id'])
        .where('conversation_id', '=', String(conversationId))
        .executeTakeFirst(),

    /**
     * Checks both members and any block between them, and when all is well stores the message in its conversation
     * (created on the first message): one statement, one round trip. The upsert locks the conversation row before the
     * message id is drawn and the lock holds until commit, so ids in a conversation commit in order ("messages after
     * id N" never misses one committed late). A trigger makes the message its conversation's last.
     */
    send: async (input: NewMessage) => {
      const [one, two] = orderedPair(input.senderId, input.receiverId);
      const { senderId: me, receiverId: other } = input;
      const result = await sql<
        { sender_name: string | null; receiver_exists: boolean; blocked_by_me: boolean; blocked_me: boolean } & Partial<MessageRow>
      >`
        WITH pair AS (
          SELECT (SELECT full_name FROM users WHERE user_id = ${me}) AS sender_name,
                 EXISTS (SELECT 1 FROM users WHERE user_id = ${other}) AS receiver_exists,
                 ${blockExists(me, other)} AS blocked_by_me,
                 ${blockExists(other, me)} AS blocked_me
        ),
        conversation AS (
          INSERT INTO conversations (member_one_id, member_two_id)
          SELECT ${one}, ${two} FROM pair
           WHERE pair.sender_name IS NOT NULL AND pair.receiver_exists AND NOT pair.blocked_by_me AND NOT pair.blocked_me
          ON CONFLICT (member_one_id, member_two_id) DO UPDATE SET member_one_id = EXCLUDED.member_one_id
          RETURNING conversation_id
        ),
        message AS (
          INSERT INTO messages (conversation_id, sender_id, receiver_id, content, product_id, product_name, product_image, client_id)
          SELECT conversation_id, ${me}, ${other}, ${input.content},
                 ${input.product?.productId ?? null}::bigint, ${input.product?.name ?? null}::text, ${input.product?.image ?? null}::text,
                 ${input.clientId}::uuid
            FROM conversation
          ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
          RETURNING ${sql.join(COLUMNS.map((column) => sql.ref(column)))}
        )
        SELECT pair.*, message.* FROM pair LEFT JOIN message ON true`.execute(db);
      const row = result.rows[0]!;
      const stored = row.message_id ? (row as MessageRow) : null;
      // A repeat of a message already stored (same sender and client id): that message, and nothing new happened.
      const earlier =
        !stored && input.clientId
          ? ((await selectMessages()
              .where('message.sender_id', '=', me)
              .where('message.client_id', '=', input.clientId)
              .executeTakeFirst()) as MessageRow | undefined)
          : undefined;
      return {
        senderName: row.sender_name,
        receiverExists: row.receiver_exists,
        blockedByMe: row.blocked_by_me,
        blockedMe: row.blocked_me,
        message: stored ?? earlier ?? null,
        repeated: Boolean(earlier),
      };
    },

    /** The newest `limit + 1` messages before a message id (or the newest), newest first. */
    pageBefore: (conversationId: number, beforeId: number | null, limit: number) => {
      let query = selectMessages().where('message.conversation_id', '=', String(conversationId));
      if (beforeId !== null) query = query.where('message.message_id', '<', String(beforeId));
      return query
        .orderBy('message.message_id', 'desc')
        .limit(limit + 1)
        .execute() as Promise<MessageRow[]>;
    },

    /** The oldest `limit + 1` messages after a message id, oldest first. */
    pageAfter: (conversationId: number, afterId: number, limit: number) =>
      selectMessages()
        .where('message.conversation_id', '=', String(conversationId))
        .where('message.message_id', '>', String(afterId))
        .orderBy('message.message_id', 'asc')
        .limit(limit + 1)
        .execute() as Promise<MessageRow[]>,

    /** The newest message to the receiver in the conversation, with its sender's name (for the delayed notification). */
    newestTo: (conversationId: number, receiverId: string) =>
      selectMessages()
        .innerJoin('users as sender', 'sender.user_id', 'message.sender_id')
        .select('sender.full_name as sender_name')
        .where('message.conversation_id', '=', String(conversationId))
        .where('message.receiver_id', '=', receiverId)
        .where('message.hidden', 'is', null)
        .orderBy('message.message_id', 'desc')
        .limit(1)
        .executeTakeFirst() as Promise<(MessageRow & { sender_name: string }) | undefined>,

    /** Marks the partner's unread messages to the reader as read; returns how many and the newest id marked. */
    markRead: async (conversationId: number, readerId: string) => {
      const rows = await db
        .updateTable('messages')
        .set({ read_status: true, read_at: sql`now()` })
        .where('conversation_id', '=', String(conversationId))
        .where('receiver_id', '=', readerId)
        .where('read_status', '=', false)
        .returning('message_id')
        .execute();
      const upTo = rows.reduce((max, row) => Math.max(max, Number(row.message_id)), 0);
      return { count: rows.length, upTo: upTo || null };
    },

    /**
     * The member's conversations, newest message first: partner, last message, unread count and whether the member
     * blocks the partner. `limit + 1` rows after the cursor (a last_message_id).
     */
    conversations: (userId: string, beforeLastId: number | null, limit: number) => {
      const mine = (column: 'member_one_id' | 'member_two_id') => {
        let query = db
          .selectFrom('conversations as c')
          .select(['c.conversation_id', 'c.last_message_id', 'c.member_one_id', 'c.member_two_id'])
          .where(`c.${column}`, '=', userId)
          .where('c.last_message_id', 'is not', null);
        if (beforeLastId !== null) query = query.where('c.last_message_id', '<', String(beforeLastId));
        return query.orderBy('c.last_message_id', 'desc').limit(limit + 1);
      };
      return db
        .selectFrom(
          sql<{ conversation_id: string; last_message_id: string; member_one_id: string; member_two_id: string }>`(
            (${mine('member_one_id')}) UNION ALL (${mine('member_two_id')})
          )`.as('c'),
        )
        .innerJoin('messages as message', 'message.message_id', 'c.last_message_id')
        .innerJoin('users as partner', (join) =>
          join.on('partner.user_id', '=', sql<string>`CASE WHEN c.member_one_id = ${userId} THEN c.member_two_id ELSE c.member_one_id END`),
        )
        .select(MESSAGE_COLUMNS)
        .select([
          'partner.user_id as partner_id',
          'partner.full_name as partner_full_name',
          'partner.username as partner_username',
          'partner.profile_picture as partner_profile_picture',
          'partner.identity_verified_at as partner_identity_verified_at',
          (eb) =>
            eb
              .selectFrom('messages as unread')
              .select(sql<number>`count(*)::int`.as('n'))
              .whereRef('unread.conversation_id', '=', 'c.conversation_id')
              .where('unread.receiver_id', '=', userId)
              .where('unread.read_status', '=', false)
              .as('unread_count'),
          blockExists(userId, sql.ref('partner.user_id')).as('blocked_by_me'),
        ])
        .orderBy('c.last_message_id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    unreadMessages: async (userId: string) =>
      (
        await db
          .selectFrom('messages')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('receiver_id', '=', userId)
          .where('read_status', '=', false)
          .executeTakeFirstOrThrow()
      ).n,

    /** A product with its primary picture and the business owner (the seller). */
    productWithSeller: (productId: number) =>
      db
        .selectFrom('products as product')
        .innerJoin('businesses as business', 'business.business_id', 'product.business_id')
        .select((eb) => [
          'product.product_id',
          'product.name',
          'business.auth_user_id as seller_id',
          eb
            .selectFrom('product_images')
            .select('product_images.image_url')
            .whereRef('product_images.product_id', '=', 'product.product_id')
            .orderBy('product_images.is_primary', 'desc')
            .orderBy('product_images.position')
            .orderBy('product_images.image_id')
            .limit(1)
            .as('image_url'),
        ])
        .where('product.product_id', '=', String(productId))
        .executeTakeFirst(),
  };
}
