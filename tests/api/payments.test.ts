import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../../src/server/jobs/job-queue';
import { FakePaystack } from '../support/fake-paystack';
import { jobDone, jobsSettled } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { webhooksActedOn } from '../support/payment-webhooks';

const paystack = new FakePaystack();
beforeAll(async () => {
  await paystack.start();
});
afterAll(() => paystack.stop());
const server = useTestServer(() => ({ PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url }));
beforeAll(() => {
  paystack.webhookUrl = `${server.url}/api/v1/payments/paystack/webhook`;
});

async function start(member: TestMember, body: Record<string, unknown> = { planId: 'premium' }) {
  const response = await member.client.json('POST', '/api/v1/payments', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { reference: string; authorizationUrl: string };
}

const activations = (reference: string) =>
  server.db.selectFrom('plan_activations').selectAll().where('reference', '=', reference).execute();
const receipts = (email: string) =>
  server.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email.toLowerCase())
    .where('subject', 'like', '%receipt%')
    .execute();
const planOf = async (member: TestMember) => (await member.client.json('GET', '/api/v1/subscription')).body;

describe('starting a payment', () => {
  it('stores the server’s price and initializes Paystack with it; a client amount is ignored', async () => {
    const ada = await signedInMember(server);
    const { reference, authorizationUrl } = await start(ada, { planId: 'premium', method: 'bank_transfer', amount: 100 });
    expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const row = await server.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect({ amount: Number(row.amount_kobo), currency: row.currency, status: row.status, plan: row.plan_id, user: row.user_id }).toEqual({
      amount: 250_000,
      currency: 'NGN',
      status: 'pending',
      plan: 'premium',
      user: ada.userId,
    });
    const init = paystack.requests.find((r) => r.path === '/transaction/initialize' && r.body.reference === reference)!;
    expect(init.authorization).toBe(`Bearer ${paystack.secretKey}`);
    expect(init.body).toMatchObject({
      email: ada.email,
      amount: '250000',
      currency: 'NGN',
      callback_url: `${server.url}/payment-success`,
      channels: ['bank_transfer'],
      metadata: { userId: ada.userId, planId: 'premium', purpose: 'plan' },
    });
    const status = await ada.client.json('GET', `/api/v1/payments/${reference}`);
    expect(status.body).toMatchObject({
      reference,
      status: 'pending',
      amount: 250_000,
      currency: 'NGN',
      plan: 'premium',
      method: 'bank_transfer',
    });
  });

  it('refuses unknown plans, visitors, and answers 502 when Paystack is down', async () => {
    const bayo = await signedInMember(server);
    const unknown = await bayo.client.json('POST', '/api/v1/payments', { planId: 'gold' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.planId).toBe('Choose Premium or Pro');
    expect((await server.client().json('POST', '/api/v1/payments', { planId: 'pro' })).status).toBe(401);

    paystack.mode = 'down';
    try {
      const down = await bayo.client.json('POST', '/api/v1/payments', { planId: 'pro' });
      expect(down.status).toBe(502);
      expect(down.body.error.message).toBe('Payment Error: Failed to initialize payment. Please try again.');
    } finally {
      paystack.mode = 'up';
    }
    expect((await planOf(bayo)).plan).toBe('free');
  });
});

describe('verification and webhooks', () => {
  it('verify activates the plan, and the effects are immediate', async () => {
    const chioma = await signedInMember(server);
    const { reference } = await start(chioma, { planId: 'premium', autoRenew: true });
    paystack.pay(reference);
    const verified = await chioma.client.json('GET', `/api/v1/payments/${reference}`);
    expect(verified.body).toMatchObject({ status: 'success', amount: 250_000, plan: 'premium' });
    expect(verified.body.paidAt).not.toBeNull();
    const sub = await planOf(chioma);
    expect(sub).toMatchObject({ plan: 'premium', autoRenew: true, canAutoRenew: true, supportEmail: null });
    const days = (new Date(sub.endsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect((await chioma.client.json('GET', '/api/v1/me')).body.plan).toBe('premium');
    await jobsSettled(server.db, 'payments.activated');
    expect(await receipts(chioma.email)).toHaveLength(1);
    const notes = await server.db.selectFrom('notifications').selectAll().where('user_id', '=', chioma.userId).execute();
    expect(notes.map((n) => n.kind)).toEqual(['payment_succeeded']);

    // Paying again for the plan one has, far from its end: 409 with a message.
    const again = await chioma.client.json('POST', '/api/v1/payments', { planId: 'premium' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/^You already have Premium until .+\. You can renew it in its last 3 days\.$/);

    const receipt = await chioma.client.json('GET', `/api/v1/payments/${reference}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      reference,
      receiptNumber: `R-${reference}`,
      amount: 250_000,
      member: { fullName: chioma.fullName, email: chioma.email },
      channelDetail: 'Visa •••• 4081',
    });
    const history = await chioma.client.json('GET', '/api/v1/payments?limit=1');
    expect(history.body.items.map((p: { reference: string }) => p.reference)).toEqual([reference]);
  });

  it('100 identical webhooks and 10 concurrent verifies activate once and send one receipt', async () => {
    const dayo = await signedInMember(server);
    const { reference } = await start(dayo, { planId: 'pro' });
    paystack.pay(reference);
    const raw = JSON.stringify({ event: 'charge.success', data: paystack.data(reference) });
    const results = await Promise.all([
      ...Array.from({ length: 100 }, () => paystack.sendWebhook('charge.success', {}, { raw }).then((r) => r.status)),
      ...Array.from({ length: 10 }, () => dayo.client.json('GET', `/api/v1/payments/${reference}`).then((r) => r.status)),
    ]);
    expect(results.every((status) => status === 200)).toBe(true);
    await webhooksActedOn(server.db);
    expect(await activations(reference)).toHaveLength(1);
    await jobsSettled(server.db, 'payments.activated');
    expect(await receipts(dayo.email)).toHaveLength(1);
    const sub = await planOf(dayo);
    expect(sub.plan).toBe('pro');
    // One 30-day period, not 110 of them.
    expect((new Date(sub.endsAt).getTime() - Date.now()) / 86_400_000).toBeLessThan(30.1);
  });

  it('the database itself refuses a second activation of a payment', async () => {
    const ify = await signedInMember(server);
    const { reference } = await start(ify);
    paystack.pay(reference);
    await ify.client.json('GET', `/api/v1/payments/${reference}`);
    const [row] = await activations(reference);
    await expect(
      server.db
        .insertInto('plan_activations')
        .values({ ...row, activated_at: new Date() })
        .execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('an event stored by the webhook is acted on by the sweep, even when this process never got to it', async () => {
    const kemi = await signedInMember(server);
    const { reference } = await start(kemi);
    paystack.pay(reference);
    // The server queued the sweep when it started: one waits, due in 30 s.
    const waitingSweeps = () =>
      sql<{ due_in: number }>`
        SELECT extract(epoch FROM start_after - now()) AS due_in FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
         WHERE name = 'payments.webhook-events' AND singleton_key = 'sweep' AND state = 'created'`
        .execute(server.db)
        .then((result) => result.rows.map((row) => Number(row.due_in)));
    // (Polled: a sweep that is running has queued its successor a moment after it started.)
    await expect.poll(async () => (await waitingSweeps()).length).toBe(1);
    const [dueIn] = await waitingSweeps();
    expect(dueIn).toBeGreaterThan(0);
    expect(dueIn).toBeLessThanOrEqual(30);
    // As if the process stored the event and answered 200, then stopped before acting on it.
    await server.db
      .insertInto('payment_webhook_events')
      .values({ event: 'charge.success', reference, payload: JSON.stringify(paystack.data(reference)) })
      .execute();
    expect(await activations(reference)).toHaveLength(0);
    // A sweep run now (as the waiting one will when it is due) acts on it, and leaves one sweep waiting.
    expect(await jobDone(server.db, await server.context.jobs.send('payments.webhook-events', {}))).toBe('completed');
    await expect.poll(async () => (await waitingSweeps()).length).toBe(1);
    expect(await activations(reference)).toHaveLength(1);
    expect((await planOf(kemi)).plan).toBe('premium');
    const waiting = await server.db.selectFrom('payment_webhook_events').select('event_id').where('processed_at', 'is', null).execute();
    expect(waiting).toHaveLength(0);
  });

  it('refuses a bad signature (401) and malformed JSON (400), and answers 200 to ignored events, changing nothing', async () => {
    const efe = await signedInMember(server);
    const { reference } = await start(efe);
    paystack.pay(reference);
    const data = paystack.data(reference);
    const forged = await paystack.sendWebhook('charge.success', data, {
      signature: paystack.sign(JSON.stringify({ event: 'charge.success', data }), 'sk_wrong'),
    });
    expect(forged.status).toBe(401);
    expect((await paystack.sendWebhook('charge.success', data, { signature: '' })).status).toBe(401);
    const malformed = await paystack.sendWebhook('', {}, { raw: '{"event": "charge.success", "data": ' });
    expect(malformed.status).toBe(400);
    expect((await paystack.sendWebhook('transfer.success', { reference })).status).toBe(200);
    expect((await paystack.sendWebhook('charge.success', { ...data, reference: 'LH-UNKNOWN-000000' })).status).toBe(200);
    await webhooksActedOn(server.db);
    expect(await activations(reference)).toHaveLength(0);
    const row = await server.db.selectFrom('payments').select('status').where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('never activates when the amount or the currency differs from what was stored', async () => {
    const funke = await signedInMember(server);
    const first = await start(funke);
    paystack.pay(first.reference);
    expect((await paystack.sendWebhook('charge.success', paystack.data(first.reference, { amount: 100 }))).status).toBe(200);
    await webhooksActedOn(server.db);
    const second = await start(funke);
    paystack.pay(second.reference);
    paystack.transactions.get(second.reference)!.currency = 'GHS';
    const verified = await funke.client.json('GET', `/api/v1/payments/${second.reference}`);
    expect(verified.body.status).toBe('failed');
    expect(await activations(first.reference)).toHaveLength(0);
    expect(await activations(second.reference)).toHaveLength(0);
    expect((await planOf(funke)).plan).toBe('free');
  });

  it('a refund ends the plan it bought', async () => {
    const gbenga = await signedInMember(server);
    const { reference } = await start(gbenga);
    paystack.pay(reference);
    await paystack.sendWebhook('charge.success', paystack.data(reference));
    await webhooksActedOn(server.db);
    expect((await planOf(gbenga)).plan).toBe('premium');
    const refund = await paystack.sendWebhook('refund.processed', {
      status: 'processed',
      transaction_reference: reference,
      amount: 250_000,
      currency: 'NGN',
    });
    expect(refund.status).toBe(200);
    await webhooksActedOn(server.db);
    expect((await planOf(gbenga)).plan).toBe('free');
    expect((await gbenga.client.json('GET', `/api/v1/payments/${reference}`)).body.status).toBe('refunded');
    const kinds = (await server.db.selectFrom('notifications').select('kind').where('user_id', '=', gbenga.userId).execute()).map(
      (n) => n.kind,
    );
    expect(kinds).toContain('plan_expired');
  });

  it('another member cannot read a payment or its receipt (404)', async () => {
    const [owner, other] = await Promise.all([signedInMember(server), signedInMember(server)]);
    const { reference } = await start(owner);
    paystack.pay(reference);
    await owner.client.json('GET', `/api/v1/payments/${reference}`);
    for (const path of [`/api/v1/payments/${reference}`, `/api/v1/payments/${reference}/receipt`]) {
      const response = await other.client.json('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.message).toBe('Payment not found');
    }
    expect((await other.client.json('GET', '/api/v1/payments')).body.items).toEqual([]);
    expect((await other.client.json('GET', '/api/v1/payments/bad%20ref')).status).toBe(400);
  });
});

describe('in the member’s language', () => {
  it('a member who reads Yoruba gets the receipt email in Yoruba', async () => {
    const tunde = await signedInMember(server, { fullName: 'Tunde Bakare' });
    expect((await tunde.client.json('PUT', '/api/v1/me/language', { language: 'yo' })).status).toBe(200);
    const { reference } = await start(tunde, { planId: 'premium' });
    paystack.pay(reference);
    expect((await tunde.client.json('GET', `/api/v1/payments/${reference}`)).body.status).toBe('success');
    await jobsSettled(server.db, 'payments.activated');
    const mail = await server.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', tunde.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Ìwé-ẹ̀rí ìsanwó LocalHub rẹ fún Premium (${reference})`);
    expect(mail.text_body).toContain('Ẹ n lẹ́ o Tunde Bakare,');
    expect(mail.text_body).toContain(`Nọ́ńbà ìtọ́kasí: ${reference}`);
    expect(mail.text_body).toContain('Ètò: LocalHub Premium, ọjọ́ 30');
  });
});
