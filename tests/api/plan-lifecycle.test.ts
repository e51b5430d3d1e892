import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../support/clock';
import { FakePaystack } from '../support/fake-paystack';
import { jobDone, jobsSettled } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness } from './support/listings';
import { webhooksActedOn } from '../support/payment-webhooks';

const DAY = 86_400_000;
const paystack = new FakePaystack();
const clock = new TestClock();
beforeAll(async () => {
  await paystack.start();
});
afterAll(() => paystack.stop());
const server = useTestServer(
  () => ({ PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url, SUPPORT_EMAIL: 'pro@localhub.ng' }),
  {
    clock,
  },
);
beforeAll(() => {
  paystack.webhookUrl = `${server.url}/api/v1/payments/paystack/webhook`;
});
afterEach(() => {
  clock.reset();
  paystack.chargesSucceed = true;
});

/** Pays for a plan through Paystack's checkout; the webhook activates it. */
async function buy(member: TestMember, planId: 'premium' | 'pro', autoRenew = false): Promise<string> {
  const response = await member.client.json('POST', '/api/v1/payments', { planId, autoRenew });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const { reference } = response.body;
  paystack.pay(reference);
  expect((await paystack.sendWebhook('charge.success', paystack.data(reference))).status).toBe(200);
  await webhooksActedOn(server.db);
  return reference;
}

const subscription = async (member: TestMember) => (await member.client.json('GET', '/api/v1/subscription')).body;
/** Runs the plan lifecycle job now (as its scheduled run would at the clock's time) and waits for it. */
const runLifecycle = async (member: TestMember) =>
  expect(await jobDone(server.db, await server.context.jobs.send('plan.lifecycle', { userId: member.userId }))).toBe('completed');
const notices = async (member: TestMember, kind: string) =>
  server.db.selectFrom('notifications').selectAll().where('user_id', '=', member.userId).where('kind', '=', kind).execute();
const mails = (member: TestMember, like: string) =>
  server.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', member.email.toLowerCase())
    .where('subject', 'like', like)
    .execute();

describe('plan lifecycle', () => {
  it('schedules the reminder and the end as durable jobs', async () => {
    const member = await signedInMember(server);
    await buy(member, 'premium');
    const { endsAt } = await subscription(member);
    const { rows } = await sql<{ start_after: Date }>`
      SELECT start_after FROM pgboss.job WHERE name = 'plan.lifecycle' AND data->>'userId' = ${member.userId}
         AND state = 'created' ORDER BY start_after`.execute(server.db);
    // The reminder 3 days before the end, then the end itself.
    const expected = [new Date(endsAt).getTime() - 3 * DAY, new Date(endsAt).getTime()];
    expect(rows).toHaveLength(2);
    rows.forEach((row, i) => expect(Math.abs(new Date(row.start_after).getTime() - expected[i]!)).toBeLessThan(5000));
  });

  it('at the end returns the member to Free and notifies them', async () => {
    const member = await signedInMember(server);
    const business = await createBusiness(member, { name: 'Ending Soon Stores' });
    await buy(member, 'premium');
    const { endsAt } = await subscription(member);
    expect(
      (
        await server.db
          .selectFrom('businesses')
          .select('plan_rank')
          .where('business_id', '=', String(business.businessId))
          .executeTakeFirstOrThrow()
      ).plan_rank,
    ).toBe(1);

    clock.set(new Date(new Date(endsAt).getTime() - 60_000));
    await runLifecycle(member);
    expect((await subscription(member)).plan).toBe('premium');

    clock.set(new Date(new Date(endsAt).getTime() + 60_000));
    await runLifecycle(member);
    expect(await subscription(member)).toMatchObject({ plan: 'free', endsAt: null });
    expect(
      (
        await server.db
          .selectFrom('businesses')
          .select('plan_rank')
          .where('business_id', '=', String(business.businessId))
          .executeTakeFirstOrThrow()
      ).plan_rank,
    ).toBe(0);
    const expired = await notices(member, 'plan_expired');
    expect(expired).toHaveLength(1);
    expect(expired[0].message).toMatch(/Premium plan has ended/);
    await runLifecycle(member);
    expect(await notices(member, 'plan_expired')).toHaveLength(1);
  });

  it('sends the "about to expire" reminder once, with an email', async () => {
    const member = await signedInMember(server);
    await buy(member, 'premium');
    const { endsAt } = await subscription(member);
    clock.set(new Date(new Date(endsAt).getTime() - 4 * DAY));
    await runLifecycle(member);
    expect(await notices(member, 'plan_expiring')).toHaveLength(0);

    clock.set(new Date(new Date(endsAt).getTime() - 2 * DAY));
    const ids = await Promise.all([1, 2, 3].map(() => server.context.jobs.send('plan.lifecycle', { userId: member.userId })));
    await Promise.all(ids.map((id) => jobDone(server.db, id)));
    await runLifecycle(member);
    expect(await notices(member, 'plan_expiring')).toHaveLength(1);
    expect(await mails(member, '%about to expire%')).toHaveLength(1);
  });

  it('paying again while active extends by 30 days from the current end; the stale end job does nothing', async () => {
    const member = await signedInMember(server);
    await buy(member, 'premium');
    const first = new Date((await subscription(member)).endsAt).getTime();
    clock.set(new Date(first - DAY));
    await buy(member, 'premium');
    const second = new Date((await subscription(member)).endsAt).getTime();
    expect(second - first).toBe(30 * DAY);

    clock.set(new Date(first + 60_000));
    await runLifecycle(member);
    expect((await subscription(member)).plan).toBe('premium');
    expect(await notices(member, 'plan_expired')).toHaveLength(0);
  });

  it('renews with the saved authorization on the end date, extending the plan', async () => {
    const member = await signedInMember(server);
    await buy(member, 'premium', true);
    expect(await subscription(member)).toMatchObject({ autoRenew: true, canAutoRenew: true });
    const end = new Date((await subscription(member)).endsAt).getTime();
    clock.set(new Date(end + 60_000));
    await runLifecycle(member);
    const after = await subscription(member);
    expect(after.plan).toBe('premium');
    expect(new Date(after.endsAt).getTime()).toBeGreaterThan(end + 29 * DAY);
    const charge = paystack.requests.filter((r) => r.path === '/transaction/charge_authorization').at(-1)!;
    expect(charge.body).toMatchObject({ amount: '250000', email: member.email });
    const history = (await member.client.json('GET', '/api/v1/payments')).body.items;
    expect(history.map((p: { status: string }) => p.status)).toEqual(['success', 'success']);
    await jobsSettled(server.db, 'payments.activated');
    expect(await mails(member, '%receipt%')).toHaveLength(2);
  });

  it('several lifecycle jobs at the end (a late reminder, the end, on any process) renew once', async () => {
    const member = await signedInMember(server);
    await buy(member, 'premium', true);
    const charges = () =>
      paystack.requests.filter((r) => r.path === '/transaction/charge_authorization' && r.body.email === member.email).length;
    clock.set(new Date(new Date((await subscription(member)).endsAt).getTime() + 60_000));
    const ids = await Promise.all([1, 2, 3].map(() => server.context.jobs.send('plan.lifecycle', { userId: member.userId })));
    for (const id of ids) expect(await jobDone(server.db, id)).toBe('completed');
    expect(charges()).toBe(1);
    const history = (await member.client.json('GET', '/api/v1/payments')).body.items;
    expect(history.map((p: { status: string }) => p.status)).toEqual(['success', 'success']);
    expect((await subscription(member)).plan).toBe('premium');
  });

  it('a failed renewal notifies and falls back to Free', async () => {
    const member = await signedInMember(server);
    await buy(member, 'pro', true);
    paystack.chargesSucceed = false;
    clock.set(new Date(new Date((await subscription(member)).endsAt).getTime() + 60_000));
    await runLifecycle(member);
    expect((await subscription(member)).plan).toBe('free');
    expect(await notices(member, 'payment_failed')).toHaveLength(1);
    expect(await notices(member, 'plan_expired')).toHaveLength(1);
    const history = (await member.client.json('GET', '/api/v1/payments')).body.items;
    expect(history.map((p: { status: string }) => p.status)).toEqual(['failed', 'success']);
  });

  it('switching auto-renew off keeps the plan to its end; on needs a saved card', async () => {
    const member = await signedInMember(server);
    expect((await member.client.json('PATCH', '/api/v1/subscription', { autoRenew: true })).status).toBe(409);
    await buy(member, 'premium', true);
    const off = await member.client.json('PATCH', '/api/v1/subscription', { autoRenew: false });
    expect(off.body).toMatchObject({ plan: 'premium', autoRenew: false, canAutoRenew: true });
    expect((await member.client.json('PATCH', '/api/v1/subscription', { autoRenew: 'yes' })).status).toBe(400);
  });

  it('Premium → Pro starts Pro now and credits unused Premium days at half their length', async () => {
    const member = await signedInMember(server);
    await buy(member, 'premium');
    const premiumEnd = new Date((await subscription(member)).endsAt).getTime();
    // 10 days in: 20 Premium days are left, worth 10 Pro days.
    const upgradeAt = premiumEnd - 20 * DAY;
    clock.set(new Date(upgradeAt));
    await buy(member, 'pro');
    const pro = await subscription(member);
    expect(pro).toMatchObject({ plan: 'pro', supportEmail: 'pro@localhub.ng' });
    expect(Math.abs(new Date(pro.endsAt).getTime() - (clock.now().getTime() + 40 * DAY))).toBeLessThan(5_000);
  });
});

describe('plan effects', () => {
  // About 1,000 km north of Lagos: the National ring.
  const far = { lat: 6.5244 + 9, lng: 3.3792 };
  const nearby = async (member: TestMember, band: string) =>
    (await member.client.json('GET', `/api/v1/discover/nearby?lat=${far.lat}&lng=${far.lng}&band=${band}&kind=business&limit=20`)).body;

  it('a Premium listing becomes visible at 1,000 km; a Pro listing gets the badge', async () => {
    const [owner, viewer] = await Promise.all([signedInMember(server), signedInMember(server)]);
    const business = await createBusiness(owner, { name: 'Far Reach Textiles', latitude: 6.5244, longitude: 3.3792 });
    expect(business.verified).toBe(false);
    const names = async () => (await nearby(viewer, 'national')).items.map((item: { name: string }) => item.name);
    expect(await names()).not.toContain('Far Reach Textiles');

    await buy(owner, 'premium');
    expect(await names()).toContain('Far Reach Textiles');
    expect((await viewer.client.json('GET', `/api/v1/businesses/${business.businessId}`)).body.verified).toBe(false);

    const proOwner = await signedInMember(server);
    const proBusiness = await createBusiness(proOwner, { name: 'Verified Vendors', latitude: 6.5244, longitude: 3.3792 });
    await buy(proOwner, 'pro');
    expect((await viewer.client.json('GET', `/api/v1/businesses/${proBusiness.businessId}`)).body.verified).toBe(true);
    const item = (await nearby(viewer, 'national')).items.find((i: { name: string }) => i.name === 'Verified Vendors');
    expect(item?.verified).toBe(true);
    // A listing created while on Pro starts with Pro's rank.
    const later = await createBusiness(await signedInMember(server), { name: 'Plain Shop' });
    expect(later.verified).toBe(false);
  });
});
