import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { businessBody, createBusiness } from './support/listings';

const server = useTestServer();

/** Puts the member on a plan straight in the database (payments themselves are tested in payments.test.ts). */
async function setPlan(member: TestMember, plan: 'free' | 'pro', endsAt: Date | null) {
  await server.db
    .insertInto('subscriptions')
    .values({ user_id: member.userId, plan_id: plan, ends_at: endsAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ plan_id: plan, ends_at: endsAt }))
    .execute();
}

const withToken = (token: string) => {
  const client = server.client();
  return {
    json: async (method: string, path: string, body?: unknown) => {
      const response = await client.request(method, path, body, { authorization: `Bearer ${token}` });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
  };
};

let pro: TestMember;
let other: TestMember;
let otherBusinessId: number;

beforeAll(async () => {
  [pro, other] = await Promise.all([
    signedInMember(server, { fullName: 'Pro Member' }),
    signedInMember(server, { fullName: 'Other Member' }),
  ]);
  await setPlan(pro, 'pro', new Date(Date.now() + 30 * 86_400_000));
  otherBusinessId = (await createBusiness(other, { name: 'Someone Else Ltd' })).businessId;
});

async function newToken(name = 'Inventory sync') {
  const created = await pro.client.json('POST', '/api/v1/me/tokens', { name });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; token: string; prefix: string; name: string };
}

describe('personal access tokens', () => {
  it('are for Pro members only', async () => {
    expect((await other.client.json('GET', '/api/v1/me/tokens')).status).toBe(403);
    const refused = await other.client.json('POST', '/api/v1/me/tokens', { name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/Pro plan/);
    expect((await pro.client.json('POST', '/api/v1/me/tokens', { name: '' })).status).toBe(400);
  });

  it('are shown once and stored hashed', async () => {
    const created = await newToken();
    expect(created.token).toMatch(/^lh_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 11));
    const list = (await pro.client.json('GET', '/api/v1/me/tokens')).body.items;
    expect(list).toEqual([
      { id: created.id, name: 'Inventory sync', prefix: created.prefix, createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const stored = await server.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('token_id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.token);
  });

  it('work on the member’s own listings, 403 on another’s, never on account, payment, token or message endpoints', async () => {
    const { token, id } = await newToken('Shop bot');
    const api = withToken(token);
    const made = await api.json('POST', '/api/v1/businesses', businessBody({ name: 'Token Made Stores' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.owner.userId).toBe(pro.userId);
    expect(made.body.verified).toBe(true);
    expect(
      (await api.json('PUT', `/api/v1/businesses/${made.body.businessId}`, businessBody({ name: 'Token Renamed Stores' }))).status,
    ).toBe(200);
    expect((await api.json('GET', '/api/v1/businesses/mine')).body.items.map((b: { name: string }) => b.name)).toEqual([
      'Token Renamed Stores',
    ]);

    const foreign = await api.json('PUT', `/api/v1/businesses/${otherBusinessId}`, businessBody({ name: 'Hijacked' }));
    expect(foreign.status).toBe(403);
    expect((await api.json('DELETE', `/api/v1/businesses/${otherBusinessId}`)).status).toBe(403);

    for (const [method, path] of [
      ['GET', '/api/v1/me'],
      ['GET', '/api/v1/payments'],
      ['POST', '/api/v1/payments'],
      ['GET', '/api/v1/subscription'],
      ['GET', '/api/v1/me/tokens'],
      ['DELETE', `/api/v1/me/tokens/${id}`],
      ['GET', '/api/v1/conversations'],
    ]) {
      expect((await api.json(method, path, method === 'POST' ? { planId: 'pro' } : undefined)).status, `${method} ${path}`).toBe(401);
    }
    const used = await server.db
      .selectFrom('access_tokens')
      .select('last_used_at')
      .where('token_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(used.last_used_at).not.toBeNull();
  });

  it('stop working once revoked (401), or with a made-up token', async () => {
    const { token, id } = await newToken('Temporary');
    const api = withToken(token);
    expect((await api.json('GET', '/api/v1/businesses/mine')).status).toBe(200);
    expect((await pro.client.json('DELETE', `/api/v1/me/tokens/${id}`)).status).toBe(204);
    const revoked = await api.json('GET', '/api/v1/businesses/mine');
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.message).toMatch(/revoked/);
    expect((await pro.client.json('DELETE', `/api/v1/me/tokens/${id}`)).status).toBe(404);
    expect((await withToken(`lh_pat_${'A'.repeat(43)}`).json('GET', '/api/v1/businesses/mine')).status).toBe(401);
    expect((await withToken('nonsense').json('GET', '/api/v1/businesses/mine')).status).toBe(401);
    expect((await other.client.json('DELETE', `/api/v1/me/tokens/${(await newToken('Mine')).id}`)).status).toBe(404);
  });

  it('allow 60 requests a minute per token, then 429 with Retry-After', async () => {
    const { token } = await newToken('Busy');
    const api = withToken(token);
    const statuses = await Promise.all(Array.from({ length: 60 }, () => api.json('GET', '/api/v1/businesses/mine').then((r) => r.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await api.json('GET', '/api/v1/businesses/mine');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token of the same member has its own allowance.
    expect((await withToken((await newToken('Quiet')).token).json('GET', '/api/v1/businesses/mine')).status).toBe(200);
  });

  it('stop working when the plan is no longer Pro', async () => {
    const { token } = await newToken('Until the end');
    await setPlan(pro, 'pro', new Date(Date.now() - 1000));
    const ended = await withToken(token).json('GET', '/api/v1/businesses/mine');
    expect(ended.status).toBe(403);
    expect(ended.body.error.message).toMatch(/Pro plan has ended/);
    await setPlan(pro, 'pro', new Date(Date.now() + 30 * 86_400_000));
    expect((await withToken(token).json('GET', '/api/v1/businesses/mine')).status).toBe(200);
  });

  it('are described in the OpenAPI document', async () => {
    const doc = await (await server.client().get('/api/docs/json')).json();
    expect(doc.components.securitySchemes.personalAccessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('Authorization: Bearer lh_pat_');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/me/tokens', '/api/v1/me/tokens/{id}']));
  });
});
