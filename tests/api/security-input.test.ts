import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberData, signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 10, 7b–7d: NUL characters, whole numbers beyond PostgreSQL's integers, deep JSON and null names gave 500.
let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await signedInMember(server);
});
afterAll(() => server?.close());

const NUL = 'a\u0000b';

interface Operation {
  method: string;
  path: string;
  parameters?: Array<{ in: 'path' | 'query'; name: string; required?: boolean; schema?: { type?: string } }>;
  body?: { properties?: Record<string, { type?: string; anyOf?: Array<{ type?: string }> }> };
}

/** Every /api/v1 operation, read from the server's own OpenAPI document, so a new route is swept without listing it. */
function operations(): Operation[] {
  const spec = server.app.swagger() as { paths: Record<string, Record<string, any>> };
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      list.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters,
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return list;
}

/** A valid value for a field, by name where its format matters, else by type. */
const VALID: Record<string, unknown> = {
  q: 'suya',
  lat: '6.5',
  lng: '3.38',
  kind: 'business',
  tab: 'all',
  band: 'city',
  userIds: 'someone',
  cursor: undefined,
  fullName: 'Ada Obi',
  theme: 'dark',
  newPassword: 'Strong-pass-123',
  confirmPassword: 'Strong-pass-123',
  contactPhone: '08031234567',
  websiteUrl: 'example.ng',
  type: 'work',
  startDate: '2020-01',
  endDate: '2021-01',
  rating: 5,
  priceKobo: 100,
  categoryId: 1,
};
const typeOf = (schema: { type?: string; anyOf?: Array<{ type?: string }> }) =>
  schema.type ?? schema.anyOf?.find((s) => s.type !== 'null')?.type;
function validValue(name: string, type: string | undefined): unknown {
  if (name in VALID) return VALID[name];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  return 'Text';
}

function pathWith(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? '1');
}
function queryOf(op: Operation, override: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    const value = override[p.name] ?? (p.required || p.name in VALID ? validValue(p.name, p.schema?.type) : undefined);
    if (value !== undefined) params.set(p.name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
function bodyOf(op: Operation, override: Record<string, unknown> = {}): unknown {
  if (!op.body) return op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
  const body: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.body.properties ?? {})) body[name] = validValue(name, typeOf(schema));
  return { ...body, ...override };
}

async function expect400(method: string, url: string, body: unknown, label: string) {
  const response = await member.client.request(method, url, body);
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 200)}`).toBe(400);
}

describe('NUL characters are refused with 400 everywhere (7b)', () => {
  it('in every path parameter, query parameter and text field of /api/v1', async () => {
    let checked = 0;
    for (const op of operations()) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      for (const p of pathParams) {
        await expect400(
          op.method,
          pathWith(op.path, { [p.name]: '%00' }) + queryOf(op, {}),
          bodyOf(op),
          `${op.method} ${op.path} path ${p.name}`,
        );
        checked += 1;
      }
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'query' && q.schema?.type === 'string')) {
        await expect400(
          op.method,
          pathWith(op.path, {}) + queryOf(op, { [p.name]: NUL }),
          bodyOf(op),
          `${op.method} ${op.path} query ${p.name}`,
        );
        checked += 1;
      }
      for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
        if (typeOf(schema) !== 'string') continue;
        await expect400(
          op.method,
          pathWith(op.path, {}) + queryOf(op, {}),
          bodyOf(op, { [name]: NUL }),
          `${op.method} ${op.path} body ${name}`,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(49);
  });

  it('GET /api/v1/search?q=%00', async () => {
    const { status, body } = await server.client().json('GET', '/api/v1/search?q=%00');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['/api/auth/sign-up/email', () => ({ ...memberData(), name: NUL })],
    ['/api/auth/sign-up/email', () => ({ name: 'Ada', username: 'ada_nul', email: 'ada.nul@example.ng', password: `Strong-${NUL}-pass` })],
    ['/api/auth/sign-in/email', () => ({ email: `x${NUL}@example.ng`, password: 'Whatever-123' })],
    ['/api/auth/sign-in/username', () => ({ username: NUL, password: 'Whatever-123' })],
    ['/api/auth/request-password-reset', () => ({ email: `x${NUL}@example.ng` })],
    ['/api/auth/reset-password', () => ({ token: NUL, newPassword: 'Strong-pass-123' })],
    ['/api/auth/update-user', () => ({ name: NUL })],
    ['/api/auth/send-verification-email', () => ({ email: `x${NUL}@example.ng` })],
  ])('in Better Auth’s %s', async (path, body) => {
    const response = await member.client.request('POST', path, body());
    expect(response.status).toBe(400);
  });

  it('in Better Auth paths and queries', async () => {
    expect((await server.client().get('/api/auth/reset-password/%00?callbackURL=/auth/reset-password')).status).toBe(400);
    expect((await server.client().get('/api/auth/verify-email?token=%00')).status).toBe(400);
  });
});

describe('whole numbers beyond the columns are refused with 400 (7c)', () => {
  it.each([
    ['GET', '/api/v1/lookups/cities?stateId=2147483648', undefined],
    ['GET', '/api/v1/lookups/states?countryId=2147483648', undefined],
    ['GET', '/api/v1/lookups/neighborhoods?cityId=99999999999', undefined],
    ['PATCH', '/api/v1/me', { fullName: 'Ada Obi', bio: null, cityId: 2147483648 }],
    ['POST', '/api/v1/businesses', { name: 'Suya Spot', cityId: 2147483648 }],
    ['POST', '/api/v1/professions', { title: 'Tailor', professionTypeId: 2147483648 }],
    ['POST', '/api/v1/messages', { receiverId: 'someone', content: 'Hi', productId: 1e16 }],
    ['GET', '/api/v1/businesses/9999999999999999', undefined],
    ['GET', '/api/v1/conversations/1/messages?after=99999999999999999', undefined],
  ])('%s %s', async (method, url, body) => {
    await expect400(method, url, body, `${method} ${url}`);
  });
});

describe('Better Auth bodies (7d)', () => {
  it('refuses deeply nested JSON with 400, not a stack overflow', async () => {
    const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/update-user']) {
      const response = await member.client.request('POST', path, undefined, { 'content-type': 'application/json' });
      expect(response.status).toBeLessThan(500);
      const nested = await fetch(new URL(path, server.url), {
        method: 'POST',
        headers: {
          origin: server.url,
          'content-type': 'application/json',
          cookie: [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: deep,
      });
      expect(nested.status, path).toBe(400);
    }
  });

  it('refuses update-user with a null name or an empty body', async () => {
    expect((await member.client.request('POST', '/api/auth/update-user', { name: null })).status).toBe(400);
    expect((await member.client.request('POST', '/api/auth/update-user', {})).status).toBe(400);
    const empty = await fetch(new URL('/api/auth/update-user', server.url), {
      method: 'POST',
      headers: {
        origin: server.url,
        'content-type': 'application/json',
        cookie: [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(empty.status).toBe(400);
    const named = await member.client.request('POST', '/api/auth/update-user', { name: 'Ada Obi' });
    expect(named.status).toBe(200);
  });

  // Issue 36: update-user took `username: null` (leaving the account without one) and an object as image.
  it.each([
    [{ username: null }, 'username', /Username must be/],
    [{ username: 'a b' }, 'username', /Username must be/],
    [{ image: { url: 'https://example.ng/a.png' } }, 'image', /https address or a path/],
    [{ image: 'javascript:alert(1)' }, 'image', /https address or a path/],
    [{ image: '//evil.example/a.png' }, 'image', /https address or a path/],
    [{ name: 42 }, 'name', /Full name is required/],
    [{ name: 'Ada Obi', displayUsername: 'Administrator' }, 'body', /Only your name, picture and username/],
  ])('refuses update-user with %j', async (body, field, message) => {
    const refused = await member.client.json('POST', '/api/auth/update-user', body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(refused.body.message).toMatch(message);
  });

  it('accepts update-user fields of their types: a picture address or null, and a valid username', async () => {
    const own = await signedInMember(server);
    const username = `ada_${own.userId
      .slice(0, 8)
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')}`;
    for (const body of [{ image: 'https://example.ng/ada.png' }, { image: '/media/ada.webp' }, { image: null }, { username }]) {
      expect((await own.client.json('POST', '/api/auth/update-user', body)).status, JSON.stringify(body)).toBe(200);
    }
    const row = await server.db.selectFrom('users').select('username').where('user_id', '=', own.userId).executeTakeFirstOrThrow();
    expect(row.username).toBe(username);
  });
});
