import { describe, expect, it } from 'vitest';
import { jobsSettled } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { webhooksActedOn } from '../support/payment-webhooks';

// No PAYSTACK_SECRET_KEY: the built-in test checkout stands in for Paystack.
const server = useTestServer();

async function checkout(member: TestMember, planId = 'premium') {
  const started = await member.client.json('POST', '/api/v1/payments', { planId });
  expect(started.status).toBe(200);
  expect(started.body.authorizationUrl).toBe(`${server.url}/test-checkout/${started.body.reference}`);
  return started.body.reference as string;
}

/** The checkout page as its payer, another member or a visitor (no session) opens it. */
const openPage = (reference: string, as: TestMember | null) => (as ? as.client : server.client()).get(`/test-checkout/${reference}`);
/** A button of the checkout page (Pay, Fail, Cancel): the form it posts. */
const choose = (reference: string, action: string, as: TestMember | null) =>
  (as ? as.client : server.client()).request('POST', `/test-checkout/${reference}`, new URLSearchParams({ action }));

describe('the built-in test checkout (no Paystack key)', () => {
  it('says plainly that no money moves, and Pay activates through the outcomes port and verify', async () => {
    const member = await signedInMember(server);
    const reference = await checkout(member);
    const page = await openPage(reference, member);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('no money moves');
    expect(html).toContain('₦2,500.00');
    expect(html).toMatch(/>Pay ₦2,500.00<\/button>[\s\S]*>Fail<\/button>[\s\S]*>Cancel<\/button>/);

    const paid = await choose(reference, 'pay', member);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/payment-success?reference=${reference}`);
    // Pay reports to the port Paystack's webhook events reach activation through; verify reads the same outcome.
    await webhooksActedOn(server.db);
    expect((await server.db.selectFrom('plan_activations').selectAll().where('reference', '=', reference).execute()).length).toBe(1);
    const status = await member.client.json('GET', `/api/v1/payments/${reference}`);
    expect(status.body).toMatchObject({ status: 'success', amount: 250_000, plan: 'premium' });
    expect((await member.client.json('GET', '/api/v1/subscription')).body).toMatchObject({ plan: 'premium', canAutoRenew: true });
    await jobsSettled(server.db, 'payments.activated');
    const receipt = await member.client.json('GET', `/api/v1/payments/${reference}/receipt`);
    expect(receipt.body.channelDetail).toBe('Visa •••• 4081');
    // Paying twice on the page changes nothing.
    expect((await choose(reference, 'pay', member)).status).toBe(303);
    await webhooksActedOn(server.db);
    expect((await server.db.selectFrom('plan_activations').selectAll().where('reference', '=', reference).execute()).length).toBe(1);
  });

  it('Fail leaves the plan unchanged; Cancel returns to /payment-canceled', async () => {
    const member = await signedInMember(server);
    const failed = await checkout(member, 'pro');
    expect((await choose(failed, 'fail', member)).headers.get('location')).toBe(`${server.url}/payment-success?reference=${failed}`);
    expect((await member.client.json('GET', `/api/v1/payments/${failed}`)).body.status).toBe('failed');
    expect((await member.client.json('GET', `/api/v1/payments/${failed}/receipt`)).status).toBe(404);

    const canceled = await checkout(member, 'pro');
    const response = await choose(canceled, 'cancel', member);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${server.url}/payment-canceled?reference=${canceled}`);
    expect((await member.client.json('GET', `/api/v1/payments/${canceled}`)).body.status).toBe('pending');
    expect((await member.client.json('GET', '/api/v1/subscription')).body.plan).toBe('free');

    expect((await choose(canceled, 'steal', member)).status).toBe(400);
    expect((await openPage('LH-NOPE-123456', member)).status).toBe(404);
  });

  it('is its payer’s alone: a visitor or another member gets the 404 of an unknown reference, for the page and every button', async () => {
    const payer = await signedInMember(server);
    const other = await signedInMember(server);
    const reference = await checkout(payer);
    const unknown = await (await openPage('LH-NOPE-123456', payer)).text();
    for (const stranger of [null, other]) {
      const page = await openPage(reference, stranger);
      expect(page.status).toBe(404);
      const html = await page.text();
      // Neither the reference is confirmed nor anything of the payment shown.
      expect(html).toBe(unknown);
      expect(html).not.toContain(payer.email);
      expect(html).not.toContain('₦2,500.00');
      for (const action of ['pay', 'fail', 'cancel']) {
        const response = await choose(reference, action, stranger);
        expect(response.status).toBe(404);
        expect(response.headers.get('location')).toBeNull();
      }
    }
    await webhooksActedOn(server.db);
    expect((await payer.client.json('GET', `/api/v1/payments/${reference}`)).body.status).toBe('pending');
    expect((await payer.client.json('GET', '/api/v1/subscription')).body.plan).toBe('free');
    expect((await other.client.json('GET', '/api/v1/subscription')).body.plan).toBe('free');

    // The payer sees it and pays it.
    const page = await openPage(reference, payer);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(payer.email);
    expect((await choose(reference, 'pay', payer)).status).toBe(303);
    await webhooksActedOn(server.db);
    expect((await payer.client.json('GET', '/api/v1/subscription')).body.plan).toBe('premium');
  });

  it('reports Pay and Fail to activation in the process, not through the webhook route', async () => {
    const member = await signedInMember(server);
    const paid = await checkout(member, 'pro');
    const failed = await checkout(member, 'premium');
    expect((await choose(paid, 'pay', member)).status).toBe(303);
    expect((await choose(failed, 'fail', member)).status).toBe(303);
    // Settled when the buttons answer, without waiting for an inbox, and the webhook inbox never saw either payment.
    const activations = await server.db
      .selectFrom('plan_activations')
      .select('reference')
      .where('reference', 'in', [paid, failed])
      .execute();
    expect(activations).toEqual([{ reference: paid }]);
    const statuses = await server.db
      .selectFrom('payments')
      .select(['reference', 'status'])
      .where('reference', 'in', [paid, failed])
      .execute();
    expect(Object.fromEntries(statuses.map((row) => [row.reference, row.status]))).toEqual({ [paid]: 'success', [failed]: 'failed' });
    const stored = await server.db
      .selectFrom('payment_webhook_events')
      .select('reference')
      .where('reference', 'in', [paid, failed])
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses webhooks not signed with the test secret', async () => {
    const response = await fetch(`${server.url}/api/v1/payments/paystack/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
      body: JSON.stringify({ event: 'charge.success', data: {} }),
    });
    expect(response.status).toBe(401);
  });
});
