import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, memberData, signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { mailMatching } from './support/security';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ACCOUNT_LIMIT_PER_ADDRESS: '3', ACCOUNT_LIMIT_PER_IP: '0' });
});
afterAll(() => server?.close());

const RESET_SUBJECT = /reset your localhub password/i;

/** Requests a reset email and returns the token of its link (each request sends a new link). */
async function resetToken(target: TestServer, member: TestMember): Promise<string> {
  const before = (
    await target.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  const request = await target
    .client()
    .post('/api/auth/request-password-reset', { email: member.email, redirectTo: '/auth/reset-password' });
  expect(request.status).toBe(200);
  // Wait for this request's email (the mail is sent after the answer).
  const deadline = Date.now() + 10_000;
  while (
    Number(
      (
        await target.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) === Number(before)
  ) {
    if (Date.now() > deadline) throw new Error('no reset email');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const mail = await mailMatching(target.db, member.email, RESET_SUBJECT);
  const landing = await target.client().get(linkIn(mail.text_body));
  return new URL(landing.headers.get('location')!, target.url).searchParams.get('token')!;
}

describe('reset links die when the password changes (7f)', () => {
  it('an earlier unused link stops working after a reset with a later one', async () => {
    const member = await signedInMember(server);
    const first = await resetToken(server, member);
    const second = await resetToken(server, member);
    expect(first).not.toBe(second);
    expect(
      (await server.client().json('POST', '/api/auth/reset-password', { token: second, newPassword: 'Pounded-yam-2026' })).status,
    ).toBe(200);
    const stale = await server.client().json('POST', '/api/auth/reset-password', { token: first, newPassword: 'Egusi-soup-2026' });
    expect(stale.status).toBe(400);
    expect(
      (await server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password: 'Egusi-soup-2026' })).status,
    ).toBe(401);
  });

  it('an outstanding link stops working after a password change', async () => {
    const member = await signedInMember(server);
    const token = await resetToken(server, member);
    const changed = await member.client.json('POST', '/api/v1/me/password', {
      newPassword: 'Moi-moi-and-pap-1',
      confirmPassword: 'Moi-moi-and-pap-1',
    });
    expect(changed.status).toBe(200);
    expect((await server.client().json('POST', '/api/auth/reset-password', { token, newPassword: 'Egusi-soup-2026' })).status).toBe(400);
  });
});

describe('weak passwords are refused with the rule they break (7i)', () => {
  const signUp = (overrides: Partial<ReturnType<typeof memberData>>) => {
    const data = memberData(overrides);
    return server.client().json('POST', '/api/auth/sign-up/email', {
      name: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
    });
  };

  it.each([
    ['all spaces', { password: '          ' }, /only spaces/i],
    ['one repeated character', { password: 'aaaaaaaaaaaa' }, /one character repeated/i],
    ['the username', { username: 'kelechi_okafor', password: 'kelechi_okafor' }, /username or email/i],
    ['the email', { email: 'ngozi.eze@example.ng', password: 'ngozi.eze@example.ng' }, /username or email/i],
  ])('at sign-up: %s', async (_label, overrides, message) => {
    const { status, body } = await signUp(overrides);
    expect(status).toBe(400);
    expect(body.field).toBe('password');
    expect(body.message).toMatch(message);
  });

  it('at password change and reset', async () => {
    const member = await signedInMember(server);
    for (const [password, message] of [
      ['        ', /only spaces/i],
      ['zzzzzzzzzz', /one character/i],
      [member.email, /username or email/i],
      [member.username, /username or email/i],
    ] as const) {
      const changed = await member.client.json('POST', '/api/v1/me/password', { newPassword: password, confirmPassword: password });
      expect(changed.status, password).toBe(400);
      expect(changed.body.error.fields.newPassword).toMatch(message);
    }
    const token = await resetToken(server, member);
    const reset = await server.client().json('POST', '/api/auth/reset-password', { token, newPassword: member.username });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toMatch(/username or email/i);
  });
});

describe('account emails and password changes are limited (7g)', () => {
  it('limits reset emails per address with 429 and Retry-After', async () => {
    const member = await signedInMember(server);
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 5; i += 1) {
      const response = await server.client().request('POST', '/api/auth/request-password-reset', { email: member.email });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = Number(response.headers.get('retry-after'));
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(retryAfter).toBeGreaterThan(0);
  });

  it('limits sign-ups, reset emails and password changes per IP', async () => {
    const strict = await startTestServer({ ACCOUNT_LIMIT_PER_ADDRESS: '100', ACCOUNT_LIMIT_PER_IP: '2' });
    try {
      const resets: number[] = [];
      for (let i = 0; i < 3; i += 1)
        resets.push((await strict.client().post('/api/auth/request-password-reset', { email: `someone${i}@example.ng` })).status);
      expect(resets).toEqual([200, 200, 429]);
      const signUps: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const data = memberData();
        signUps.push(
          (
            await strict
              .client()
              .post('/api/auth/sign-up/email', { name: data.fullName, username: data.username, email: data.email, password: data.password })
          ).status,
        );
      }
      expect(signUps).toEqual([200, 200, 429]);
      const verifications: number[] = [];
      for (let i = 0; i < 3; i += 1)
        verifications.push((await strict.client().post('/api/auth/send-verification-email', { email: `someone${i}@example.ng` })).status);
      expect(verifications).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('limits password changes per member', async () => {
    const member = await signedInMember(server);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const password = `Jollof-party-${i}-2026`;
      statuses.push((await member.client.json('POST', '/api/v1/me/password', { newPassword: password, confirmPassword: password })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

// Issue 36 (M3): Better Auth's own change-password accepted `password`, `12345678` and the member's email, and left
// outstanding reset links alive.
describe('Better Auth’s change-password follows the same rules as every other way to set a password', () => {
  const change = (member: TestMember, newPassword: string) =>
    member.client.json('POST', '/api/auth/change-password', { currentPassword: member.password, newPassword });

  it('refuses a common password and the member’s own email, and limits the attempts per member', async () => {
    const member = await signedInMember(server);
    for (const [password, code] of [
      ['password', 'COMMON_PASSWORD'],
      ['12345678', 'COMMON_PASSWORD'],
      [member.email, 'WEAK_PASSWORD'],
    ] as const) {
      const refused = await change(member, password);
      expect(refused.status, password).toBe(400);
      expect(refused.body).toMatchObject({ code, field: 'newPassword' });
    }
    // The same count as /api/v1/me/password (3 an hour on this server): the current password is not guessed without end.
    expect((await change(member, 'Suya-by-the-lagoon-7')).status).toBe(429);
    const signIn = await server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password: member.password });
    expect(signIn.status).toBe(200);
  });

  it('kills the member’s outstanding reset links once the password changes', async () => {
    const member = await signedInMember(server);
    const token = await resetToken(server, member);
    expect((await change(member, 'Suya-by-the-lagoon-7')).status).toBe(200);
    const stale = await server.client().json('POST', '/api/auth/reset-password', { token, newPassword: 'Egusi-soup-2026' });
    expect(stale.status).toBe(400);
    const signIn = await server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password: 'Suya-by-the-lagoon-7' });
    expect(signIn.status).toBe(200);
  });

  it('has no set-password route (Better Auth keeps it server-only)', async () => {
    const member = await signedInMember(server);
    expect((await member.client.json('POST', '/api/auth/set-password', { newPassword: 'password' })).status).toBe(404);
  });
});

describe('a reset request takes the same time for known and unknown emails (7k)', () => {
  it('the medians differ by less than the tolerance', async () => {
    const timing = await startTestServer({ ACCOUNT_LIMIT_PER_ADDRESS: '0' });
    try {
      const member = await signedInMember(timing);
      const time = async (email: string) => {
        const started = performance.now();
        const response = await timing.client().post('/api/auth/request-password-reset', { email });
        await response.text();
        expect(response.status).toBe(200);
        return performance.now() - started;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      for (let i = 0; i < 3; i += 1) await time(`warm-up${i}@example.ng`);
      // The lookup, token and email run after each answer; a pause lets them finish, and the order alternates, so one
      // request's leftover work falls on the next request of either kind alike instead of always on the same one.
      const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
      const attempt = async (round: number) => {
        const known: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 21; i += 1) {
          const knownFirst = i % 2 === 0;
          if (knownFirst) known.push(await time(member.email));
          await pause();
          unknown.push(await time(`nobody${round}-${i}@example.ng`));
          await pause();
          if (!knownFirst) {
            known.push(await time(member.email));
            await pause();
          }
        }
        return { known: median(known), unknown: median(unknown) };
      };
      // Before: 14.6 ms against 6.6 ms. Tolerance: 2 ms or a quarter of the faster median, whichever is larger. A leak
      // shows in every attempt; the rest of the suite running beside this file can push one attempt over by chance, so
      // the check passes when one of three attempts is within the tolerance.
      const within = ({ known, unknown }: { known: number; unknown: number }) =>
        Math.abs(known - unknown) < Math.max(2, Math.min(known, unknown) / 4);
      const attempts: Array<{ known: number; unknown: number }> = [];
      for (let round = 0; round < 3 && !attempts.some(within); round += 1) attempts.push(await attempt(round));
      const seen = attempts.map((a) => `known ${a.known.toFixed(1)} ms, unknown ${a.unknown.toFixed(1)} ms`).join('; ');
      expect(attempts.some(within), seen).toBe(true);
    } finally {
      await timing.close();
    }
  });
});
