import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeMember, setPlan } from '../support/builders/plans';
import { TestClock } from '../support/clock';
import { jobDone, jobsSettled } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import type { TestProvider } from '../../src/server/features/billing/test-provider';
import { listenOn, useTestServer } from '../support/test-server';
import { webhooksActedOn } from '../support/payment-webhooks';

// No PAYSTACK_SECRET_KEY: ads are paid through the built-in test checkout, whose Pay delivers the signed webhook.
const clock = new TestClock();
const server = useTestServer({}, { clock });

const LAGOS = { lat: 6.5244, lng: 3.3792 };
const KANO = { lat: 12.0, lng: 8.52 };
const LAGOS_PIN = { latitude: LAGOS.lat, longitude: LAGOS.lng };
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

/** A button of the test checkout's page, pressed by its payer (the page is theirs alone). */
const choose = (reference: string, action: string, payer: TestMember = owner) =>
  payer.client.request('POST', `/test-checkout/${reference}`, new URLSearchParams({ action }));

async function pay(adId: number, member: TestMember = owner): Promise<string> {
  const started = await member.client.json('POST', '/api/v1/payments', { advertisementId: adId });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect((await choose(started.body.reference, 'pay', member)).status).toBe(303);
  await webhooksActedOn(server.db);
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

/** The next 07:00 in Lagos at least `after` from now: a morning, so hours added in a test stay in one Lagos day. */
function lagosMorningAfter(after: number): Date {
  const at = new Date(Date.now() + after);
  const lagos = new Date(at.getTime() + HOUR);
  const morning = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate(), 7) - HOUR;
  return new Date(morning >= at.getTime() ? morning : morning + DAY);
}

const counts = async (adId: number) => {
  const ad = await adRow(adId);
  return { impressions: ad.impressions, clicks: ad.clicks };
};

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
    const page = await (await owner.client.get(`/test-checkout/${started.body.reference}`)).text();
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
    await webhooksActedOn(server.db);
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

    // Back on Free, the owner cannot run it again (advertising is Premium and Pro's).
    await setPlan(server.db, owner.userId, 'free');
    try {
      const refused = await owner.client.json('POST', '/api/v1/payments', { advertisementId: adId });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Upgrade to Premium to access advertisements');
    } finally {
      await setPlan(server.db, owner.userId, 'premium');
    }

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

describe('refunds', () => {
  it('a refunded ad payment stops its run at once', async () => {
    const adId = await createAd();
    const reference = await pay(adId);
    const raw = JSON.stringify({ event: 'refund.processed', data: { status: 'processed', transaction_reference: reference } });
    const signature = (server.context.payments as unknown as TestProvider).sign(raw);
    const response = await fetch(`${server.url}/api/v1/payments/paystack/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body: raw,
    });
    expect(response.status).toBe(200);
    await webhooksActedOn(server.db);
    expect((await owner.client.json('GET', `/api/v1/payments/${reference}`)).body.status).toBe('refunded');
    expect((await adRow(adId)).status).toBe('ended');
    expect(await servedIds(viewer)).not.toContain(adId);
  });
});

describe('serving', () => {
  it('paces spend evenly over the duration: no more than the share due by now (one hour ahead)', async () => {
    const adId = await createAd();
    await pay(adId);
    const ad = await adRow(adId);
    const planned = ad.planned_impressions!;
    const runMs = ad.ends_at!.getTime() - ad.starts_at!.getTime();
    // Half a day into the run the allowance is planned × (12 h + 1 h) / 7 days.
    clock.set(new Date(ad.starts_at!.getTime() + 12 * HOUR));
    const allowance = Math.ceil((planned * 13 * HOUR) / runMs);
    await server.db
      .updateTable('advertisements')
      .set({ impressions: allowance - 1 })
      .where('ad_id', '=', String(adId))
      .execute();
    expect(await servedIds(viewer)).toContain(adId);
    await server.db.updateTable('advertisements').set({ impressions: allowance }).where('ad_id', '=', String(adId)).execute();
    // Serving keeps the counts in memory and reads them again once they are 5 s old (decision 0014).
    clock.advance(5_001);
    expect(await servedIds(viewer)).not.toContain(adId);
    // A day later more is due: it is served again.
    clock.advance(DAY);
    expect(await servedIds(viewer)).toContain(adId);
    // CPM and price: budget / planned impressions (decision 0014).
    const detail = (await owner.client.json('GET', `/api/v1/ads/${adId}`)).body;
    expect(detail.plannedImpressions).toBe(planned);
    expect(detail.cpmKobo).toBe(Math.ceil((500_000 * 1000) / planned));
  });

  it('shows one ad to one viewer at most 3 times a day, one impression per hour', async () => {
    const adId = await createAd();
    await pay(adId);
    const member = await signedInMember(server);
    clock.set(lagosMorningAfter(HOUR));
    expect((await impression(adId, member)).status).toBe(204);
    expect((await impression(adId, member)).status).toBe(204);
    expect((await counts(adId)).impressions).toBe(1);
    clock.advance(HOUR + 1000);
    await impression(adId, member);
    clock.advance(HOUR + 1000);
    await impression(adId, member);
    expect((await counts(adId)).impressions).toBe(3);
    // The cap: not served to this viewer again today, and a fourth impression is ignored.
    expect(await servedIds(member)).not.toContain(adId);
    expect(await servedIds(viewer)).toContain(adId);
    clock.advance(HOUR + 1000);
    expect((await impression(adId, member)).status).toBe(204);
    expect((await counts(adId)).impressions).toBe(3);
    // The next day it is shown again.
    clock.advance(DAY);
    expect(await servedIds(member)).toContain(adId);
    await impression(adId, member);
    expect((await counts(adId)).impressions).toBe(4);
    // The dashboard's daily table has both days.
    const daily = (await owner.client.json('GET', `/api/v1/ads/${adId}`)).body.daily;
    expect(daily.map((day: { impressions: number }) => day.impressions)).toEqual([1, 3]);
  });

  it('matches the audience: birth year, owning a business or a profession; visitors and members without them see only "all"', async () => {
    const ids = {
      all: await createAd(owner, { audience: 'all', title: 'For all' }),
      business: await createAd(owner, { audience: 'business', title: 'For businesses' }),
      professionals: await createAd(owner, { audience: 'professionals', title: 'For professionals' }),
      young: await createAd(owner, { audience: 'young-adults', title: 'For young adults' }),
      adults: await createAd(owner, { audience: 'adults', title: 'For adults' }),
    };
    for (const id of Object.values(ids)) await pay(id);
    const [plain, trader, plumber, young, older] = await Promise.all([1, 2, 3, 4, 5].map(() => signedInMember(server)));
    expect((await trader.client.json('POST', '/api/v1/businesses', { name: 'Trader Stores', ...LAGOS_PIN })).status).toBe(201);
    const profession = await plumber.client.json('POST', '/api/v1/professions', { title: 'Plumber', ...LAGOS_PIN });
    expect(profession.status, JSON.stringify(profession.body)).toBe(201);
    const year = new Date().getFullYear();
    const setYear = async (member: TestMember, birthYear: number) => {
      const me = (await member.client.json('GET', '/api/v1/me')).body;
      const saved = await member.client.json('PATCH', '/api/v1/me', { fullName: me.fullName, bio: null, cityId: null, birthYear });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.birthYear).toBe(birthYear);
    };
    await setYear(young, year - 25);
    await setYear(older, year - 50);
    const bad = await young.client.json('PATCH', '/api/v1/me', { fullName: 'Y', bio: null, cityId: null, birthYear: 'old' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.birthYear).toBe('Enter a year like 1990');

    const mine = (served: Array<number | undefined>) =>
      Object.entries(ids)
        .filter(([, id]) => served.includes(id))
        .map(([name]) => name);
    expect(mine(await servedIds(null))).toEqual(['all']);
    expect(mine(await servedIds(plain))).toEqual(['all']);
    expect(mine(await servedIds(trader))).toEqual(['all', 'business']);
    expect(mine(await servedIds(plumber))).toEqual(['all', 'professionals']);
    expect(mine(await servedIds(young))).toEqual(['all', 'young']);
    expect(mine(await servedIds(older))).toEqual(['all', 'adults']);
  });

  it('reaches as far as the owner’s plan: Premium 1,500 km, Free 300 km; without a matching ad, one varied LocalHub promotion', async () => {
    const adId = await createAd();
    await pay(adId);
    expect(await servedIds(viewer, KANO)).toContain(adId);
    await setPlan(server.db, owner.userId, 'free');
    try {
      expect(await servedIds(viewer, KANO)).not.toContain(adId);
      expect(await servedIds(viewer, LAGOS)).toContain(adId);
    } finally {
      await setPlan(server.db, owner.userId, 'premium');
    }
    // A banner ad runs in the banner slot only.
    const bannerAd = await createAd(owner, { adType: 'banner', title: 'Banner bread' });
    await pay(bannerAd);
    expect(await servedIds(viewer)).not.toContain(bannerAd);
    const banner = await viewer.client.json('GET', `/api/v1/ads/slot?placement=banner&count=1&lat=${LAGOS.lat}&lng=${LAGOS.lng}`);
    expect(banner.body.items).toEqual([expect.objectContaining({ type: 'ad', adId: bannerAd, label: 'Sponsored' })]);
    // Slots no ad fills: one of LocalHub's promotions after the ads, once, and the rest stay empty; varied over answers.
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const items = await slot(viewer, LAGOS, 3);
      const ads = items.filter((item) => item.type === 'ad');
      expect(ads.length).toBeLessThan(3);
      expect(items).toHaveLength(ads.length + 1);
      const house = items[items.length - 1];
      expect(house).toMatchObject({ type: 'house', title: expect.any(String), link: expect.stringMatching(/^\/app\//) });
      seen.add(house.title);
    }
    expect(seen.size).toBeGreaterThan(1);
    const badQuery = await viewer.client.json('GET', '/api/v1/ads/slot?placement=popup&count=99');
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.error.fields)).toEqual(expect.arrayContaining(['placement', 'count']));
  });
});

describe('impressions and clicks', () => {
  it('clicks are counted on the server once per viewer and hour, then redirect to the target', async () => {
    const adId = await createAd();
    await pay(adId);
    const click = () => viewer.client.request('GET', `/api/v1/ads/${adId}/click`);
    const first = await click();
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://bakery.example.ng/');
    expect((await click()).status).toBe(302);
    expect((await counts(adId)).clicks).toBe(1);
    clock.advance(HOUR + 1000);
    await click();
    expect((await counts(adId)).clicks).toBe(2);
    const detail = (await owner.client.json('GET', `/api/v1/ads/${adId}`)).body;
    expect(detail.clicks).toBe(2);
    expect((await viewer.client.request('GET', '/api/v1/ads/999999999/click')).status).toBe(404);
    expect((await viewer.client.request('GET', '/api/v1/ads/abc/click')).status).toBe(400);
  });

  it('only a running ad’s click leaves LocalHub: an unpaid, paused, over, ended or deleted ad answers 404 and is not counted', async () => {
    const clickBy = async (adId: number, member: TestMember) => {
      const response = await member.client.request('GET', `/api/v1/ads/${adId}/click`);
      return { status: response.status, location: response.headers.get('location') };
    };
    const refused = { status: 404, location: null };
    const fresh = () => signedInMember(server);

    const unpaid = await createAd();
    expect(await clickBy(unpaid, await fresh())).toEqual(refused);
    expect((await counts(unpaid)).clicks).toBe(0);
    const deleted = await createAd();
    expect((await owner.client.request('DELETE', `/api/v1/advertisements/${deleted}`)).status).toBe(204);
    expect(await clickBy(deleted, await fresh())).toEqual(refused);

    const adId = await createAd();
    await pay(adId);
    expect(await clickBy(adId, await fresh())).toEqual({ status: 302, location: 'https://bakery.example.ng/' });
    expect((await counts(adId)).clicks).toBe(1);

    expect((await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: true })).body.status).toBe('paused');
    expect(await clickBy(adId, await fresh())).toEqual(refused);
    expect((await counts(adId)).clicks).toBe(1);
    expect((await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: false })).body.status).toBe('running');
    expect((await clickBy(adId, await fresh())).status).toBe(302);
    expect((await counts(adId)).clicks).toBe(2);

    // Past its end before its end job ran (still "running" in its row), then ended by the job.
    const { ends_at: endsAt } = await adRow(adId);
    clock.set(new Date(endsAt!.getTime() + 60_000));
    expect(await clickBy(adId, await fresh())).toEqual(refused);
    expect(await jobDone(server.db, await server.context.jobs.send('ads.end', { adId }))).toBe('completed');
    expect((await adRow(adId)).status).toBe('ended');
    expect(await clickBy(adId, await fresh())).toEqual(refused);
    expect((await counts(adId)).clicks).toBe(2);
  });

  it('a burst arriving at once is judged as one by one: one per viewer, none for the owner, and the budget ends exactly', async () => {
    const adId = await createAd();
    await pay(adId);
    const { planned_impressions: planned } = await adRow(adId);
    await server.db
      .updateTable('advertisements')
      .set({ impressions: planned! - 5 })
      .where('ad_id', '=', String(adId))
      .execute();
    const viewers = await Promise.all(Array.from({ length: 8 }, () => signedInMember(server)));
    // Each viewer three times, the owner too, all at once: they share the write batches.
    const burst = [...viewers, owner].flatMap((member) => [member, member, member]);
    const answers = await Promise.all(burst.map((member) => impression(adId, member)));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    const row = await adRow(adId);
    expect(row.impressions).toBe(planned);
    expect(row).toMatchObject({ status: 'ended', ended_reason: 'budget', spent_kobo: row.budget_kobo });
    const { rows: perViewer } = await sql<{ viewer: string; impressions: number }>`
      SELECT viewer, impressions FROM ad_viewer_days WHERE ad_id = ${adId}`.execute(server.db);
    expect(perViewer).toHaveLength(5);
    expect(perViewer.every((entry) => entry.impressions === 1 && entry.viewer !== owner.userId)).toBe(true);
    const [daily] = await server.db.selectFrom('ad_daily').selectAll().where('ad_id', '=', String(adId)).execute();
    expect(daily.impressions).toBe(5);
  });

  it('are ignored (204) for an ad that is not running and faster than 10 a second from one viewer', async () => {
    const draft = await createAd();
    expect((await impression(draft)).status).toBe(204);
    expect((await counts(draft)).impressions).toBe(0);
    const unknown = await impression(999_999_999);
    expect(unknown.status).toBe(204);

    const adId = await createAd();
    await pay(adId);
    const fast = await signedInMember(server);
    // Freeze the clock: a burst of 10 requests in the same second, then the 11th is ignored.
    const now = Date.now() + 2 * HOUR;
    const hold = { now: () => new Date(now) };
    Object.assign(clock, hold);
    try {
      const others = await Promise.all(Array.from({ length: 10 }, () => createAd()));
      for (const other of others) expect((await impression(other, fast)).status).toBe(204);
      expect((await impression(adId, fast)).status).toBe(204);
      expect((await counts(adId)).impressions).toBe(0);
    } finally {
      delete (clock as Partial<typeof hold>).now;
    }
    clock.set(new Date(now + 2000));
    await impression(adId, fast);
    expect((await counts(adId)).impressions).toBe(1);
  });
});

describe('the ad dashboard', () => {
  it('lists the member’s ads with their numbers; pause and resume by the owner only', async () => {
    const adId = await createAd();
    await pay(adId);
    await impression(adId);
    await viewer.client.request('GET', `/api/v1/ads/${adId}/click`);
    const list = await owner.client.json('GET', '/api/v1/ads');
    expect(list.status).toBe(200);
    const item = list.body.items.find((ad: { adId: number }) => ad.adId === adId);
    expect(item).toMatchObject({ status: 'running', impressions: 1, clicks: 1, clickRate: 1, budgetKobo: 500_000 });
    expect(item.spentKobo + item.remainingKobo).toBe(500_000);
    expect(item.spentKobo).toBe(Math.floor(item.cpmKobo / 1000));

    // Another member can neither read nor change it, and does not see it in their list.
    const stranger = await signedInMember(server);
    expect((await stranger.client.json('GET', `/api/v1/ads/${adId}`)).status).toBe(403);
    expect((await stranger.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: true })).status).toBe(403);
    expect((await stranger.client.json('GET', '/api/v1/ads')).body.items).toEqual([]);
    expect((await stranger.client.json('GET', '/api/v1/ads/999999999')).status).toBe(404);
    expect((await server.client().json('GET', '/api/v1/ads')).status).toBe(401);
    expect((await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: 'yes' })).status).toBe(400);

    // The owner's own views and clicks are not counted.
    clock.advance(2 * HOUR);
    await impression(adId, owner);
    await owner.client.request('GET', `/api/v1/ads/${adId}/click`);
    expect(await counts(adId)).toEqual({ impressions: 1, clicks: 1 });

    const paused = await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe('paused');
    expect(await servedIds(viewer)).not.toContain(adId);
    clock.advance(2 * HOUR);
    await impression(adId);
    expect((await counts(adId)).impressions).toBe(1);
    // Pausing twice is harmless; a draft cannot be resumed.
    expect((await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: true })).body.status).toBe('paused');
    const draft = await createAd();
    expect((await owner.client.json('PATCH', `/api/v1/ads/${draft}`, { paused: false })).status).toBe(409);
    const resumed = await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: false });
    expect(resumed.body.status).toBe('running');
    expect(await servedIds(viewer)).toContain(adId);
  });
});

describe('serving from memory in several processes', () => {
  it('a second process sees a pause, a resume, an edit and a plan change by its next slot', async () => {
    const other = await listenOn(server.context.env.DATABASE_URL!, {}, { authSecret: server.authSecret, clock });
    try {
      const servedThere = async (at = LAGOS) => {
        const response = await viewer.client.json(
          'GET',
          `${other.url}/api/v1/ads/slot?placement=feed&count=10&lat=${at.lat}&lng=${at.lng}`,
        );
        expect(response.status).toBe(200);
        return (response.body.items as Array<{ type: string; adId?: number; title: string }>).filter((item) => item.type === 'ad');
      };
      const adId = await createAd();
      await pay(adId);
      expect((await servedThere()).map((item) => item.adId)).toContain(adId);

      expect((await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: true })).status).toBe(200);
      expect((await servedThere()).map((item) => item.adId)).not.toContain(adId);
      expect((await owner.client.json('PATCH', `/api/v1/ads/${adId}`, { paused: false })).status).toBe(200);
      expect((await servedThere()).map((item) => item.adId)).toContain(adId);

      await server.db.updateTable('advertisements').set({ title: 'Warm bread, new oven' }).where('ad_id', '=', String(adId)).execute();
      expect((await servedThere()).find((item) => item.adId === adId)?.title).toBe('Warm bread, new oven');

      // Kano is 800 km from Ikeja: inside Premium's reach, outside Free's.
      expect((await servedThere(KANO)).map((item) => item.adId)).toContain(adId);
      await setPlan(server.db, owner.userId, 'free');
      try {
        expect((await servedThere(KANO)).map((item) => item.adId)).not.toContain(adId);
      } finally {
        await setPlan(server.db, owner.userId, 'premium');
      }
    } finally {
      await other.close();
    }
  });
});

describe('ads that come with the feed', () => {
  type FeedAnswer = { items: unknown[]; nextCursor: string | null; ads: Array<{ type: 'ad' | 'house'; adId?: number }> };
  const feedPage = async (ads: number, cursor?: string) =>
    viewer.client.json<FeedAnswer>(
      'GET',
      `/api/v1/feed?lat=${LAGOS.lat}&lng=${LAGOS.lng}&band=local&limit=3&ads=${ads}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );

  beforeAll(async () => {
    await server.db
      .insertInto('businesses')
      .values(
        [1, 2, 3, 4].map((n) => ({
          auth_user_id: owner.userId,
          name: `Feed bakery ${n}`,
          latitude: LAGOS.lat + n / 1000,
          longitude: LAGOS.lng,
          plan_rank: 1,
        })) as never,
      )
      .execute();
  });

  it('fills the page’s slots while reading it: running ads first, LocalHub’s promotion on the first page only', async () => {
    const first = await feedPage(1);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.ads).toEqual([expect.objectContaining({ type: 'house' })]);
    const second = await feedPage(1, first.body.nextCursor!);
    expect(second.status).toBe(200);
    expect(second.body.items.length).toBeGreaterThan(0);
    expect(second.body.ads).toEqual([]);

    const adId = await createAd();
    await pay(adId);
    expect((await feedPage(1)).body.ads).toEqual([expect.objectContaining({ type: 'ad', adId, label: 'Sponsored' })]);
    expect((await feedPage(1, first.body.nextCursor!)).body.ads).toEqual([expect.objectContaining({ type: 'ad', adId })]);
    // Asked for none (an API client), none come; more than a page can hold is refused.
    expect((await feedPage(0)).body.ads).toEqual([]);
    const tooMany = await viewer.client.json('GET', `/api/v1/feed?lat=${LAGOS.lat}&lng=${LAGOS.lng}&ads=11`);
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.error.fields)).toEqual(['ads']);
  });
});
