import { sql } from 'kysely';
import type { EventInput } from '../../../shared/schemas/content';
import type { AttendeeStatus } from '../../db/schema';
import { plannedDb, type Db } from '../../db/database';
import { contentPlaceSelection, contentPositionColumns, type Position } from '../placement/placement.repository';

/** What an RSVP did: stored as asked, put on the waiting list, refused at capacity; `promoted` took a freed place. */
export type RsvpOutcome = { result: 'stored' | 'waiting' | 'full' | 'closed'; promoted: string | null };

const count = (status: AttendeeStatus) =>
  sql<number>`(SELECT count(*)::int FROM event_attendees x WHERE x.event_id = e.event_id AND x.status = ${status})`;

/** Members going to an event (inside the caller's transaction, after it locked the event). */
async function goingCount(trx: Db, eventId: number): Promise<number> {
  const { going } = await trx
    .selectFrom('event_attendees')
    .select((eb) => eb.fn.countAll<number>().as('going'))
    .where('event_id', '=', String(eventId))
    .where('status', '=', 'going')
    .executeTakeFirstOrThrow();
  return Number(going);
}

/** What an edit did: refused (cancelled, capacity below Going), stored, or stored with a new start; who was promoted. */
export type EventUpdate = { result: 'cancelled' | 'below' | 'stored' | 'moved'; going: number; promoted: string[] };

/** Where search looks from, how far a regional event reaches, and what the words must match. */
export interface EventSearch {
  /** One list per query word: the word and its spellings; an event must hold one of each list. */
  words: string[][];
  lat: number;
  lng: number;
  radiusM: number;
  now: Date;
  /** Members hidden from the viewer by a block either way (decision 0019): their events are left out. Usually empty. */
  notBy: readonly string[];
}

/**
 * Upcoming, not cancelled nor hidden, matching every word, placed (its own place, decision 0029) within the radius of
 * the viewer, not by a member hidden from the viewer: the one condition of the Events tab's rows and its count.
 */
function searchFrom(db: Db, search: EventSearch) {
  // Once per statement (an InitPlan), also under a generic plan, where an inline call would run for every row.
  const viewer = sql`(SELECT ll_to_earth(${search.lat}::float8, ${search.lng}::float8))`;
  const place = sql`ll_to_earth(e.latitude, e.longitude)`;
  return db
    .selectFrom('events as e')
    .where('e.latitude', 'is not', null)
    .where('e.cancelled_at', 'is', null)
    .where('e.hidden', 'is', null)
    .$if(search.notBy.length > 0, (qb) => qb.where(sql<boolean>`e.user_id <> ALL(${[...search.notBy]}::text[])`))
    .where('e.starts_at', '>', search.now)
    .where(
      sql<boolean>`${sql.join(
        search.words.map((spellings) => sql`e.search_words && ${spellings}::text[]`),
        sql` AND `,
      )}`,
    )
    .where(sql<boolean>`earth_box(${viewer}, ${search.radiusM}::float8) @> ${place}`)
    .where(sql<boolean>`earth_distance(${viewer}, ${place}) <= ${search.radiusM}::float8`)
    .select(sql<number>`earth_distance(${viewer}, ${place})`.as('metres'));
}

export function eventsRepository(db: Db) {
  const select = (viewerId: string | null) =>
    db
      .selectFrom('events as e')
      .innerJoin('users as u', 'u.user_id', 'e.user_id')
      .select([
        'e.event_id',
        'e.title',
        'e.description',
        'e.starts_at',
        'e.location',
        'e.max_attendees',
        'e.cancelled_at',
        'e.created_at',
        'u.user_id',
        'u.full_name',
        'u.username',
        contentPlaceSelection('e').as('place'),
        count('going').as('going_count'),
        count('interested').as('interested_count'),
        count('waiting').as('waiting_count'),
        sql<AttendeeStatus | null>`(SELECT x.status FROM event_attendees x WHERE x.event_id = e.event_id AND x.user_id = ${viewerId})`.as(
          'my_status',
        ),
      ])
      // An event hidden by staff, or with its organiser suspended, is gone from every page (decision 0018).
      .where('e.hidden', 'is', null);

  /** Moves the longest-waiting member into a freed Going place; returns who, if anyone. */
  async function promote(trx: Db, eventId: number): Promise<string | null> {
    const { rows } = await sql<{ user_id: string }>`
      UPDATE event_attendees SET status = 'going', created_at = clock_timestamp()
       WHERE (event_id, user_id) = (
         SELECT a.event_id, a.user_id FROM event_attendees a JOIN events e ON e.event_id = a.event_id
          WHERE a.event_id = ${eventId} AND a.status = 'waiting'
            AND (e.max_attendees IS NULL OR ${count('going')} < e.max_attendees)
          ORDER BY a.created_at, a.user_id LIMIT 1)
      RETURNING user_id`.execute(trx);
    return rows[0]?.user_id ?? null;
  }

  return {
    insert: async (userId: string, input: EventInput & { startsAt: Date }, position: Position) =>
      Number(
        (
          await db
            .insertInto('events')
            .values({
              user_id: userId,
              title: input.title,
              description: input.description,
              starts_at: input.startsAt,
              location: input.location,
              max_attendees: input.maxAttendees ?? null,
              ...contentPositionColumns(position),
            })
            .returning('event_id')
            .executeTakeFirstOrThrow()
        ).event_id,
      ),

    /**
     * Rewrites the event under its lock. Capacity cannot drop below the members already going (they keep their place);
     * a larger capacity promotes the waiting list at once. A start that moves clears the reminder claim.
     */
    update: (eventId: number, input: EventInput & { startsAt: Date }, position: Position | undefined): Promise<EventUpdate> =>
      db.transaction().execute(async (trx) => {
        const event = await trx
          .selectFrom('events')
          .select(['cancelled_at', 'starts_at'])
          .where('event_id', '=', String(eventId))
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (event.cancelled_at) return { result: 'cancelled', going: 0, promoted: [] };
        const going = await goingCount(trx, eventId);
        const maxAttendees = input.maxAttendees ?? null;
        if (maxAttendees !== null && maxAttendees < going) return { result: 'below', going: going, promoted: [] };
        const moved = new Date(event.starts_at).getTime() !== input.startsAt.getTime();
        await trx
          .updateTable('events')
          .set({
            title: input.title,
            description: input.description,
            starts_at: input.startsAt,
            location: input.location,
            max_attendees: maxAttendees,
            ...(moved ? { reminded_at: null } : {}),
            ...(position ? contentPositionColumns(position) : {}),
          })
          .where('event_id', '=', String(eventId))
          .execute();
        const promoted: string[] = [];
        for (let next = await promote(trx, eventId); next; next = await promote(trx, eventId)) promoted.push(next);
        return { result: moved ? 'moved' : 'stored', going: going, promoted };
      }),

    /** The Events tab: soonest first, after the cursor's (start, id). */
    search: (search: EventSearch, after: { startsAt: Date; eventId: number } | null, limit: number) =>
      searchFrom(db, search)
        .select(['e.event_id', 'e.starts_at'])
        .$if(after !== null, (qb) =>
          qb.where(sql<boolean>`(e.starts_at, e.event_id) > (${after!.startsAt}::timestamptz, ${after!.eventId}::bigint)`),
        )
        .orderBy('e.starts_at')
        .orderBy('e.event_id')
        .limit(limit)
        .execute(),

    /**
     * Run with every search (all tabs), on generic-plan connections: its plan does not depend on the values (the words'
     * GIN index), and planning it again on every call cost far more than its run (decision 0007, bench/RESULTS.md).
     */
    searchCount: async (search: EventSearch) =>
      Number(
        (
          await searchFrom(plannedDb(db, 'byKey'), search)
            .clearSelect()
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    find: (eventId: number, viewerId: string | null) => select(viewerId).where('e.event_id', '=', String(eventId)).executeTakeFirst(),

    /** Events that are not cancelled, for the feed. */
    findMany: (ids: number[], viewerId: string | null) =>
      ids.length === 0
        ? Promise.resolve([])
        : select(viewerId).where('e.event_id', 'in', ids.map(String)).where('e.cancelled_at', 'is', null).execute(),

    /** The organiser's events that have not ended, soonest first. */
    byOrganiser: (userId: string, viewerId: string | null) =>
      select(viewerId)
        .where('e.user_id', '=', userId)
        .where('e.cancelled_at', 'is', null)
        .where('e.starts_at', '>', new Date(Date.now() - 24 * 3600_000))
        .orderBy('e.starts_at')
        .orderBy('e.event_id')
        .limit(50)
        .execute(),

    /** Whether the event has a place (an old one may have none). */
    placed: async (eventId: number) =>
      (await db.selectFrom('events').select('latitude').where('event_id', '=', String(eventId)).executeTakeFirst())?.latitude != null,

    /** The organiser of an event that is not hidden (null otherwise: a hidden event takes no replies or changes). */
    organiserOf: async (eventId: number) =>
      (
        await db
          .selectFrom('events')
          .select('user_id')
          .where('event_id', '=', String(eventId))
          .where('hidden', 'is', null)
          .executeTakeFirst()
      )?.user_id ?? null,

    /**
     * Going, Interested or the waiting list, under a lock on the event so two members cannot take its last place.
     * A member leaving Going frees a place for the longest-waiting member.
     */
    rsvp: (eventId: number, userId: string, status: 'going' | 'interested', waitlist: boolean): Promise<RsvpOutcome> =>
      db.transaction().execute(async (trx) => {
        const event = await trx
          .selectFrom('events')
          .select(['max_attendees', 'cancelled_at', 'starts_at'])
          .where('event_id', '=', String(eventId))
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (event.cancelled_at || new Date(event.starts_at).getTime() <= Date.now()) return { result: 'closed', promoted: null };
        const current = (
          await trx
            .selectFrom('event_attendees')
            .select('status')
            .where('event_id', '=', String(eventId))
            .where('user_id', '=', userId)
            .executeTakeFirst()
        )?.status;
        if (status === 'going' && current === 'going') return { result: 'stored', promoted: null };
        let next: AttendeeStatus = status;
        if (status === 'going' && event.max_attendees !== null) {
          const going = await goingCount(trx, eventId);
          if (going >= event.max_attendees) {
            if (current === 'waiting') return { result: 'waiting', promoted: null };
            if (!waitlist) return { result: 'full', promoted: null };
            next = 'waiting';
          }
        }
        await trx
          .insertInto('event_attendees')
          .values({ event_id: eventId, user_id: userId, status: next, created_at: sql`clock_timestamp()` })
          .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ status: next, created_at: sql`clock_timestamp()` }))
          .execute();
        const promoted = current === 'going' ? await promote(trx, eventId) : null;
        return { result: next === 'waiting' ? 'waiting' : 'stored', promoted };
      }),

    /** Withdraws the member's answer; a freed Going place goes to the longest-waiting member. */
    leave: (eventId: number, userId: string): Promise<string | null> =>
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('events').select('event_id').where('event_id', '=', String(eventId)).forUpdate().execute();
        const removed = await trx
          .deleteFrom('event_attendees')
          .where('event_id', '=', String(eventId))
          .where('user_id', '=', userId)
          .returning('status')
          .executeTakeFirst();
        return removed?.status === 'going' ? promote(trx, eventId) : null;
      }),

    attendees: (eventId: number) =>
      db
        .selectFrom('event_attendees as a')
        .innerJoin('users as u', 'u.user_id', 'a.user_id')
        .select(['u.user_id', 'u.full_name', 'u.username', 'a.status', 'a.created_at'])
        .where('a.event_id', '=', String(eventId))
        .orderBy(sql`CASE a.status WHEN 'going' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END`)
        .orderBy('a.created_at')
        .execute(),

    attendeeIds: async (eventId: number, statuses: AttendeeStatus[]) =>
      (
        await db
          .selectFrom('event_attendees')
          .select('user_id')
          .where('event_id', '=', String(eventId))
          .where('status', 'in', statuses)
          .execute()
      ).map((row) => row.user_id),

    /** Marks the event cancelled; false when it already was. */
    cancel: async (eventId: number) =>
      (
        await db
          .updateTable('events')
          .set({ cancelled_at: new Date() })
          .where('event_id', '=', String(eventId))
          .where('cancelled_at', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /** Claims the event's reminder once: only a future event, not cancelled, not reminded yet, starting when it was queued for. */
    claimReminder: (eventId: number, queuedFor: Date | null) =>
      db
        .updateTable('events')
        .$if(queuedFor !== null, (qb) => qb.where('starts_at', '=', queuedFor!))
        .set({ reminded_at: new Date() })
        .where('event_id', '=', String(eventId))
        .where('cancelled_at', 'is', null)
        .where('hidden', 'is', null)
        .where('reminded_at', 'is', null)
        .where('starts_at', '>', new Date())
        .returning(['title', 'starts_at', 'location'])
        .executeTakeFirst(),

    delete: (eventId: number) => db.deleteFrom('events').where('event_id', '=', String(eventId)).execute(),
  };
}
