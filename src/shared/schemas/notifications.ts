import { z } from 'zod';
import { cursorParam } from './primitives';

/** What a notification is about; each links to its subject. */
export const NOTIFICATION_KINDS = [
  'message',
  'connection_request',
  'connection_accepted',
  'post_like',
  'post_comment',
  'review',
  'follower',
  'followed_post',
  'payment_succeeded',
  'payment_failed',
  'plan_expiring',
  'plan_expired',
  'announcement',
  'event_reminder',
  'event_promoted',
  'event_cancelled',
  'moderation',
  'video_ready',
  'video_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  notificationId: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
  /** In-app path of the subject, e.g. /app/messages?user=… or /business/12#comments. */
  link: z.string().nullable(),
  actor: z.object({ userId: z.string(), fullName: z.string(), profilePicture: z.string().nullable() }).nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The spec's seven switches (docs/spec/part-2-management-detail-messaging-account-media.md §3, defaults §9), stored on the server per member. */
export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  newConnections: z.boolean(),
  newMessages: z.boolean(),
  postLikes: z.boolean(),
  postComments: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  pushNotifications: true,
  marketingEmails: false,
  newConnections: true,
  newMessages: true,
  postLikes: true,
  postComments: true,
};

/**
 * The switch that governs a kind: with it off, no in-app notification of that kind is created and no email is sent.
 * Kinds without a switch (reviews, followers, followed listings' posts, the uploader's own video ready or failed) are
 * always notified in-app.
 */
export const PREFERENCE_FOR_KIND: Partial<Record<NotificationKind, keyof NotificationPreferences>> = {
  message: 'newMessages',
  connection_request: 'newConnections',
  connection_accepted: 'newConnections',
  post_like: 'postLikes',
  post_comment: 'postComments',
};

export const notificationsQuerySchema = z.object({
  cursor: cursorParam(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The member's notifications newest first, and how many of all of them are unread. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** What marking read answers: the member's unread count afterwards. */
export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
