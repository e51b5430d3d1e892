import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { latestMail, memberData, signedInMember } from '../support/members';
import { useTestServer, type TestServer } from '../support/test-server';

// Issue 36 (H1): `/api/auth/./sign-in/email` and other spellings of a path skipped every limit, because the limits
// compared the raw path while Better Auth served the resolved one; a form-encoded body skipped the per-account limit;
// signing in by username counted apart from the email; and verification emails were not limited at all.
const server = useTestServer({
  SIGN_IN_LIMIT_PER_ACCOUNT: '3',
  SIGN_IN_LIMIT_PER_IP: '1000',
  SIGN_IN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES: '1000',
  ACCOUNT_LIMIT_PER_ADDRESS: '2',
  ACCOUNT_LIMIT_PER_IP: '0',
  // X-Forwarded-For stands for a different address per case, so no case spends another's per-address count.
  TRUST_PROXY: 'true',
});

let lastAddress = 0;
const freshAddress = () => {
  lastAddress += 1;
  return `10.36.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

/**
 * A POST with the request target exactly as given: fetch would resolve dot segments and drop the fragment itself, and
 * the point is what the server does with the spellings a client can send.
 */
function rawPost(
  target: TestServer,
  path: string,
  body: Record<string, string>,
  options: { form?: boolean; address?: string; cookie?: string } = {},
): Promise<{ status: number; body: any }> {
  const { hostname, port } = new URL(target.url);
  const text = options.form ? new URLSearchParams(body).toString() : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method: 'POST',
        path,
        headers: {
          origin: target.url,
          'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
          'content-length': Buffer.byteLength(text),
          ...(options.address ? { 'x-forwarded-for': options.address } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answer = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = answer;
          try {
            parsed = answer ? JSON.parse(answer) : null;
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: response.statusCode!, body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

/** Spellings of `/api/auth/<path>` that Better Auth resolves to the same endpoint, or that we now resolve to it. */
function spellings(path: string): string[] {
  const hex = path.charCodeAt(0).toString(16);
  return [
    `/api/auth/${path}`,
    `/api/auth/./${path}`,
    `/api/auth/%2e/${path}`,
    `/api/auth/%2E/${path}`,
    `/api/auth/x/../${path}`,
    `/api/auth/x/%2e%2e/${path}`,
    `/api/auth/${path}#x`,
    `/api/auth/${path}?x=1`,
    `/api/auth/${path}/`,
    `/api/auth//${path}`,
    `/api/auth/%${hex}${path.slice(1)}`,
    ...(path.includes('/') ? [`/api/auth/${path.replace('/', '//')}`, `/api/auth/${path.replace('/', '\\')}`] : []),
  ];
}

describe('every spelling of a limited path meets the limit (429)', () => {
  it.each(spellings('sign-in/email'))('sign-in by email at %s', async (path) => {
    const member = await signedInMember(server);
    const address = freshAddress();
    const attempt = () => rawPost(server, path, { email: member.email, password: 'Wrong-password-1' }, { address });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
  });

  it.each(spellings('sign-in/username'))('sign-in by username at %s', async (path) => {
    const member = await signedInMember(server);
    const address = freshAddress();
    const attempt = () => rawPost(server, path, { username: member.username, password: 'Wrong-password-1' }, { address });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });

  it.each(spellings('sign-up/email'))('sign-up at %s', async (path) => {
    const data = memberData();
    const body = { name: data.fullName, username: data.username, email: data.email, password: data.password };
    const address = freshAddress();
    expect((await rawPost(server, path, body, { address })).status).toBe(200);
    expect((await rawPost(server, path, body, { address })).status).toBe(409);
    const limited = await rawPost(server, path, body, { address });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-up attempts/);
  });

  it.each(spellings('request-password-reset'))('password reset at %s', async (path) => {
    const { email } = await signedInMember(server);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await rawPost(server, path, { email, redirectTo: '/auth/reset-password' }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    // Our answer, the same for every address, not Better Auth's own (whose timing told known addresses apart).
    expect(answers[0].body).toEqual({ status: true, message: 'If this email exists in our system, check your email for the reset link' });
    expect(answers[2].body.message).toMatch(/Too many password reset requests/);
  });

  it.each(spellings('send-verification-email'))('verification email at %s', async (path) => {
    const email = memberData().email;
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await rawPost(server, path, { email })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('spellings that have no one reading are refused (400), and the router is case-sensitive', () => {
  it.each([
    '/api/auth/sign-in%2Femail',
    '/api/auth/sign-in%2femail',
    '/api/auth/sign-in%5Cemail',
    '/api/auth/%2e%2e/v1/me',
    '/api/auth/x/../../v1/me',
    '/api/auth/%zz/sign-in/email',
    '/api/auth/.',
  ])('%s', async (path) => {
    const member = await signedInMember(server);
    const answer = await rawPost(server, path, { email: member.email, password: 'Wrong-password-1' }, { address: freshAddress() });
    expect(answer.status).toBe(400);
  });

  it('serves no other case of a path (Better Auth’s router matches it exactly), so case cannot dodge the limit', async () => {
    const member = await signedInMember(server);
    const address = freshAddress();
    const body = { email: member.email, password: member.password };
    for (const path of ['/api/auth/Sign-In/Email', '/api/auth/SIGN-IN/EMAIL', '/api/auth/sign-in/EMAIL']) {
      expect((await rawPost(server, path, body, { address })).status, path).toBe(404);
    }
  });
});

describe('the per-account limit counts the account, whatever names it and however the body is encoded', () => {
  it('counts form-encoded sign-ins with JSON ones', async () => {
    const member = await signedInMember(server);
    const address = freshAddress();
    const attempt = (form: boolean) =>
      rawPost(server, '/api/auth/sign-in/email', { email: member.email, password: 'Wrong-password-1' }, { address, form });
    for (const form of [true, true, false]) expect((await attempt(form)).status).toBe(401);
    expect((await attempt(true)).status).toBe(429);
    expect((await attempt(false)).status).toBe(429);
  });

  it('counts form-encoded sign-ups with JSON ones, by address', async () => {
    const data = memberData();
    const body = { name: data.fullName, username: data.username, email: data.email, password: data.password };
    expect((await rawPost(server, '/api/auth/sign-up/email', body, { form: true })).status).toBe(200);
    expect((await rawPost(server, '/api/auth/sign-up/email', body, { form: true })).status).toBe(409);
    expect((await rawPost(server, '/api/auth/sign-up/email', body)).status).toBe(429);
  });

  it('counts sign-ins by username and by email under one account, whatever their case and spaces', async () => {
    const member = await signedInMember(server);
    const address = freshAddress();
    const wrong = 'Wrong-password-1';
    expect((await rawPost(server, '/api/auth/sign-in/email', { email: member.email, password: wrong }, { address })).status).toBe(401);
    expect(
      (await rawPost(server, '/api/auth/sign-in/username', { username: member.username.toUpperCase(), password: wrong }, { address }))
        .status,
    ).toBe(401);
    expect(
      (await rawPost(server, '/api/auth/sign-in/email', { email: ` ${member.email.toUpperCase()} `, password: wrong }, { address })).status,
    ).toBeGreaterThanOrEqual(400);
    const limited = await rawPost(
      server,
      '/api/auth/sign-in/username',
      { username: member.username, password: member.password },
      { address },
    );
    expect(limited.status).toBe(429);
    // Another address still gets in: the stranger locked out only themselves.
    const owner = await rawPost(
      server,
      '/api/auth/sign-in/email',
      { email: member.email, password: member.password },
      { address: freshAddress() },
    );
    expect(owner.status).toBe(200);
  });

  it('counts an unknown name under itself, so probing is limited too', async () => {
    const address = freshAddress();
    const attempt = (email: string) => rawPost(server, '/api/auth/sign-in/email', { email, password: 'Wrong-password-1' }, { address });
    for (const email of ['nobody.36@example.ng', 'NOBODY.36@example.ng', 'Nobody.36@Example.ng'])
      expect((await attempt(email)).status).toBe(401);
    expect((await attempt('nobody.36@example.ng')).status).toBe(429);
  });
});

describe('verification emails are limited like reset emails', () => {
  it('answers the same at once for a known unverified address and an unknown one, and still sends the email', async () => {
    const data = memberData();
    const signUp = await server
      .client()
      .post('/api/auth/sign-up/email', { name: data.fullName, username: data.username, email: data.email, password: data.password });
    expect(signUp.status).toBe(200);
    const firstMail = await latestMail(server.db, data.email);
    const known = await server.client().json('POST', '/api/auth/send-verification-email', { email: data.email, callbackURL: '/app' });
    const unknown = await server.client().json('POST', '/api/auth/send-verification-email', { email: 'nobody.else@example.ng' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    // The email goes out after the answer (bounded poll for it).
    const deadline = Date.now() + 10_000;
    let mail = await latestMail(server.db, data.email);
    while (mail?.mail_id === firstMail?.mail_id && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20)); // poll interval
      mail = await latestMail(server.db, data.email);
    }
    expect(mail?.mail_id).not.toBe(firstMail?.mail_id);
    expect(mail?.text_body).toContain('/api/auth/verify-email?token=');
  });

  it('refuses a return address that leaves the site, for verification and reset emails alike', async () => {
    for (const [path, field] of [
      ['/api/auth/send-verification-email', 'callbackURL'],
      ['/api/auth/request-password-reset', 'redirectTo'],
    ]) {
      for (const target of ['//evil.example/steal', '/\\evil.example', 'https://evil.example/']) {
        const answer = await server.client().json('POST', path, { email: memberData().email, [field]: target });
        expect(answer.status, `${path} ${target}`).toBe(400);
        expect(answer.body.message).toBe('The address to return to must be a page of this site.');
      }
    }
  });
});
