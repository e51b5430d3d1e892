import { cn } from '../../lib/cn';
import { useUnreadCounts } from './api';
import { t } from '../../lib/i18n';

export type UnreadKind = 'messages' | 'notifications';

/** The unread counts for the badges (messages and notifications), kept fresh by the realtime client. */
export function useUnread(): Record<UnreadKind, number> {
  const counts = useUnreadCounts();
  return { messages: counts.data?.messages ?? 0, notifications: counts.data?.notifications ?? 0 };
}

/** "Messages, 3 unread": the caller passes its label already translated. */
export const unreadLabel = (label: string, count: number) => (count > 0 ? t('{label}, {count} unread', { label, count }) : label);

/** A small count on a navigation icon; nothing when zero. Hidden from screen readers: the link's name says it. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid="unread-badge"
      className={cn(
        'pointer-events-none absolute inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold leading-none text-destructive-foreground ring-2 ring-background',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
