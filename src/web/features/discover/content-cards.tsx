import { CalendarDays, MapPin, Megaphone, Pin, StickyNote, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Announcement, Event, Notice } from '../../../shared/schemas/content';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format';
import { eventDate, eventTime } from '../events';
import { formatDistance } from './card-actions';

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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
        <span>
          Notice by <AuthorLink author={notice.author} />
        </span>
        {distanceKm !== null ? <span>· {formatDistance(distanceKm)}</span> : null}
      </div>
      <h3 className="font-semibold break-words">{notice.title}</h3>
      <p className="whitespace-pre-line break-words text-sm">{notice.content}</p>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        {notice.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3" /> {notice.location}
          </span>
        ) : null}
        <span>Until {formatDate(notice.expiresAt)}</span>
      </p>
    </Card>
  );
}

export function EventCard({ event, distanceKm }: { event: Event; distanceKm: number | null }) {
  return (
    <Card className="grid min-w-0 gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <CalendarDays aria-hidden className="size-4 text-primary" />
        <span>
          Event by <AuthorLink author={event.organiser} />
        </span>
        {distanceKm !== null ? <span>· {formatDistance(distanceKm)}</span> : null}
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
        <Users aria-hidden className="size-3" /> {event.goingCount} going
        {event.maxAttendees !== null ? ` of ${event.maxAttendees}` : ''} · {event.interestedCount} interested
      </p>
    </Card>
  );
}

export function AnnouncementCard({ announcement, pinned }: { announcement: Announcement; pinned: boolean }) {
  return (
    <Card className="grid min-w-0 gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Megaphone aria-hidden className="size-4 text-primary" />
        <span>
          Announcement by <AuthorLink author={announcement.author} />
        </span>
        {pinned ? (
          <span className="inline-flex items-center gap-1 font-medium">
            <Pin aria-hidden className="size-3" /> Pinned
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={announcement.priority === 'urgent' ? 'urgent' : 'muted'}>{`${capitalise(announcement.priority)} priority`}</Badge>
        <Badge>{capitalise(announcement.category)}</Badge>
      </div>
      <h3 className="font-semibold break-words">{announcement.title}</h3>
      <p className="whitespace-pre-line break-words text-sm">{announcement.content}</p>
    </Card>
  );
}
