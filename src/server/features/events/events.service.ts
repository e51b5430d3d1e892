import { PLANS } from '../../../shared/plans';
import { lagosMoment, type Event, type EventInput } from '../../../shared/schemas/content';
import type { Viewer } from '../../auth/session';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { isoString } from '../../kit/listings/listing-mapping';
import { assertOwner } from '../../kit/ownership';
import type { ListingDeps } from '../../kit/service-deps';
import { eventCalendar } from './event-calendar';
import { eventsRepository, type EventSearch } from './events.repository';
import { placeChanged, placeNew } from '../placement/content-position';
import { msg } from '../../../shared/i18n/msg';

/** Events are "local or regional" (spec part 2 §2.9): the Free radius, whatever the organiser's plan (decision 0013). */
const REGIONAL_RADIUS_M = (PLANS.free.visibilityKm ?? 0) * 1000;

export const EVENT_REMIND_JOB = 'event.remind';
/** Going members are reminded this long before the start. */
export const REMINDER_LEAD_MS = 24 * 3600_000;

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof eventsRepository>['find']>>>;
const NOT_FOUND = msg('Event not found');

export const eventPath = (eventId: number) => `/events/${eventId}`;

function toEvent(row: Row, viewerId: string | null): Event {
  return {
    eventId: Number(row.event_id),
    title: row.title,
    description: row.description,
    startsAt: isoString(row.starts_at),
    location: row.location,
    maxAttendees: row.max_attendees,
    goingCount: row.going_count,
    interestedCount: row.interested_count,
    waitingCount: row.waiting_count,
    cancelled: row.cancelled_at !== null,
    organiser: { userId: row.user_id, fullName: row.full_name, username: row.username },
    place: row.place,
    myStatus: row.my_status,
    isOrganiser: viewerId === row.user_id,
    createdAt: isoString(row.created_at),
  };
}

/** What the feed, search and profiles read of events: no jobs and no side work, so readers need only the database. */
export function eventReads(deps: Pick<ListingDeps, 'db'>) {
  const repo = eventsRepository(deps.db);

  async function get(eventId: number, viewer: Viewer | null): Promise<Event> {
    const row = await repo.find(eventId, viewer?.userId ?? null);
    if (!row) throw notFound(NOT_FOUND);
    return toEvent(row, viewer?.userId ?? null);
  }

  return {
    get,

    async findMany(ids: number[], viewer: Viewer | null): Promise<Event[]> {
      return (await repo.findMany(ids, viewer?.userId ?? null)).map((row) => toEvent(row, viewer?.userId ?? null));
    },

    async byOrganiser(userId: string, viewer: Viewer | null): Promise<Event[]> {
      return (await repo.byOrganiser(userId, viewer?.userId ?? null)).map((row) => toEvent(row, viewer?.userId ?? null));
    },

    /**
     * Upcoming events matching the words within the Free radius of the viewer (events are regional), soonest first,
     * without those of members hidden from the viewer (`notBy`).
     */
    async search(search: Omit<EventSearch, 'radiusM' | 'now'>, after: { startsAt: Date; eventId: number } | null, limit: number) {
      const rows = await repo.search({ ...search, radiusM: REGIONAL_RADIUS_M, now: new Date() }, after, limit);
      return rows.map((row) => ({ eventId: Number(row.event_id), startsAt: new Date(row.starts_at), metres: Number(row.metres) }));
    },

    searchCount: (search: Omit<EventSearch, 'radiusM' | 'now'>) =>
      repo.searchCount({ ...search, radiusM: REGIONAL_RADIUS_M, now: new Date() }),

    assertExists: async (eventId: number) => {
      if (!(await repo.organiserOf(eventId))) throw notFound(NOT_FOUND);
    },
  };
}

/** What changing events needs: the reminder is a job, and who hears of a change is told through domain events. */
export interface EventsDeps extends ListingDeps {
  jobs: JobQueue;
  events: DomainEvents;
  /** For the calendar file's link. */
  publicUrl: string;
}

/** Events, RSVPs with capacity and a waiting list, the calendar file, the reminder job and cancellation. */
export function eventsService(deps: EventsDeps) {
  const repo = eventsRepository(deps.db);
  const reads = eventReads(deps);
  const { get } = reads;

  /** A waiting member got a place: they hear of it (event-listeners.ts). */
  async function placeOpened(eventId: number, userId: string | null) {
    if (!userId) return;
    const event = await get(eventId, null);
    await deps.events.emit({ type: 'event.place-opened', eventId, userId, title: event.title, startsAt: event.startsAt });
  }

  /** The reminder carries the start it was queued for, so a job left from before an edit does nothing. */
  const queueReminder = (eventId: number, startsAt: Date) =>
    deps.jobs.send(
      EVENT_REMIND_JOB,
      { eventId, startsAt: startsAt.toISOString() },
      {
        delaySeconds: Math.max(0, Math.floor((startsAt.getTime() - REMINDER_LEAD_MS - Date.now()) / 1000)),
        singletonKey: `event-${eventId}-${startsAt.getTime()}`,
      },
    );

  return {
    ...reads,

    async create(viewer: Viewer, input: EventInput): Promise<Event> {
      const startsAt = lagosMoment(input.date, input.time);
      const position = await placeNew(deps.db, viewer.userId, input.place);
      const eventId = await repo.insert(viewer.userId, { ...input, startsAt }, position);
      await queueReminder(eventId, startsAt);
      return get(eventId, viewer);
    },

    /**
     * The organiser edits with the create rules. Capacity below the Going count is refused (400 on the field) rather
     * than turning members away; a raised capacity promotes the waiting list; a new start gets a new reminder.
     */
    async update(viewer: Viewer, eventId: number, input: EventInput): Promise<Event> {
      assertOwner(await repo.organiserOf(eventId), viewer.userId, {
        notFound: NOT_FOUND,
        forbidden: msg('You can only change your own events'),
      });
      const startsAt = lagosMoment(input.date, input.time);
      const position = await placeChanged(deps.db, viewer.userId, input.place, await repo.placed(eventId));
      const outcome = await repo.update(eventId, { ...input, startsAt }, position);
      if (outcome.result === 'cancelled') throw conflict(msg('A cancelled event cannot be changed.'));
      if (outcome.result === 'below') {
        const { going } = outcome;
        throw badRequest(msg('maxAttendees: {going} members are going: the capacity cannot be lower than {going}', { going }), {
          maxAttendees: msg('{going} members are going: the capacity cannot be lower than {going}', { going }),
        });
      }
      if (outcome.result === 'moved') await queueReminder(eventId, startsAt);
      for (const userId of outcome.promoted) await placeOpened(eventId, userId);
      return get(eventId, viewer);
    },

    async rsvp(viewer: Viewer, eventId: number, input: { status: 'going' | 'interested'; waitlist?: boolean }): Promise<Event> {
      const organiserId = await repo.organiserOf(eventId);
      if (!organiserId) throw notFound(NOT_FOUND);
      const outcome = await repo.rsvp(eventId, viewer.userId, input.status, input.waitlist ?? false);
      if (outcome.result === 'closed') throw conflict(msg('This event is no longer taking replies.'));
      if (outcome.result === 'full') throw conflict(msg('This event is full. Join the waiting list to be told when a place opens.'));
      await placeOpened(eventId, outcome.promoted);
      if (outcome.result === 'stored')
        await deps.events.emit({ type: 'event.answered', eventId, organiserId, userId: viewer.userId, status: input.status });
      return get(eventId, viewer);
    },

    async leave(viewer: Viewer, eventId: number): Promise<Event> {
      if (!(await repo.organiserOf(eventId))) throw notFound(NOT_FOUND);
      await placeOpened(eventId, await repo.leave(eventId, viewer.userId));
      return get(eventId, viewer);
    },

    async attendees(viewer: Viewer, eventId: number) {
      assertOwner(await repo.organiserOf(eventId), viewer.userId, {
        notFound: NOT_FOUND,
        forbidden: msg('Only the organiser sees the attendee list'),
      });
      const rows = await repo.attendees(eventId);
      return {
        items: rows.map((row) => ({
          userId: row.user_id,
          fullName: row.full_name,
          username: row.username,
          status: row.status,
          since: isoString(row.created_at),
        })),
      };
    },

    /** Cancels the event (organiser only) and tells everyone who answered. */
    async cancel(viewer: Viewer, eventId: number): Promise<Event> {
      assertOwner(await repo.organiserOf(eventId), viewer.userId, {
        notFound: NOT_FOUND,
        forbidden: msg('Only the organiser can cancel this event'),
      });
      if (await repo.cancel(eventId)) {
        const event = await get(eventId, viewer);
        await deps.events.emit({
          type: 'event.cancelled',
          eventId,
          organiserId: viewer.userId,
          title: event.title,
          startsAt: event.startsAt,
          memberIds: await repo.attendeeIds(eventId, ['going', 'interested', 'waiting']),
        });
      }
      return get(eventId, viewer);
    },

    async remove(viewer: Viewer, eventId: number): Promise<void> {
      assertOwner(await repo.organiserOf(eventId), viewer.userId, {
        notFound: NOT_FOUND,
        forbidden: msg('You can only delete your own events'),
      });
      await repo.delete(eventId);
    },

    async calendar(eventId: number): Promise<string> {
      const event = await get(eventId, null);
      if (event.cancelled) throw notFound(msg('This event was cancelled'));
      return eventCalendar({
        eventId,
        title: event.title,
        description: event.description,
        location: event.location,
        startsAt: new Date(event.startsAt),
        url: `${deps.publicUrl}${eventPath(eventId)}`,
        organiser: event.organiser.fullName,
      });
    },

    /** The reminder job: once per event, to each Going member (email by their preferences; event-listeners.ts). */
    async remind(eventId: number, queuedFor?: string): Promise<number> {
      const event = await repo.claimReminder(eventId, queuedFor ? new Date(queuedFor) : null);
      if (!event) return 0;
      const going = await repo.attendeeIds(eventId, ['going']);
      await deps.events.emit({
        type: 'event.reminder-due',
        eventId,
        title: event.title,
        startsAt: isoString(event.starts_at),
        location: event.location,
        memberIds: going,
      });
      return going.length;
    },
  };
}
