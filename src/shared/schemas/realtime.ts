import { z } from 'zod';
import { notificationSchema } from './notifications';

/** Events the server pushes to a member's open tabs over /api/realtime. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), notification: notificationSchema }),
  z.object({ type: z.literal('notifications.changed') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
