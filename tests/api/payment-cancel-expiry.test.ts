import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../support/clock';
import { FakePaystack } from '../support/fake-paystack';
import { jobDone } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { webhooksActedOn } from '../support/payment-webhooks';
import { useTestServer } from '../support/test-server';

// Issue 37.6: a checkout the payer left is cancelled, one left unpaid expires by a durable job, and money that moves
// afterwards still activates what it paid for.
const MINUTE = 60_000;
const paystack = new FakePaystack();
const clock = new TestClock();
beforeAll(async () => {
  await paystack.start();
});
afterAll(() => paystack.stop());
const server = useTestServer(() => ({ PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url }), { clock });
beforeAll(() => {
  paystack.webhookUrl = `${server.url}/api/v1/payments/paystack/webhook`;
});
afterEach(() => clock.reset());

async function start(member: TestMember, planId: 'premium' | 'pro' = 'premium'): Promise<string> {
  const response = await member.client.json('POST', '/api/v1/payments', { planId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.reference;
}
const cancel = (member: TestMember, reference: string) => member.client.json('POST', `/api/v1/payments/${reference}/cancel`);
const statusOf = async (reference: string) =>
  (await server.db.selectFrom('payments').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;
const historyStatus = async (member: TestMember, reference: string) => {
  const items = (await member.client.json('GET', '/api/v1/payments?limit=50')).body.items as Array<{ reference: string; status: string }>;
  return items.find((item) => item.reference === reference)?.status;
};
const planOf = async (member: TestMember) => (await member.client.json('GET', '/api/v1/subscription')).body.plan;
/** Runs the payment's expiry job now, as its scheduled run would at the clock's time, and waits for it. */
const runExpiry = async (reference: string) =>
  expect(await jobDone(server.db, await server.context.jobs.send('payments.expire', { reference }))).toBe('completed');
async function payByWebhook(reference: string) {
  paystack.pay(reference);
  expect((await paystack.sendWebhook('charge.success', paystack.data(reference))).status).toBe(200);
  await webhooksActedOn(server.db);
}

describe('cancelling a checkout on return', () => {
  it('the payer’s cancel marks the payment cancelled, shown so in billing history; Paystack’s Cancel returns to that page', async () => {
    const ada = await signedInMember(server);
    const reference = await start(ada);
    const init = paystack.requests.find((r) => r.path === '/transaction/initialize' && r.body.reference === reference)!;
    expect(init.body.metadata.cancel_action).toBe(`${server.url}/payment-canceled?reference=${reference}`);
    expect(await historyStatus(ada, reference)).toBe('pending');

    const cancelled = await cancel(ada, reference);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ reference, status: 'cancelled', plan: 'premium', amount: 250_000 });
    expect(await historyStatus(ada, reference)).toBe('cancelled');
    // Again (a reload of the page): the same answer, nothing more.
    expect((await cancel(ada, reference)).body.status).toBe('cancelled');
    expect(await planOf(ada)).toBe('free');
  });

  it('nobody else may cancel it: another member gets 404, a visitor 401, and it stays pending', async () => {
    const bola = await signedInMember(server);
    const other = await signedInMember(server);
    const reference = await start(bola);
    const refused = await cancel(other, reference);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Payment not found');
    expect((await server.client().json('POST', `/api/v1/payments/${reference}/cancel`)).status).toBe(401);
    expect((await other.client.json('POST', '/api/v1/payments/not%20a%20ref/cancel')).status).toBe(400);
    expect(await statusOf(reference)).toBe('pending');
  });

  it('a paid payment is never cancelled (409), even when the webhook has not arrived yet', async () => {
    const chidi = await signedInMember(server);
    const paid = await start(chidi);
    await payByWebhook(paid);
    const refused = await cancel(chidi, paid);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This payment was completed, so it cannot be cancelled.');
    expect(await statusOf(paid)).toBe('success');

    // Paid at Paystack a moment before the member pressed Cancel; no webhook yet: the server asks Paystack first.
    const dayo = await signedInMember(server);
    const unseen = await start(dayo);
    paystack.pay(unseen);
    expect((await cancel(dayo, unseen)).status).toBe(409);
    expect(await statusOf(unseen)).toBe('success');
    expect(await planOf(dayo)).toBe('premium');
  });

  it('a success reported after the payer cancelled still activates the plan (the money moved)', async () => {
    const efe = await signedInMember(server);
    const reference = await start(efe);
    expect((await cancel(efe, reference)).body.status).toBe('cancelled');
    await payByWebhook(reference);
    expect(await statusOf(reference)).toBe('success');
    expect(await planOf(efe)).toBe('premium');
  });
});

describe('expiring a checkout left unpaid', () => {
  it('is a durable job queued with the payment for PAYMENT_EXPIRY_MINUTES (60) later', async () => {
    const fola = await signedInMember(server);
    const reference = await start(fola);
    const { rows } = await sql<{ minutes: number }>`
      SELECT extract(epoch FROM start_after - created_on)::float / 60 AS minutes FROM pgboss.job
       WHERE name = 'payments.expire' AND data->>'reference' = ${reference} AND state = 'created'`.execute(server.db);
    expect(rows).toHaveLength(1);
    expect(rows[0].minutes).toBeGreaterThan(59.5);
    expect(rows[0].minutes).toBeLessThan(60.5);
  });

  it('does nothing before the window is over, then marks it expired and billing history says so', async () => {
    const gbenga = await signedInMember(server);
    const reference = await start(gbenga);
    clock.advance(30 * MINUTE);
    await runExpiry(reference);
    expect(await statusOf(reference)).toBe('pending');
    clock.advance(31 * MINUTE);
    await runExpiry(reference);
    expect(await statusOf(reference)).toBe('expired');
    expect(await historyStatus(gbenga, reference)).toBe('expired');
    expect((await gbenga.client.json('GET', `/api/v1/payments/${reference}`)).body.status).toBe('expired');
  });

  it('a payment made at Paystack before the job ran activates instead of expiring', async () => {
    const halima = await signedInMember(server);
    const reference = await start(halima);
    paystack.pay(reference);
    clock.advance(61 * MINUTE);
    await runExpiry(reference);
    expect(await statusOf(reference)).toBe('success');
    expect(await planOf(halima)).toBe('premium');
  });

  it('a success webhook after the payment expired still activates it, once', async () => {
    const ike = await signedInMember(server);
    const reference = await start(ike, 'pro');
    clock.advance(61 * MINUTE);
    await runExpiry(reference);
    expect(await statusOf(reference)).toBe('expired');

    // A bank transfer that cleared late: Paystack reports it (twice, as it may).
    paystack.pay(reference);
    const raw = JSON.stringify({ event: 'charge.success', data: paystack.data(reference) });
    for (const response of await Promise.all([1, 2].map(() => paystack.sendWebhook('charge.success', {}, { raw })))) {
      expect(response.status).toBe(200);
    }
    await webhooksActedOn(server.db);
    expect(await statusOf(reference)).toBe('success');
    expect(await planOf(ike)).toBe('pro');
    const activations = await server.db.selectFrom('plan_activations').selectAll().where('reference', '=', reference).execute();
    expect(activations).toHaveLength(1);
    expect(await historyStatus(ike, reference)).toBe('success');
  });

  it('a failed or cancelled payment is left as it is by its expiry job', async () => {
    const jide = await signedInMember(server);
    const failed = await start(jide);
    paystack.decline(failed);
    expect((await paystack.sendWebhook('charge.failed', paystack.data(failed))).status).toBe(200);
    await webhooksActedOn(server.db);
    const left = await start(jide);
    await cancel(jide, left);
    clock.advance(61 * MINUTE);
    await runExpiry(failed);
    await runExpiry(left);
    expect(await statusOf(failed)).toBe('failed');
    expect(await statusOf(left)).toBe('cancelled');
  });
});
