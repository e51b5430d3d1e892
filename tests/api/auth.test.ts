import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkIn, memberData, signedUpMember as signedInMember } from '../support/members'; // the real sign-up round trip
import { startTestServer, type TestServer } from '../support/test-server';
import { mailMatching } from './support/security';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SIGN_IN_LIMIT_PER_ACCOUNT: '4', SIGN_IN_LIMIT_PER_IP: '40' });
});
afterAll(() => server?.close());

const signUpBody = (data: ReturnType<typeof memberData>) => ({
  name: data.fullName,
  username: data.username,
  email: data.email,
  password: data.password,
});

describe('sign-up', () => {
  it.each([
    ['a missing full name', { name: '  ' }, 'fullName', /full name is required/i],
    ['a too short username', { username: 'ab' }, 'username', /3–30 letters/],
    ['a username with a space', { username: 'ada eze' }, 'username', /3–30 letters/],
    ['a too long username', { username: 'a'.repeat(31) }, 'username', /3–30 letters/],
    ['an invalid email', { email: 'not-an-email' }, 'email', /valid email/i],
    ['a 7-character password', { password: 'Abc-123' }, 'password', /at least 8 characters/],
    ['a common password', { password: 'password123' }, 'password', /most common passwords/],
  ])('refuses %s with 400 naming the field', async (_label, override, field, message) => {
    const client = server.client();
    const { status, body } = await client.json('POST', '/api/auth/sign-up/email', { ...signUpBody(memberData()), ...override });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.message).toMatch(message);
  });

  it('creates the account and its member row, and emails a verification link', async () => {
    const data = memberData({ fullName: 'Ngozi Chukwu' });
    const { status } = await server.client().json('POST', '/api/auth/sign-up/email', signUpBody(data));
    expect(status).toBe(200);
    const member = await server.db.selectFrom('users').selectAll().where('email', '=', data.email).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ username: data.username, full_name: 'Ngozi Chukwu', bio: null, profile_picture: null });
    const mail = await latestMail(server.db, data.email);
    expect(mail?.subject).toMatch(/verify your email/i);
    expect(linkIn(mail!.text_body)).toContain('/api/auth/verify-email?token=');
  });

  it('answers 409 for a taken email or username, whatever the case', async () => {
    const taken = memberData();
    await server.client().json('POST', '/api/auth/sign-up/email', signUpBody(taken));

    const sameEmail = await server
      .client()
      .json('POST', '/api/auth/sign-up/email', signUpBody({ ...memberData(), email: taken.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });

    const sameUsername = await server
      .client()
      .json('POST', '/api/auth/sign-up/email', signUpBody({ ...memberData(), username: taken.username.toUpperCase() }));
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
  });
});

describe('sign-in', () => {
  it('refuses an unverified email, then accepts it once the emailed link is followed', async () => {
    const data = memberData();
    const client = server.client();
    await client.post('/api/auth/sign-up/email', signUpBody(data));
    const early = await client.json('POST', '/api/auth/sign-in/email', { email: data.email, password: data.password });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const verify = await client.get(linkIn((await latestMail(server.db, data.email))!.text_body));
    expect(verify.status).toBe(302);
    const signIn = await client.json('POST', '/api/auth/sign-in/email', { email: data.email, password: data.password });
    expect(signIn.status).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that opens /api/v1/me', async () => {
    const member = await signedInMember(server, { fullName: 'Aminu Bello' });
    const response = await member.client.post('/api/auth/sign-in/email', { email: member.email, password: member.password });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('localhub.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await member.client.json('GET', '/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: member.email, username: member.username, fullName: 'Aminu Bello', plan: 'free' });
  });

  it('refuses a wrong password with 401', async () => {
    const member = await signedInMember(server);
    const { status, body } = await server
      .client()
      .json('POST', '/api/auth/sign-in/email', { email: member.email, password: 'Wrong-password-1' });
    expect(status).toBe(401);
    expect(body.message).toMatch(/invalid email or password/i);
  });

  it('answers /api/v1/me with 401 without a session', async () => {
    const { status, body } = await server.client().json('GET', '/api/v1/me');
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
  });

  it('limits attempts per account with 429 and a clear message, even with the right password', async () => {
    const member = await signedInMember(server);
    const attempt = (password: string) => server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password });
    // Limit 4: the member's own successful sign-in does not count, four wrong ones spend it.
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong-password-1')).status).toBe(401);
    const limited = await attempt(member.password);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/too many sign-in attempts/i);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-in limit per IP address', () => {
  it('answers 429 once one address has spent its attempts, whichever accounts it tries', async () => {
    const strict = await startTestServer({ SIGN_IN_LIMIT_PER_IP: '3', SIGN_IN_LIMIT_PER_ACCOUNT: '100' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await strict
          .client()
          .post('/api/auth/sign-in/email', { email: `someone${i}@example.ng`, password: 'Whatever-123' });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  it('signing out ends the session on the server, not only in the browser', async () => {
    const member = await signedInMember(server);
    const stolen = new Map(member.client.cookies);
    expect((await member.client.post('/api/auth/sign-out')).status).toBe(200);

    const replay = server.client();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    expect((await replay.json('GET', '/api/v1/me')).status).toBe(401);
  });

  it('lists the active sessions and revokes the others', async () => {
    const member = await signedInMember(server);
    const phone = server.client();
    await phone.post('/api/auth/sign-in/email', { email: member.email, password: member.password });

    const list = await member.client.json('GET', '/api/auth/list-sessions');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);

    expect((await member.client.post('/api/auth/revoke-other-sessions')).status).toBe(200);
    expect((await phone.json('GET', '/api/v1/me')).status).toBe(401);
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(200);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the emailed link', async () => {
    const member = await signedInMember(server);
    const visitor = server.client();
    const request = await visitor.post('/api/auth/request-password-reset', { email: member.email, redirectTo: '/auth/reset-password' });
    expect(request.status).toBe(200);
    // The email is sent after the answer (the answer's timing must not tell whether the address has an account).
    const mail = await mailMatching(server.db, member.email, /reset your localhub password/i);

    const landing = await visitor.get(linkIn(mail!.text_body));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!, server.url);
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;

    const common = await visitor.json('POST', '/api/auth/reset-password', { token, newPassword: 'iloveyou' });
    expect(common.status).toBe(400);
    const reset = await visitor.json('POST', '/api/auth/reset-password', { token, newPassword: 'Jollof-rice-2026' });
    expect(reset.status).toBe(200);

    const old = await server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password: member.password });
    expect(old.status).toBe(401);
    const fresh = await server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password: 'Jollof-rice-2026' });
    expect(fresh.status).toBe(200);
  });

  it('changes the password of a signed-in member and signs out their other sessions', async () => {
    const member = await signedInMember(server);
    const other = server.client();
    await other.post('/api/auth/sign-in/email', { email: member.email, password: member.password });

    const mismatch = await member.client.json('POST', '/api/v1/me/password', {
      newPassword: 'Suya-and-zobo-1',
      confirmPassword: 'Suya-and-zobo-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirmPassword).toMatch(/don't match/);
    const short = await member.client.json('POST', '/api/v1/me/password', { newPassword: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.newPassword).toMatch(/at least 8 characters/);

    const changed = await member.client.json('POST', '/api/v1/me/password', {
      newPassword: 'Suya-and-zobo-1',
      confirmPassword: 'Suya-and-zobo-1',
    });
    expect(changed.status).toBe(200);
    expect((await other.json('GET', '/api/v1/me')).status).toBe(401);
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(200);
    const signIn = await server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password: 'Suya-and-zobo-1' });
    expect(signIn.status).toBe(200);
  });

  it('refuses a password change without a session', async () => {
    const { status } = await server
      .client()
      .json('POST', '/api/v1/me/password', { newPassword: 'Suya-and-zobo-1', confirmPassword: 'Suya-and-zobo-1' });
    expect(status).toBe(401);
  });
});
