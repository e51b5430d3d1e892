import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDone } from '../support/jobs';
import { placeMember, setPlan } from '../support/builders/plans';
import { signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

const SECRET = randomBytes(32).toString('hex');
const REFUSAL =
  'Invalid configuration: PAYSTACK_SECRET_KEY is required when NODE_ENV=production (or set PAYMENTS=off to run without payments)';
const OFF = 'Payments are not available on LocalHub at the moment. Nothing was charged.';

/** `src/server/main.ts` as `npm start` runs it, with only the given settings; resolves with its exit code and output. */
function serverStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('production without a Paystack key', () => {
  it('refuses to start unless payments are turned off', async () => {
    const started = await serverStart({
      NODE_ENV: 'production',
      AUTH_SECRET: SECRET,
      // Set and empty, so that a .env file in the working directory cannot supply them.
      PAYSTACK_SECRET_KEY: '',
      PAYMENTS: 'on',
      // Never reached when the configuration is refused; a start that went on would fail here, not hang.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      LOG_LEVEL: 'warn',
    });
    expect(started.output.trim()).toBe(REFUSAL);
    expect(started.code).toBe(1);
    // Loading the server's code takes a few CPU seconds, many more on a machine busy with other test files.
  }, 120_000);
});

describe('production with PAYMENTS=off', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', AUTH_SECRET: SECRET, PAYMENTS: 'off', PHONE_SIGN_IN: 'off' });
    member = await signedInMember(server);
  });
  afterAll(() => server?.close());

  const paymentsOf = (userId: string) => server.db.selectFrom('payments').select('reference').where('user_id', '=', userId).execute();

  it('answers every payment start 503 with the reason, in the member’s language, and records no payment', async () => {
    const plan = await member.client.json('POST', '/api/v1/payments', { planId: 'premium', method: 'card' });
    expect(plan.status).toBe(503);
    expect(plan.body).toEqual({ error: { code: 'PAYMENTS_OFF', message: OFF } });

    const inPidgin = await member.client.request('POST', '/api/v1/payments', { planId: 'pro' }, { 'accept-language': 'pcm' });
    expect(inPidgin.status).toBe(503);
    expect(((await inPidgin.json()) as { error: { message: string } }).error.message).toBe(
      'Payment no dey work for LocalHub now. We no collect any money.',
    );

    // An advertisement's run (first payment or "Run again") is a payment start too.
    await setPlan(server.db, member.userId, 'premium');
    await placeMember(server.db, member.userId, 'Ikeja');
    const created = await member.client.json('POST', '/api/v1/advertisements', {
      title: 'Fresh bread daily',
      description: 'Hot loaves from 6 am.',
      adType: 'feed',
      budgetNaira: 5000,
      durationDays: 7,
      audience: 'all',
      link: { kind: 'url', url: 'https://bakery.example.ng/' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ad = await member.client.json('POST', '/api/v1/payments', { advertisementId: created.body.adId });
    expect(ad.status).toBe(503);
    expect(ad.body.error).toEqual({ code: 'PAYMENTS_OFF', message: OFF });

    expect(await paymentsOf(member.userId)).toEqual([]);
  });

  it('has no test checkout at all', async () => {
    expect(server.app.hasRoute({ method: 'GET', url: '/test-checkout/:reference' })).toBe(false);
    expect(server.app.hasRoute({ method: 'POST', url: '/test-checkout/:reference' })).toBe(false);
    const page = await member.client.json('GET', '/test-checkout/LH-ABC-123456');
    expect(page.status).toBe(404);
    expect(page.body.error.message).toBe('No route for GET /test-checkout/LH-ABC-123456');
  });

  it('does not charge a saved card at a plan’s end: the plan ends and the member is told', async () => {
    const renewing = await signedInMember(server);
    await server.db
      .insertInto('subscriptions')
      .values({
        user_id: renewing.userId,
        plan_id: 'premium',
        ends_at: new Date(Date.now() - 60_000),
        auto_renew: true,
        authorization_code: 'AUTH_saved_before_payments_were_off',
        authorization_email: renewing.email,
      })
      .execute();
    expect(await jobDone(server.db, await server.context.jobs.send('plan.lifecycle', { userId: renewing.userId }))).toBe('completed');
    expect(await paymentsOf(renewing.userId)).toEqual([]);
    expect((await renewing.client.json('GET', '/api/v1/subscription')).body.plan).toBe('free');
    const told = await server.db.selectFrom('notifications').select('kind').where('user_id', '=', renewing.userId).execute();
    expect(told.map((notice) => notice.kind).sort()).toEqual(['payment_failed', 'plan_expired']);
  });
});
