import { CalendarDays, MapPin, Megaphone, Pin, StickyNote, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import type { Announcement, Event, Notice } from '../../../shared/schemas/content';
import { Card } from '../ui/card';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { distanceText } from '../../lib/distance-text';
import { eventDate, eventTime } from '../../lib/event-times';

const Badge = ({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'urgent' }) => (
  <span
    className={
      tone === 'urgent'
        ? 'rounded-full bg-destructive/15 px-2 py-0.5 text-xs font-semibold text-destructive'
        : 'rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
    }
  >
    {children}
  </span>
);

const PRIORITY_LABEL: Record<Announcement['priority'], string> = {
  low: msg('Low priority'),
  normal: msg('Normal priority'),
  high: msg('High priority'),
  urgent: msg('Urgent priority'),
};
const CATEGORY_LABEL: Record<Announcement['category'], string> = {
  general: msg('General'),
  business: msg('Business'),
  community: msg('Community'),
  emergency: msg('Emergency'),
  update: msg('Update'),
};

/** Where a message's {author} falls, that part is the author's link: "Notice by <link>". */
const AUTHOR_SLOT = '\u0000';
function withAuthor(text: string, author: ReactNode) {
  const [before, after = ''] = text.split(AUTHOR_SLOT);
  return (
    <>
      {before}
      {author}
      {after}
    </>
  );
}

/** The author's name, leading to their profile (their notices, events and announcements). */
const AuthorLink = ({ author }: { author: { userId: string; fullName: string } }) => (
  <Link to={`/app/members/${encodeURIComponent(author.userId)}`} className="font-medium underline-offset-4 hover:underline">
    {author.fullName}
  </Link>
);

export function NoticeCard({ notice, distanceKm }: { notice: Notice; distanceKm: number | null }) {
  return (
    <Card className="grid min-w-0 gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <StickyNote aria-hidden className="size-4 text-primary" />
        <span>{withAuthor(t('Notice by {author}', { author: AUTHOR_SLOT }), <AuthorLink author={notice.author} />)}</span>
        {distanceKm !== null ? <span>· {distanceText(distanceKm, notice.place).shown}</span> : null}
      </div>
      <h3 className="font-semibold break-words">{notice.title}</h3>
      <p className="whitespace-pre-line break-words text-sm">{notice.content}</p>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        {notice.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3" /> {notice.location}
          </span>
        ) : null}
        <span>{t('Until {date}', { date: formatDate(notice.expiresAt) })}</span>
      </p>
    </Card>
  );
}

export function EventCard({ event, distanceKm }: { event: Event; distanceKm: number | null }) {
  return (
    <Card className="grid min-w-0 gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <CalendarDays aria-hidden className="size-4 text-primary" />
        <span>{withAuthor(t('Event by {author}', { author: AUTHOR_SLOT }), <AuthorLink author={event.organiser} />)}</span>
        {distanceKm !== null ? <span>· {distanceText(distanceKm, event.place).shown}</span> : null}
      </div>
      <h3 className="font-semibold break-words">
        <Link to={`/app/events/${event.eventId}`} className="underline-offset-4 hover:underline">
          {event.title}
        </Link>
      </h3>
      <p className="text-sm">
        {eventDate(event.startsAt)}, {eventTime(event.startsAt)} · {event.location}
      </p>
      <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Users aria-hidden className="size-3" />{' '}
        {event.maxAttendees !== null
          ? t('{going} going of {max}', { going: event.goingCount, max: event.maxAttendees })
          : t('{going} going', { going: event.goingCount })}{' '}
        · {t('{count} interested', { count: event.interestedCount })}
      </p>
    </Card>
  );
}

export function AnnouncementCard({ announcement, pinned }: { announcement: Announcement; pinned: boolean }) {
  return (
    <Card className="grid min-w-0 gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Megaphone aria-hidden className="size-4 text-primary" />
        <span>{withAuthor(t('Announcement by {author}', { author: AUTHOR_SLOT }), <AuthorLink author={announcement.author} />)}</span>
        {pinned ? (
          <span className="inline-flex items-center gap-1 font-medium">
            <Pin aria-hidden className="size-3" /> {t('Pinned')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={announcement.priority === 'urgent' ? 'urgent' : 'muted'}>{t(PRIORITY_LABEL[announcement.priority])}</Badge>
        <Badge>{t(CATEGORY_LABEL[announcement.category])}</Badge>
      </div>
      <h3 className="font-semibold break-words">{announcement.title}</h3>
      <p className="whitespace-pre-line break-words text-sm">{announcement.content}</p>
    </Card>
  );
}
