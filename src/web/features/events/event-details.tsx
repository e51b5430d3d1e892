import { CalendarDays, CalendarPlus, Clock, MapPin, Pencil, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { msg } from '../../../shared/i18n/msg';
import type { Event } from '../../../shared/schemas/content';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoadFailure } from '../../components/page-load-failure';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { eventValues, type ContentDialog as ContentDialogView } from '../create-content';
import { loadContentDialog } from '../create-content/api';
import { lazyWhenOpen } from '../../lib/lazy-when-open';
import { ReportButton } from '../reports';

import { useAttendees, useEvent, useEventActions } from './api';
import { eventDate, eventTime } from '../../lib/event-times';
import { useState, type ComponentProps } from 'react';

/** The organiser's edit dialog (its form, its checks and the place field) comes with its first opening. */
const ContentDialog = lazyWhenOpen<ComponentProps<typeof ContentDialogView>>(() =>
  loadContentDialog().then((module) => ({ default: module.ContentDialog })),
);

const STATUS_TEXT = {
  going: msg('You are going'),
  interested: msg('You are interested'),
  waiting: msg('You are on the waiting list'),
} as const;
const NAME_MARK = '\u0000';
/** An attendee's reply, as the organiser's list shows it. */
const ATTENDEE_STATUS = { going: msg('going'), interested: msg('interested'), waiting: msg('waiting') } as const;

/** The event page: when and where, the organiser, capacity and counts, RSVP, calendar file, and the organiser's tools. */
export function EventDetails({ eventId }: { eventId: number }) {
  const event = useEvent(eventId);
  if (event.isPending) return <Spinner label={t('Loading event')} />;
  if (event.isError) {
    return (
      <PageLoadFailure
        error={event.error}
        notFound={{ title: t('Event not found'), description: t('This event may have been removed, or the link is not quite right.') }}
        failed={t('Could not load this event')}
        onRetry={() => event.refetch()}
        retrying={event.isFetching}
      />
    );
  }
  return <EventBody event={event.data} />;
}

function EventBody({ event }: { event: Event }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const actions = useEventActions(event.eventId);
  const [filledMeanwhile, setFilledMeanwhile] = useState(false);
  const busy = actions.rsvp.isPending || actions.leave.isPending;
  const places = event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.goingCount);
  // A full event offers its waiting list at once (and so does one that filled while this page was open).
  const full = event.myStatus !== 'going' && (places === 0 || filledMeanwhile);
  // The organiser's name is a link: the words either side of it, wherever the language puts the name.
  const organisedBy = t('Organised by {organiser}', { organiser: NAME_MARK }).split(NAME_MARK);

  const answer = (status: 'going' | 'interested', waitlist = false) =>
    actions.rsvp.mutate(
      { status, waitlist },
      {
        onSuccess: (updated) => {
          setFilledMeanwhile(false);
          toast.success(updated.myStatus ? t(STATUS_TEXT[updated.myStatus]) : t('Saved'));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409 && status === 'going' && !event.cancelled) setFilledMeanwhile(true);
          toast.error(t('Error'), { description: errorMessage(error) });
        },
      },
    );

  return (
    <div className="grid gap-4">
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{event.title}</h1>
          {event.cancelled ? (
            <span className="rounded-full bg-destructive/15 px-2 py-0.5 text-xs font-semibold text-destructive">{t('Cancelled')}</span>
          ) : null}
        </div>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <dt className="sr-only">{t('Date')}</dt>
            <dd>{eventDate(event.startsAt)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <dt className="sr-only">{t('Time')}</dt>
            <dd>{eventTime(event.startsAt)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <dt className="sr-only">{t('Place')}</dt>
            <dd>{event.location}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Users aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <dt className="sr-only">{t('Attendees')}</dt>
            <dd data-testid="event-counts">
              {[
                t('{count} going', { count: event.goingCount }),
                t('{count} interested', { count: event.interestedCount }),
                ...(event.maxAttendees !== null ? [t('{left} of {max} places left', { left: places ?? 0, max: event.maxAttendees })] : []),
                ...(event.waitingCount > 0 ? [t('{count} waiting', { count: event.waitingCount })] : []),
              ].join(' · ')}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          {organisedBy[0]}
          <Link
            to={`/app/members/${encodeURIComponent(event.organiser.userId)}`}
            className="font-medium underline-offset-4 hover:underline"
          >
            {event.organiser.fullName}
          </Link>
          {organisedBy[1]}
        </p>
        <p className="whitespace-pre-line">{event.description}</p>
        <div className="flex flex-wrap gap-2">
          {!event.cancelled && signedIn && !event.isOrganiser ? (
            <>
              {full ? (
                event.myStatus !== 'waiting' ? (
                  <Button disabled={busy} onClick={() => answer('going', true)}>
                    {t('Join the waiting list')}
                  </Button>
                ) : null
              ) : (
                <Button
                  aria-pressed={event.myStatus === 'going'}
                  variant={event.myStatus === 'going' ? 'default' : 'outline'}
                  disabled={busy}
                  onClick={() => answer('going')}
                >
                  {t('Going')}
                </Button>
              )}
              <Button
                aria-pressed={event.myStatus === 'interested'}
                variant={event.myStatus === 'interested' ? 'default' : 'outline'}
                disabled={busy}
                onClick={() => answer('interested')}
              >
                {t('Interested')}
              </Button>
              {event.myStatus ? (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    actions.leave.mutate(undefined, {
                      onSuccess: () => toast.success(t('Your reply was removed')),
                      onError: (error) => toast.error(t('Error'), { description: errorMessage(error) }),
                    })
                  }
                >
                  {t('Remove my reply')}
                </Button>
              ) : null}
            </>
          ) : null}
          {!event.cancelled ? (
            <Button asChild variant="outline">
              <a href={`/api/v1/events/${event.eventId}/calendar.ics`} download>
                <CalendarPlus aria-hidden /> {t('Add to calendar')}
              </a>
            </Button>
          ) : null}
          <ReportButton kind="event" id={event.eventId} ownerId={event.organiser.userId} noun="event" />
        </div>
        {event.myStatus ? <p className="text-sm font-medium">{t(STATUS_TEXT[event.myStatus])}</p> : null}
        {!signedIn && !session.isPending ? <p className="text-sm text-muted-foreground">{t('Sign in to reply to this event.')}</p> : null}
      </Card>
      {event.isOrganiser ? <OrganiserTools event={event} /> : null}
    </div>
  );
}

function OrganiserTools({ event }: { event: Event }) {
  const attendees = useAttendees(event.eventId, true);
  const { cancel } = useEventActions(event.eventId);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <Card className="grid gap-3 p-4">
      {!event.cancelled ? (
        <>
          <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> {t('Edit event')}
          </Button>
          <ContentDialog
            kind="event"
            edit={{ kind: 'event', id: event.eventId, values: eventValues(event), place: event.place }}
            open={editing}
            onOpenChange={setEditing}
          />
        </>
      ) : null}
      <h2 className="text-lg font-semibold">{t('Attendees')}</h2>
      {attendees.isPending ? (
        <Spinner label={t('Loading attendees')} />
      ) : attendees.isError ? (
        <LoadError message={t('Could not load the attendees')} error={attendees.error} onRetry={() => attendees.refetch()} />
      ) : attendees.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No replies yet.')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {attendees.data.map((attendee) => (
            <li key={attendee.userId} className="flex justify-between gap-2">
              <span className="truncate">{attendee.fullName}</span>
              <span className="text-muted-foreground">{t(ATTENDEE_STATUS[attendee.status])}</span>
            </li>
          ))}
        </ul>
      )}
      {!event.cancelled ? (
        <>
          <Button variant="destructive" className="justify-self-start" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
            {t('Cancel event')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('Cancel this event?')}
            description={t('Everyone who replied is told. This cannot be undone.')}
            confirmLabel={t('Cancel event')}
            onConfirm={() =>
              cancel.mutate(undefined, {
                onSuccess: () => toast.success(t('Event cancelled')),
                onError: (error) => toast.error(t('Error'), { description: errorMessage(error) }),
              })
            }
          />
        </>
      ) : null}
    </Card>
  );
}
