import { imageSrc } from '../../../shared/media';
import {
  BLOCKED_BY_ME,
  BLOCKED_BY_PARTNER,
  type Conversation,
  type ConversationPage,
  type MemberRef,
  type Message,
  type MessageInput,
  type MessagePage,
  type PartnerState,
  type ProductSeller,
  type UnreadCounts,
} from '../../../shared/schemas/messages';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import type { DomainEvents } from '../../domain-events/domain-events';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { PushBus } from '../../realtime/push-bus';
import type { Notifier } from '../notifications/notifier';
import { isoString } from '../../kit/listings/listing-mapping';
import { blocksService } from '../blocks/blocks.service';
import type { AbuseLimits } from '../safety/abuse-limits';
import { messagesRepository, type MessageRow } from './messages.repository';
import { msg } from '../../../shared/i18n/msg';

export interface MessagesDeps {
  db: Db;
  bus: PushBus;
  /** Reads and clears the member's message notifications; new ones come from `message.sent` (message-listeners.ts). */
  notifier: Notifier;
  events: DomainEvents;
  log: { warn(obj: object, msg: string): void };
  /** The new-conversations-with-strangers limit (decision 0019). */
  limits: AbuseLimits;
}

const CONVERSATION_NOT_FOUND = msg('Conversation not found');
const MEMBER_NOT_FOUND = msg('Member not found');

export const conversationGroupKey = (conversationId: number) => `conversation:${conversationId}`;
export const conversationLink = (partnerId: string) => `/app/messages?user=${encodeURIComponent(partnerId)}`;

const toMember = (row: { user_id: string; full_name: string; username: string; profile_picture: string | null }): MemberRef => ({
  userId: row.user_id,
  fullName: row.full_name,
  username: row.username,
  profilePicture: row.profile_picture,
});

/** A message as both members see it; one hidden by staff keeps its place in the thread but not its text or product. */
export const toMessage = (row: MessageRow): Message => {
  const removed = row.hidden !== null;
  return {
    messageId: Number(row.message_id),
    conversationId: Number(row.conversation_id),
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: removed ? '' : row.content,
    product:
      row.product_name !== null && !removed
        ? { productId: row.product_id === null ? null : Number(row.product_id), name: row.product_name, imageUrl: row.product_image }
        : null,
    sentAt: isoString(row.sent_at),
    readStatus: row.read_status,
    readAt: row.read_at ? isoString(row.read_at) : null,
    removed,
  };
};

/** "Hello there…" — a message shortened for a notification or an email subject line. */
export const preview = (text: string, max = 120) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/**
 * Direct messages between members: every function takes the acting member and only ever reads or changes
 * conversations that member is part of (others are "not found"). New messages and read receipts are pushed to both
 * members' open tabs; the receiver gets one notification per conversation (and at most one email an hour).
 */
export function messagesService(deps: MessagesDeps) {
  const repo = messagesRepository(deps.db);
  const memberBlocks = blocksService(deps);

  function publish(recipients: string[], push: Parameters<PushBus['publish']>[0]['push']) {
    // The message is stored whatever happens here: a tab that misses the push catches up when it reconnects.
    return deps.bus
      .publish({ recipients, push })
      .catch((error: unknown) => deps.log.warn({ err: error, type: push.type }, 'realtime publish failed'));
  }

  async function memberOrThrow(userId: string) {
    const row = await repo.member(userId);
    if (!row) throw notFound(MEMBER_NOT_FOUND);
    return row;
  }

  /** The conversation, when the viewer is one of its two members; "not found" otherwise. */
  async function ownConversation(viewer: Viewer, conversationId: number) {
    const row = await repo.conversation(conversationId);
    if (!row || (row.member_one_id !== viewer.userId && row.member_two_id !== viewer.userId)) throw notFound(CONVERSATION_NOT_FOUND);
    const partnerId = row.member_one_id === viewer.userId ? row.member_two_id : row.member_one_id;
    return { conversationId: Number(row.conversation_id), partnerId };
  }

  /**
   * A first message to someone the sender is not connected to counts toward the daily new-conversations limit. A
   * block is refused first, so a refused message never counts.
   */
  async function countNewConversation(senderId: string, receiverId: string): Promise<void> {
    const facts = await repo.pairFacts(senderId, receiverId);
    if (facts.hasConversation || facts.connected) return;
    const blocks = await memberBlocks.state(senderId, receiverId);
    if (blocks.blockedByMe) throw forbidden(BLOCKED_BY_ME);
    if (blocks.blockedMe) throw forbidden(BLOCKED_BY_PARTNER);
    await deps.limits.check('conversations', senderId);
  }

  async function productReference(productId: number) {
    const product = await repo.productWithSeller(productId);
    if (!product)
      throw new AppError(400, 'VALIDATION_FAILED', msg('This product no longer exists.'), { productId: msg('Product not found') });
    return product;
  }

  return {
    async partnerState(viewer: Viewer, partnerId: string): Promise<PartnerState> {
      if (partnerId === viewer.userId) throw badRequest(msg('You cannot message yourself.'));
      const partner = await memberOrThrow(partnerId);
      const [conversation, blocks, facts] = await Promise.all([
        repo.conversationBetween(viewer.userId, partnerId),
        memberBlocks.state(viewer.userId, partnerId),
        repo.pairFacts(viewer.userId, partnerId),
      ]);
      const partnerVerified = partner.identity_verified_at !== null;
      return {
        partner: { ...toMember(partner), identityVerified: partnerVerified },
        conversationId: conversation ? Number(conversation.conversation_id) : null,
        blockedByMe: blocks.blockedByMe,
        canSend: !blocks.blockedByMe && !blocks.blockedMe,
        connected: facts.connected,
        partnerVerified,
      };
    },

    async conversations(viewer: Viewer, query: { cursor?: string; limit: number }): Promise<ConversationPage> {
      const before = query.cursor ? Number(query.cursor) : null;
      const rows = await repo.conversations(viewer.userId, before, query.limit);
      const page = rows.slice(0, query.limit);
      const items: Conversation[] = page.map((row) => ({
        conversationId: Number(row.conversation_id),
        partner: {
          userId: row.partner_id,
          fullName: row.partner_full_name,
          username: row.partner_username,
          profilePicture: row.partner_profile_picture,
          identityVerified: row.partner_identity_verified_at !== null,
        },
        lastMessage: toMessage(row as MessageRow),
        unreadCount: Number(row.unread_count ?? 0),
        blockedByMe: Boolean(row.blocked_by_me),
      }));
      const last = page[page.length - 1];
      return { items, nextCursor: rows.length > query.limit && last ? String(last.message_id) : null };
    },

    async messages(
      viewer: Viewer,
      conversationId: number,
      query: { cursor?: string; after?: number; limit: number },
    ): Promise<MessagePage> {
      const own = await ownConversation(viewer, conversationId);
      if (query.after !== undefined) {
        const rows = await repo.pageAfter(own.conversationId, query.after, query.limit);
        return { items: rows.slice(0, query.limit).map(toMessage), nextCursor: null, hasMore: rows.length > query.limit };
      }
      const rows = await repo.pageBefore(own.conversationId, query.cursor ? Number(query.cursor) : null, query.limit);
      const page = rows.slice(0, query.limit);
      const oldest = page[page.length - 1];
      const more = rows.length > query.limit;
      return { items: page.reverse().map(toMessage), nextCursor: more && oldest ? String(oldest.message_id) : null, hasMore: more };
    },

    async send(viewer: Viewer, input: MessageInput): Promise<Message> {
      const content = input.content.trim();
      if (!content) throw badRequest(msg('Message cannot be empty'), { content: msg('Message cannot be empty') });
      if (input.receiverId === viewer.userId)
        throw badRequest(msg('You cannot message yourself.'), { receiverId: msg('You cannot message yourself') });
      let product: { productId: number; name: string; image: string | null } | null = null;
      if (input.productId) {
        const row = await productReference(input.productId);
        product = { productId: Number(row.product_id), name: row.name, image: row.image_url ? imageSrc(row.image_url, 320) : null };
      }

      await countNewConversation(viewer.userId, input.receiverId);
      const result = await repo.send({
        senderId: viewer.userId,
        receiverId: input.receiverId,
        content,
        product,
        clientId: input.clientId ?? null,
      });
      if (!result.senderName || !result.receiverExists) throw notFound(MEMBER_NOT_FOUND);
      if (result.blockedByMe) throw forbidden(BLOCKED_BY_ME);
      if (result.blockedMe) throw forbidden(BLOCKED_BY_PARTNER);
      if (!result.message) throw new Error('message was not stored');
      const message = toMessage(result.message);
      // Sent again after a lost answer: already delivered and notified once.
      if (result.repeated) return message;
      const receiverId = input.receiverId;
      await publish([receiverId, viewer.userId], { type: 'message.created', message });

      await deps.events.emit({ type: 'message.sent', conversationId: message.conversationId, senderId: viewer.userId, receiverId });
      return message;
    },

    /** The recipient opened the conversation: their unread messages in it become read and the sender sees "Seen". */
    async markRead(viewer: Viewer, conversationId: number) {
      const own = await ownConversation(viewer, conversationId);
      const result = await repo.markRead(own.conversationId, viewer.userId);
      if (result.upTo !== null) {
        await publish([own.partnerId, viewer.userId], {
          type: 'messages.read',
          conversationId: own.conversationId,
          readerId: viewer.userId,
          upToMessageId: result.upTo,
        });
      }
      // The "new message" notification of this conversation has been seen too.
      if (await deps.notifier.markGroupRead(viewer.userId, conversationGroupKey(own.conversationId))) {
        await publish([viewer.userId], { type: 'notifications.changed' });
      }
      return { conversationId: own.conversationId, readCount: result.count, readUpTo: result.upTo };
    },

    async unreadCounts(viewer: Viewer): Promise<UnreadCounts> {
      const [messages, notifications] = await Promise.all([repo.unreadMessages(viewer.userId), deps.notifier.unreadCount(viewer.userId)]);
      return { messages, notifications };
    },

    /** The seller of a product (its business's owner), to start a conversation from a product card. */
    async productSeller(productId: number): Promise<ProductSeller> {
      const product = await repo.productWithSeller(productId);
      if (!product) throw notFound(msg('Product not found'));
      const seller = await memberOrThrow(product.seller_id);
      return {
        seller: toMember(seller),
        product: {
          productId: Number(product.product_id),
          name: product.name,
          imageUrl: product.image_url ? imageSrc(product.image_url, 320) : null,
        },
      };
    },

    async setBlocked(viewer: Viewer, otherId: string, blocked: boolean) {
      if (otherId === viewer.userId) throw badRequest(msg('You cannot block yourself.'));
      await memberOrThrow(otherId);
      if (blocked) await memberBlocks.block(viewer.userId, otherId);
      else await memberBlocks.unblock(viewer.userId, otherId);
      // The member's other tabs refresh; the other member is not told (they learn it only if they try to write).
      await publish([viewer.userId], { type: 'conversation.changed', partnerId: otherId });
      return { userId: otherId, blocked };
    },

    /**
     * A typing signal from one member to another: forwarded only when they already have a conversation and neither
     * blocks the other. Never stored.
     */
    async relayTyping(fromUserId: string, toUserId: string): Promise<boolean> {
      if (fromUserId === toUserId) return false;
      const conversation = await repo.conversationBetween(fromUserId, toUserId);
      if (!conversation) return false;
      const blocks = await memberBlocks.state(fromUserId, toUserId);
      if (blocks.blockedByMe || blocks.blockedMe) return false;
      await publish([toUserId], { type: 'typing', conversationId: Number(conversation.conversation_id), userId: fromUserId });
      return true;
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
