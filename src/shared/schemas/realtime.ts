import { z } from 'zod';
import { text } from './primitives';
import { notificationSchema } from './notifications';
import { messageSchema } from './messages';

/** Pushes: what the server sends a member's open tabs over /api/realtime when something changed for them. */
export const realtimePushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), notification: notificationSchema }),
  z.object({ type: z.literal('notifications.changed') }),
  // Messaging: a new message (to both members), messages read up to an id (to both), the partner typing (not stored),
  // and a change to a conversation's state (block / unblock) for the member's other tabs.
  z.object({ type: z.literal('message.created'), message: messageSchema }),
  z.object({ type: z.literal('messages.read'), conversationId: z.number().int(), readerId: z.string(), upToMessageId: z.number().int() }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int(), userId: z.string() }),
  z.object({ type: z.literal('conversation.changed'), partnerId: z.string() }),
  // Staff hid or restored a message of the conversation (to both members): open threads read it again.
  z.object({ type: z.literal('messages.changed'), conversationId: z.number().int() }),
  // Network: a connection request or connection changed (sent, accepted, declined, withdrawn, removed), to both members.
  z.object({ type: z.literal('connections.changed') }),
  // The member's sessions were ended by staff (suspension): every open socket of theirs closes after this frame.
  z.object({ type: z.literal('session.ended') }),
]);
export type RealtimePush = z.infer<typeof realtimePushSchema>;

/**
 * The socket's own frames, besides pushes. Server → client: `ready` once the connection is subscribed (the client
 * catches up on what it missed), `pong` answering a ping. Client → server: `ping` (heartbeat) and `typing`.
 */
export const realtimeControlFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type RealtimeServerFrame = RealtimePush | z.infer<typeof realtimeControlFrameSchema>;

export const realtimeClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('typing'), to: text().min(1).max(100) }),
]);
export type RealtimeClientFrame = z.infer<typeof realtimeClientFrameSchema>;
