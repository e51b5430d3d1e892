import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeMember, setPlan } from '../support/builders/plans';
import { TestClock } from '../support/clock';
import { jobDone, jobsSettled } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

// No PAYSTACK_SECRET_KEY: ads are paid through the built-in test checkout, whose Pay delivers the signed webhook.
const clock = new TestClock();
const server = useTestServer({}, { clock });

const LAGOS = { lat: 6.5244, lng: 3.3792 };
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let owner: TestMember;
let viewer: TestMember;

beforeAll(async () => {
  [owner, viewer] = await Promise.all([
    signedInMember(server, { fullName: 'Ada Advertiser' }),
    signedInMember(server, { fullName: 'Vera Viewer' }),
  ]);
  await setPlan(server.db, owner.userId, 'premium');
  await placeMember(server.db, owner.userId, 'Ikeja');
});

afterEach(async () => {
  clock.reset();
  // Each test sees only its own running ads.
  await server.db.updateTable('advertisements').set({ status: 'ended' }).where('status', 'in', ['running', 'paused']).execute();
});

const advert = (overrides: object = {}) => ({
  title: 'Fresh bread daily',
  description: 'Hot loaves from 6 am.',
  adType: 'feed',
  budgetNaira: 5000,
  durationDays: 7,
  audience: 'all',
  link: { kind: 'url', url: 'https://bakery.example.ng/' },
  ...overrides,
});

async function createAd(member: TestMember = owner, overrides: object = {}): Promise<number> {
  const created = await member.client.json('POST', '/api/v1/advertisements', advert(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.adId as number;
}

const choose = (reference: string, action: string) =>
  fetch(`${server.url}/test-checkout/${reference}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });

async function pay(adId: number, member: TestMember = owner): Promise<string> {
  const started = await member.client.json('POST', '/api/v1/payments', { advertisementId: adId });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect((await choose(started.body.reference, 'pay')).status).toBe(303);
  return started.body.reference;
}

const adRow = (adId: number) =>
  server.db.selectFrom('advertisements').selectAll().where('ad_id', '=', String(adId)).executeTakeFirstOrThrow();

async function slot(member: TestMember | null, at: { lat: number; lng: number } | null = LAGOS, count = 10) {
  const client = member ? member.client : server.client();
  const query = at ? `&lat=${at.lat}&lng=${at.lng}` : '';
  const response = await client.json('GET', `/api/v1/ads/slot?placement=feed&count=${count}${query}`);
  expect(response.status).toBe(200);
  return response.body.items as Array<{ type: 'ad' | 'house'; adId?: number; label?: string; title: string; link?: string }>;
}
const servedIds = async (member: TestMember | null, at: { lat: number; lng: number } | null = LAGOS) =>
  (await slot(member, at)).filter((item) => item.type === 'ad').map((item) => item.adId);

const impression = async (adId: number, member: TestMember | null = viewer) =>
  (member ? member.client : server.client()).request('POST', `/api/v1/ads/${adId}/impression`);

describe('paying for an advertisement', () => {
  it('costs its budget, only for its owner and only while awaiting payment or ended', async () => {
    const adId = await createAd();
    const stranger = await signedInMember(server);
    const foreign = await stranger.client.json('POST', '/api/v1/payments', { advertisementId: adId });
    expect(foreign.status).toBe(403);
    const unknown = await owner.client.json('POST', '/api/v1/payments', { advertisementId: 999_999_999 });
    expect(unknown.status).toBe(404);
    const both = await owner.client.json('POST', '/api/v1/payments', { advertisementId: adId, planId: 'pro' });
    expect(both.status).toBe(400);
    expect(both.body.error.fields.advertisementId).toBe('Pay for a plan or an advertisement, not both');
    const neither = await owner.client.json('POST', '/api/v1/payments', {});
    expect(neither.status).toBe(400);
    const bad = await owner.client.json('POST', '/api/v1/payments', { advertisementId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.advertisementId).toBe('Choose one of your advertisements');

    const started = await owner.client.json('POST', '/api/v1/payments', { advertisementId: adId, amount: 100 });
    expect(started.status).toBe(200);
    const row = await server.db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', started.body.reference)
      .executeTakeFirstOrThrow();
    expect({ amount: Number(row.amount_kobo), purpose: row.purpose, ad: Number(row.ad_id), plan: row.plan_id }).toEqual({
      amount: 500_000,
      purpose: 'advertisement',
      ad: adId,
      plan: null,
    });
    const page = await (await fetch(`${server.url}/test-checkout/${started.body.reference}`)).text();
    expect(page).toContain('₦5,000.00');
  });

  it('lifecycle: created → paid → running → budget spent → ended, and run again with a new payment', async () => {
    const adId = await createAd();
    expect((await owner.client.json('GET', `/api/v1/ads/${adId}`)).body).toMatchObject({
      status: 'awaiting_payment',
      canPay: true,
      remainingKobo: 0,
    });
    expect(await servedIds(viewer)).not.toContain(adId);

    const before = Date.now();
    const reference = await pay(adId);
    // The checkout's webhook activated it; paying twice on the page starts one run.
    expect((await choose(reference, 'pay')).status).toBe(303);
    const activations = await server.db.selectFrom('ad_activations').selectAll().where('ad_id', '=', String(adId)).execute();
    expect(activations).toHaveLength(1);
    const ad = await adRow(adId);
    expect(ad.status).toBe('running');
    expect(ad.starts_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(ad.ends_at!.getTime() - ad.starts_at!.getTime()).toBe(7 * DAY);

    // The return page's payment says what was bought.
    const status = await owner.client.json('GET', `/api/v1/payments/${reference}`);
    expect(status.body).toMatchObject({
      status: 'success',
      amount: 500_000,
      purpose: 'advertisement',
      advertisement: { adId, title: 'Fresh bread daily', durationDays: 7 },
    });
    await jobsSettled(server.db, 'payments.activated');
    const receipt = await owner.client.json('GET', `/api/v1/payments/${reference}/receipt`);
    expect(receipt.body.description).toBe('Advertisement “Fresh bread daily”, 7 days');
    const note = await server.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', owner.userId)
      .orderBy('notification_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.message).toContain('your advertisement “Fresh bread daily” is running');

    // Running: paying again is refused until it ends.
    expect((await owner.client.json('POST', '/api/v1/payments', { advertisementId: adId })).status).toBe(409);

    // Served with "Sponsored".
    const served = (await slot(viewer)).find((item) => item.adId === adId);
    expect(served).toMatchObject({ type: 'ad', label: 'Sponsored', title: 'Fresh bread daily' });

    // The budget runs out with the last planned impression: spent = budget, the ad ends.
    const planned = ad.planned_impressions!;
    expect(planned).toBeGreaterThanOrEqual(1000);
    await server.db
      .updateTable('advertisements')
      .set({ impressions: planned - 1 })
      .where('ad_id', '=', String(adId))
      .execute();
    expect((await impression(adId)).status).toBe(204);
    const ended = await owner.client.json('GET', `/api/v1/ads/${adId}`);
    expect(ended.body).toMatchObject({ status: 'ended', endedReason: 'budget', spentKobo: 500_000, remainingKobo: 0, canPay: true });
    expect(await servedIds(viewer)).not.toContain(adId);

    // Run again: a new payment, a new run with fresh counters.
    await pay(adId);
    expect((await owner.client.json('GET', `/api/v1/ads/${adId}`)).body).toMatchObject({ status: 'running', impressions: 0, spentKobo: 0 });
    expect((await adRow(adId)).runs).toBe(2);
  });

  it('ends when its duration runs out (the ads.end job, clock moved)', async () => {
    const adId = await createAd(owner, { durationDays: 3 });
    await pay(adId);
    const { ends_at } = await adRow(adId);
    const job = await server.context.jobs.send('ads.end', { adId });
    expect(await jobDone(server.db, job)).toBe('completed');
    expect((await adRow(adId)).status).toBe('running');
    clock.set(new Date(ends_at!.getTime() + 60_000));
    expect(await servedIds(viewer)).not.toContain(adId);
    expect(await jobDone(server.db, await server.context.jobs.send('ads.end', { adId }))).toBe('completed');
    expect(await adRow(adId)).toMatchObject({ status: 'ended', ended_reason: 'duration' });
  });
});
