import { z } from 'zod';
import { MAX_ROW_ID, rowIdNumber, text } from './primitives';
import { msg } from '../i18n/msg';

import { MESSAGE_EMPTY, MESSAGE_MAX_LENGTH } from '../messages-rules';

export { BLOCKED_BY_ME, BLOCKED_BY_PARTNER, MESSAGE_EMPTY, MESSAGE_MAX_LENGTH } from '../messages-rules';

/** The member at the other end of a conversation. */
export const memberRefSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  username: z.string(),
  /** Base URL of the picture (see shared/media), or null. */
  profilePicture: z.string().nullable(),
});
export type MemberRef = z.infer<typeof memberRefSchema>;

/** The member at the other end of a conversation, with their "Verified identity" badge (decision 0021). */
export const partnerSchema = memberRefSchema.extend({ identityVerified: z.boolean() });
export type Partner = z.infer<typeof partnerSchema>;

/**
 * The optional product a message is about (docs/product-decisions.md §21): stored with the message as it was when sent, so the card
 * still shows after the product changes; productId becomes null when the product is deleted.
 */
export const productRefSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  /** A ready-to-use image URL (the 320 px WebP of the primary picture), or null. */
  imageUrl: z.string().nullable(),
});
export type ProductRef = z.infer<typeof productRefSchema>;

export const messageSchema = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  product: productRefSchema.nullable(),
  sentAt: z.string(),
  /** True once the receiver has opened the conversation after it arrived. */
  readStatus: z.boolean(),
  readAt: z.string().nullable(),
  /** Hidden by LocalHub's moderators after a report: shown as a marker, with no text and no product. */
  removed: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageInputSchema = z.object({
  receiverId: text().trim().min(1, msg('Choose who to message')).max(100),
  content: text().trim().min(1, MESSAGE_EMPTY).max(MESSAGE_MAX_LENGTH, msg('A message can be at most 4,000 characters')),
  /** The product the message is about (from a product card); its name and picture are read on the server. */
  productId: rowIdNumber().nullable().optional(),
  /** The app's id for this message: sending it again (after a lost answer, or from the offline outbox) stores it once. */
  clientId: z.uuid({ message: 'clientId must be a UUID' }).optional(),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const conversationSchema = z.object({
  conversationId: z.number().int(),
  partner: partnerSchema,
  lastMessage: messageSchema,
  /** Messages from the partner the member has not read yet. */
  unreadCount: z.number().int(),
  blockedByMe: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({ items: z.array(conversationSchema), nextCursor: z.string().nullable() });
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** Everything the thread header needs about the member at the other end, whether or not they have talked yet. */
export const partnerStateSchema = z.object({
  partner: partnerSchema,
  conversationId: z.number().int().nullable(),
  blockedByMe: z.boolean(),
  /** False when either member has blocked the other. */
  canSend: z.boolean(),
  /** Whether the two are connected: a first message between strangers shows the safety note (decision 0019). */
  connected: z.boolean(),
  /** Whether the partner proved their identity: their payment requests show the safety note unless they did. */
  partnerVerified: z.boolean(),
});
export type PartnerState = z.infer<typeof partnerStateSchema>;

/**
 * A thread page, oldest first. Without `after`: the newest messages, and `nextCursor` pages back to older ones.
 * With `after`: the messages after that id (catching up), and `hasMore` when the limit cut them short.
 */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messagePageQuerySchema = z.object({
  cursor: text()
    .regex(/^[1-9]\d{0,14}$/, msg('Invalid cursor'))
    .optional(),
  after: z.coerce.number().int().min(0).max(MAX_ROW_ID).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const readResultSchema = z.object({
  conversationId: z.number().int(),
  readCount: z.number().int(),
  readUpTo: z.number().int().nullable(),
});

export const productSellerSchema = z.object({ seller: memberRefSchema, product: productRefSchema });
export type ProductSeller = z.infer<typeof productSellerSchema>;

export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });

/** The badges: unread messages and unread notifications of the signed-in member. */
export const unreadCountsSchema = z.object({ messages: z.number().int(), notifications: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** Account → Blocked members: the members the viewer blocked, newest first. */
export const blockedMemberListSchema = z.object({
  items: z.array(memberRefSchema.extend({ blockedAt: z.string() })),
});
export type BlockedMemberList = z.infer<typeof blockedMemberListSchema>;
