import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_ALERT_JOB } from '../../src/server/features/phone-alerts/phone-alerts.service';
import { JOBS_SCHEMA } from '../../src/server/jobs/job-queue';
import { TestClock } from '../support/clock';
import { FakeTermii } from '../support/fake-termii';
import { placeMember } from '../support/builders/plans';
import { jobsSettled } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { proveNumber } from '../support/phone-number';
import { useTestServer } from '../support/test-server';
import { createBusiness } from './support/listings';

// Issue 40.5: owners hear of new customers by SMS or WhatsApp (Termii's stand-in here), as they chose, within caps.
const termii = new FakeTermii();
beforeAll(() => termii.start());
afterAll(() => termii.stop());
const clock = new TestClock();
const PER_DAY = 3;
const server = useTestServer(
  () => ({
    TERMII_API_KEY: termii.apiKey,
    TERMII_BASE_URL: termii.url,
    TERMII_SENDER_ID: 'LocalHub',
    PHONE_ALERTS_PER_MEMBER_PER_DAY: String(PER_DAY),
    NEW_ACCOUNT_HOURS: '0',
  }),
  { clock },
);

const SETTINGS = '/api/v1/notifications/phone-alerts';
const settled = () => jobsSettled(server.db, PHONE_ALERT_JOB);

/** An owner with a proved number (and, when named, a business): who the alerts go to. */
async function ownerWithNumber(fullName: string, business?: string) {
  const owner = await signedInMember(server, { fullName });
  const e164 = `+234905${String(randomInt(0, 10 ** 7)).padStart(7, '0')}`;
  await proveNumber(termii, owner.client, e164, e164);
  const listing = business ? await createBusiness(owner, { name: business, contactPhone: e164 }) : null;
  // Only alerts from here on.
  const alerts = () => termii.messagesTo(e164).slice(1);
  return { owner, e164, listing, alerts };
}

const say = (from: TestMember, to: TestMember, content: string) =>
  from.client.json('POST', '/api/v1/messages', { receiverId: to.userId, content });

describe('owner alerts by SMS and WhatsApp', () => {
  it('sends the first message from a new customer by default, short, with a link and never the message text', async () => {
    const { owner, alerts } = await ownerWithNumber('Ada Okafor', "Ada's Stitches");
    const tunde = await signedInMember(server, { fullName: 'Tunde Bakare' });
    expect((await owner.client.json('GET', SETTINGS)).body).toMatchObject({
      channels: { new_customer: 'sms', connection_request: 'off', event_rsvp: 'off', review: 'off' },
      quietHours: null,
    });

    expect((await say(tunde, owner, 'My secret measurements are 34-28-36')).status).toBe(201);
    await settled();
    expect(alerts()).toHaveLength(1);
    const [alert] = alerts();
    expect(alert!.channel).toBe('dnd');
    expect(alert!.sms).toBe(
      `New message from Tunde about Ada's Stitches — open LocalHub: ${server.context.env.PUBLIC_URL}/app/messages?user=${encodeURIComponent(tunde.userId)}`,
    );
    expect(alert!.sms).not.toContain('secret');

    // More in the same conversation: none within the hour; after the owner answered, Tunde is no new customer.
    await say(tunde, owner, 'Are you there?');
    await settled();
    expect(alerts()).toHaveLength(1);
    await say(owner, tunde, 'Yes, come by on Monday');
    clock.advance(61 * 60_000);
    await say(tunde, owner, 'See you Monday');
    await settled();
    expect(alerts()).toHaveLength(1);

    // A connection request is off by default.
    expect((await server.client().json('GET', SETTINGS)).status).toBe(401);
    expect((await tunde.client.json('POST', '/api/v1/connections', { userId: owner.userId })).status).toBe(201);
    await settled();
    expect(alerts()).toHaveLength(1);
  });

  it('sends each kind by the channel chosen, never a review’s or a message’s text', async () => {
    const { owner, listing, alerts } = await ownerWithNumber('Bisi Adebayo', 'Bisi Adire');
    const [kemi, femi] = await Promise.all([
      signedInMember(server, { fullName: 'Kemi Alade' }),
      signedInMember(server, { fullName: 'Femi Kuti' }),
    ]);
    const saved = await owner.client.json('PUT', SETTINGS, {
      channels: { new_customer: 'off', connection_request: 'whatsapp', event_rsvp: 'sms', review: 'sms' },
      quietHours: null,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.phoneNumber).toMatch(/^\+234905/);

    await say(kemi, owner, 'Hello');
    expect((await kemi.client.json('POST', '/api/v1/connections', { userId: owner.userId })).status).toBe(201);
    expect(
      (await femi.client.json('POST', `/api/v1/businesses/${listing.businessId}/reviews`, { rating: 2, text: 'Rude staff, avoid' })).status,
    ).toBe(201);
    await placeMember(server.db, owner.userId, 'Ikeja');
    const event = await owner.client.json('POST', '/api/v1/events', {
      title: 'Adire dyeing class',
      description: 'Bring a white cloth.',
      date: new Date(Date.now() + 5 * 24 * 3600_000).toISOString().slice(0, 10),
      time: '17:00',
      location: 'Herbert Macaulay Way',
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    expect((await femi.client.json('PUT', `/api/v1/events/${event.body.eventId}/rsvp`, { status: 'going' })).status).toBe(200);
    await settled();

    const sent = alerts().map((alert) => [alert.channel, alert.sms.replace(/ — open LocalHub: .*$/, '')]);
    expect(sent).toEqual(
      expect.arrayContaining([
        ['whatsapp', 'Kemi wants to connect with you'],
        ['dnd', 'Femi reviewed Bisi Adire'],
        ['dnd', 'Femi is going to Adire dyeing class'],
      ]),
    );
    expect(sent).toHaveLength(3);
    expect(alerts().some((alert) => /Rude|Hello/.test(alert.sms))).toBe(false);
    expect(alerts().find((alert) => alert.channel === 'whatsapp')!.sms).toMatch(
      new RegExp(`${server.context.env.PUBLIC_URL}/app/network$`),
    );
  });

  it('writes in the member’s language', async () => {
    const { owner, alerts } = await ownerWithNumber('Emeka Obi', 'Emeka Spare Parts');
    await server.db.updateTable('users').set({ language: 'pcm' }).where('user_id', '=', owner.userId).execute();
    const jide = await signedInMember(server, { fullName: 'Jide Olu' });
    await say(jide, owner, 'Una get brake pads?');
    await settled();
    expect(alerts().map((alert) => alert.sms)).toEqual([
      expect.stringMatching(/^Jide don send you new message about Emeka Spare Parts — open LocalHub: /),
    ]);
  });

  it('keeps to the daily cap per member', async () => {
    const { owner, alerts } = await ownerWithNumber('Chidi Eze');
    const customers = await Promise.all(
      Array.from({ length: PER_DAY + 2 }, (_, i) => signedInMember(server, { fullName: `Customer ${i} Buyer` })),
    );
    for (const customer of customers) expect((await say(customer, owner, 'Do you deliver?')).status).toBe(201);
    await settled();
    expect(alerts()).toHaveLength(PER_DAY);
  });

  it('holds an alert due in quiet hours (Lagos time) until they end', async () => {
    const { owner, alerts } = await ownerWithNumber('Ngozi Obi');
    const customer = await signedInMember(server, { fullName: 'Late Caller' });
    // 23:30 in Lagos (22:30 UTC) tonight, inside 22:00–07:00.
    const night = new Date();
    night.setUTCHours(22, 30, 0, 0);
    clock.set(night);
    try {
      expect(
        (
          await owner.client.json('PUT', SETTINGS, {
            channels: { new_customer: 'sms', connection_request: 'off', event_rsvp: 'off', review: 'off' },
            quietHours: { from: 22, until: 7 },
          })
        ).status,
      ).toBe(200);
      await say(customer, owner, 'Are you open tomorrow?');
      await expect
        .poll(async () => {
          const { rows } = await sql<{ start_after: Date }>`
            SELECT start_after FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
             WHERE name = ${PHONE_ALERT_JOB} AND state = 'created' AND data->>'userId' = ${owner.userId}`.execute(server.db);
          return rows.map((row) => Math.round((row.start_after.getTime() - Date.now()) / 60_000));
        })
        // 07:00 in Lagos is 7.5 hours after 23:30 there: the job waits that long from now.
        .toEqual([7.5 * 60]);
      expect(alerts()).toHaveLength(0);
    } finally {
      clock.reset();
    }
  });

  it('refuses settings that are not a choice per kind or whole quiet hours, naming the rule', async () => {
    const member = await signedInMember(server, { fullName: 'Bad Input' });
    const channels = { new_customer: 'sms', connection_request: 'off', event_rsvp: 'off', review: 'off' };
    const cases: [object, string][] = [
      [{ channels: { ...channels, review: 'email' }, quietHours: null }, 'Choose off, SMS or WhatsApp'],
      [{ channels, quietHours: { from: 22, until: 24 } }, 'Quiet hours are whole hours from 0 to 23'],
      [{ channels, quietHours: { from: 7, until: 7 } }, 'Quiet hours must start and end at different hours'],
    ];
    for (const [body, message] of cases) {
      const answer = await member.client.json('PUT', SETTINGS, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });
});
