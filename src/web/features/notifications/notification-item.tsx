import {
  CalendarClock,
  CalendarX,
  Check,
  CreditCard,
  FileText,
  Megaphone,
  Heart,
  ShieldCheck,
  MessageCircle,
  MessageSquare,
  Star,
  Trash2,
  TriangleAlert,
  UserPlus,
  Users,
  Video,
  VideoOff,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { imageSrc } from '../../../shared/media';
import type { Notification, NotificationKind } from '../../../shared/schemas/notifications';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { fullTime, relativeTime } from './relative-time';
import { initials } from '../../lib/initials';
import { t } from '../../lib/i18n';

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  message: MessageCircle,
  connection_request: UserPlus,
  connection_accepted: Users,
  post_like: Heart,
  post_comment: MessageSquare,
  review: Star,
  follower: UserPlus,
  followed_post: FileText,
  payment_succeeded: CreditCard,
  payment_failed: TriangleAlert,
  plan_expiring: CalendarClock,
  plan_expired: CalendarX,
  announcement: Megaphone,
  event_reminder: CalendarClock,
  event_promoted: CalendarClock,
  event_cancelled: CalendarX,
  moderation: ShieldCheck,
  video_ready: Video,
  video_failed: VideoOff,
};

/** The actor's picture (or initials), with a small badge telling what happened. */
function ActorAvatar({ notification }: { notification: Notification }) {
  const Icon = KIND_ICONS[notification.kind];
  const actor = notification.actor;
  return (
    <span aria-hidden className="relative shrink-0">
      {actor?.profilePicture ? (
        <img
          src={imageSrc(actor.profilePicture, 160)}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-10 rounded-full bg-muted object-cover"
        />
      ) : (
        <span className="flex size-10 items-center justify-center rounded-full bg-muted text-sm font-semibold text-foreground">
          {actor ? initials(actor.fullName) : <Icon className="size-5" />}
        </span>
      )}
      <span className="absolute -bottom-1 -right-1 flex size-5 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground">
        <Icon className="size-3" />
      </span>
    </span>
  );
}

/** One notification: who, what (linking to its subject), when; unread ones stand out and can be marked read. */
export function NotificationItem(props: {
  notification: Notification;
  now: number;
  onOpen(): void;
  onMarkRead(): void;
  onDelete(): void;
  busy: boolean;
}) {
  const { notification: n } = props;
  const unread = !n.isRead;
  const text = <span className={cn('break-words', unread ? 'font-semibold text-foreground' : 'text-foreground/90')}>{n.message}</span>;

  return (
    <li data-unread={unread || undefined} className={cn('flex items-start gap-3 px-3 py-3 sm:px-4', unread ? 'bg-accent/50' : 'bg-card')}>
      <ActorAvatar notification={n} />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug">
          {n.link ? (
            <Link to={n.link} onClick={props.onOpen} className="rounded-sm hover:underline focus-visible:underline">
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={n.createdAt} title={fullTime(n.createdAt)}>
            {relativeTime(n.createdAt, props.now)}
          </time>
          {unread ? (
            <span className="inline-flex items-center gap-1 font-medium text-primary">
              <span aria-hidden className="size-2 rounded-full bg-primary" />
              {t('Unread')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="-my-1 flex shrink-0 items-center">
        {unread ? (
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            title={t('Mark as read')}
            aria-label={t('Mark as read')}
            disabled={props.busy}
            onClick={props.onMarkRead}
          >
            <Check aria-hidden />
          </Button>
        ) : null}
        <Button
          size="icon"
          variant="ghost"
          className="size-9 text-muted-foreground hover:text-destructive"
          title={t('Delete notification')}
          aria-label={t('Delete notification')}
          disabled={props.busy}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

export function NotificationSkeleton() {
  return (
    <li aria-hidden className="flex animate-pulse items-start gap-3 px-3 py-3 sm:px-4">
      <span className="size-10 shrink-0 rounded-full bg-muted" />
      <span className="flex-1 space-y-2 pt-1">
        <span className="block h-3.5 w-4/5 rounded bg-muted" />
        <span className="block h-3 w-24 rounded bg-muted" />
      </span>
    </li>
  );
}
