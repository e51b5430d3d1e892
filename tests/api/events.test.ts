import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeMember } from '../support/builders/plans';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const LAGOS = { lat: 6.5244, lng: 3.3792 };
const server = useTestServer();

let organiser: TestMember;
let ada: TestMember;
let bayo: TestMember;
let chi: TestMember;

const day = (days: number) => new Date(Date.now() + 3600_000 + days * 24 * 3600_000).toISOString().slice(0, 10);
const event = (overrides: object = {}) => ({
  title: 'Street clean-up',
  description: 'Bring gloves; we provide bags.',
  date: day(5),
  time: '09:30',
  location: 'Allen Avenue roundabout',
  maxAttendees: 2,
  ...overrides,
});

beforeAll(async () => {
  [organiser, ada, bayo, chi] = await Promise.all([
    signedInMember(server, { fullName: 'Olu Organiser' }),
    signedInMember(server, { fullName: 'Ada Attendee' }),
    signedInMember(server, { fullName: 'Bayo Attendee' }),
    signedInMember(server, { fullName: 'Chi Attendee' }),
  ]);
  await placeMember(server.db, organiser.userId, 'Ikeja');
});

const created = async (overrides: object = {}) => {
  const { status, body } = await organiser.client.json('POST', '/api/v1/events', event(overrides));
  expect(status).toBe(201);
  return body;
};
const notificationsOf = async (member: TestMember) => (await member.client.json('GET', '/api/v1/notifications?limit=50')).body.items;

describe('events', () => {
  it('are created in Lagos time, shown publicly, in the feed and on the organiser profile by date', async () => {
    const later = await created({ title: 'Later one', date: day(9) });
    const body = await created();
    expect(body).toMatchObject({
      title: 'Street clean-up',
      startsAt: new Date(`${day(5)}T09:30:00+01:00`).toISOString(),
      maxAttendees: 2,
      goingCount: 0,
      organiser: { fullName: 'Olu Organiser' },
      isOrganiser: true,
    });
    const visitor = await server.client().json('GET', `/api/v1/events/${body.eventId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ isOrganiser: false, myStatus: null });
    const feed = await server.client().json('GET', `/api/v1/feed?lat=${LAGOS.lat}&lng=${LAGOS.lng}&band=local&limit=30`);
    expect(feed.body.items.map((item: { id: string }) => item.id)).toContain(`event-${body.eventId}`);
    const profile = await server.client().json('GET', `/api/v1/members/${organiser.userId}/content`);
    const ids = profile.body.events.map((e: { eventId: number }) => e.eventId);
    expect(ids.indexOf(body.eventId)).toBeLessThan(ids.indexOf(later.eventId));
  });

  it('refuse a past date, a bad time and a capacity that is not a positive whole number', async () => {
    const past = await organiser.client.json('POST', '/api/v1/events', event({ date: day(-1) }));
    expect(past.status).toBe(400);
    expect(past.body.error.fields.date).toBe('The event must be in the future');
    const bad = await organiser.client.json('POST', '/api/v1/events', event({ time: '25:00', maxAttendees: 1.5, location: '' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['time', 'maxAttendees', 'location']));
    expect((await organiser.client.json('POST', '/api/v1/events', event({ maxAttendees: 0 }))).status).toBe(400);
    expect((await server.client().json('GET', '/api/v1/events/999999')).status).toBe(404);
  });

  it('RSVP: at capacity Going is refused, the waiting list is promoted when someone leaves, who is told', async () => {
    const { eventId } = await created();
    const rsvp = (member: TestMember, body: object) => member.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, body);
    expect((await rsvp(ada, { status: 'going' })).body).toMatchObject({ goingCount: 1, myStatus: 'going' });
    expect((await rsvp(bayo, { status: 'going' })).body).toMatchObject({ goingCount: 2 });
    const full = await rsvp(chi, { status: 'going' });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('This event is full. Join the waiting list to be told when a place opens.');
    expect((await rsvp(chi, { status: 'going', waitlist: true })).body).toMatchObject({
      myStatus: 'waiting',
      waitingCount: 1,
      goingCount: 2,
    });
    expect((await rsvp(ada, { status: 'interested' })).body).toMatchObject({ goingCount: 2, interestedCount: 1, waitingCount: 0 });
    const chiView = await chi.client.json('GET', `/api/v1/events/${eventId}`);
    expect(chiView.body.myStatus).toBe('going');
    expect((await notificationsOf(chi)).map((n: { kind: string }) => n.kind)).toContain('event_promoted');
    // Leaving frees nothing for anyone when nobody waits; the count drops.
    expect((await bayo.client.json('DELETE', `/api/v1/events/${eventId}/rsvp`)).body).toMatchObject({ goingCount: 1, myStatus: null });
    expect((await rsvp(ada, { status: 'maybe' })).status).toBe(400);
  });

  it('the attendee list is the organiser’s alone', async () => {
    const { eventId } = await created({ maxAttendees: null });
    await ada.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, { status: 'going' });
    const list = await organiser.client.json('GET', `/api/v1/events/${eventId}/attendees`);
    expect(list.body.items).toEqual([expect.objectContaining({ fullName: 'Ada Attendee', status: 'going' })]);
    expect((await ada.client.json('GET', `/api/v1/events/${eventId}/attendees`)).status).toBe(403);
    expect((await ada.client.json('POST', `/api/v1/events/${eventId}/cancel`)).status).toBe(403);
    expect((await ada.client.json('DELETE', `/api/v1/events/${eventId}`)).status).toBe(403);
  });

  it('"Add to calendar" is an iCalendar file with the start in UTC and escaped text', async () => {
    const { eventId } = await created({ title: 'Jollof, music; dance', time: '18:00' });
    const response = await fetch(`${server.url}/api/v1/events/${eventId}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('content-disposition')).toContain(`event-${eventId}.ics`);
    const text = await response.text();
    const start = `${day(5).replace(/-/g, '')}T170000Z`;
    expect(text).toContain('BEGIN:VCALENDAR\r\n');
    expect(text).toContain(`DTSTART:${start}\r\n`);
    expect(text).toContain('SUMMARY:Jollof\\, music\\; dance\r\n');
    expect(text).toContain(`UID:event-${eventId}@localhub`);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('the reminder job reaches Going members (not Interested) once, when its time comes', async () => {
    const { eventId } = await created({ maxAttendees: null });
    await ada.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, { status: 'going' });
    await bayo.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, { status: 'interested' });
    const job = await sql<{ start_after: Date }>`
      SELECT start_after FROM pgboss.job WHERE name = 'event.remind' AND data->>'eventId' = ${String(eventId)}`.execute(server.db);
    // Queued for 24 hours before the start.
    const expected = new Date(`${day(5)}T09:30:00+01:00`).getTime() - 24 * 3600_000;
    expect(Math.abs(new Date(job.rows[0]!.start_after).getTime() - expected)).toBeLessThan(5000);
    // Move the clock: the job is due now.
    await sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'event.remind' AND data->>'eventId' = ${String(eventId)}`.execute(
      server.db,
    );
    await expect
      .poll(
        async () =>
          (await notificationsOf(ada)).filter(
            (n: { kind: string; link: string }) => n.kind === 'event_reminder' && n.link === `/events/${eventId}`,
          ).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    expect((await notificationsOf(bayo)).some((n: { kind: string }) => n.kind === 'event_reminder')).toBe(false);
    // Email by preference (on by default).
    const mail = await server.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', ada.email).execute();
    expect(mail.map((m) => m.subject)).toContain('Tomorrow: Street clean-up');
  });

  it('cancelling notifies everyone who answered and removes the event from the feed', async () => {
    const { eventId } = await created({ maxAttendees: 1 });
    await ada.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, { status: 'going' });
    await chi.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, { status: 'going', waitlist: true });
    const cancelled = await organiser.client.json('POST', `/api/v1/events/${eventId}/cancel`);
    expect(cancelled.body.cancelled).toBe(true);
    for (const member of [ada, chi]) {
      expect(
        (await notificationsOf(member)).some(
          (n: { kind: string; link: string }) => n.kind === 'event_cancelled' && n.link === `/events/${eventId}`,
        ),
      ).toBe(true);
    }
    const feed = await server.client().json('GET', `/api/v1/feed?lat=${LAGOS.lat}&lng=${LAGOS.lng}&band=local&limit=30`);
    expect(feed.body.items.map((item: { id: string }) => item.id)).not.toContain(`event-${eventId}`);
    expect((await bayo.client.json('PUT', `/api/v1/events/${eventId}/rsvp`, { status: 'going' })).status).toBe(409);
  });
});
