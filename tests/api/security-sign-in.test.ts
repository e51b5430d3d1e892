import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoppedClock } from '../support/clock';
import { signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 10, 7a: the sign-in limiter's windows never ended, Retry-After fell to 0, correct sign-ins counted, and a
// stranger could lock anyone out with 11 requests.
let server: TestServer;
// The limits read this clock: a window passes when the test says so, not when a busy machine has been slow.
const clock = new StoppedClock();
beforeAll(async () => {
  // TRUST_PROXY lets X-Forwarded-For stand for different addresses.
  server = await startTestServer(
    {
      SIGN_IN_LIMIT_PER_ACCOUNT: '3',
      SIGN_IN_LIMIT_PER_IP: '100',
      SIGN_IN_LIMIT_WINDOW_SECONDS: '60',
      SIGN_IN_LIMIT_ACCOUNT_WINDOW_SECONDS: '60',
      TRUST_PROXY: 'true',
    },
    { clock },
  );
});
afterAll(() => server?.close());

const signInFrom = (ip: string, email: string, password: string) =>
  server.client().request('POST', '/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': ip });

describe('sign-in limit windows', () => {
  it('ends the window: a locked account can sign in again once it has passed, and Retry-After gives the real seconds', async () => {
    const member = await signedInMember(server);
    for (let i = 0; i < 3; i += 1) expect((await signInFrom('10.1.0.1', member.email, 'Wrong-password-1')).status).toBe(401);
    const limited = await signInFrom('10.1.0.1', member.email, member.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(60);

    // Before the fix the window never ended, with Retry-After: 0.
    clock.advance(59_000);
    expect((await signInFrom('10.1.0.1', member.email, member.password)).status).toBe(429);
    clock.advance(1_000);
    expect((await signInFrom('10.1.0.1', member.email, member.password)).status).toBe(200);
  });

  it('does not count successful sign-ins toward the account limit', async () => {
    const member = await signedInMember(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signInFrom('10.2.0.1', member.email, member.password)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('a stranger who spends an account’s attempts locks out only themselves', async () => {
    const member = await signedInMember(server);
    for (let i = 0; i < 3; i += 1) expect((await signInFrom('203.0.113.9', member.email, 'Guess-password-1')).status).toBe(401);
    expect((await signInFrom('203.0.113.9', member.email, 'Guess-password-2')).status).toBe(429);
    expect((await signInFrom('198.51.100.7', member.email, member.password)).status).toBe(200);
  });
});
