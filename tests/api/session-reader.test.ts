import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

/**
 * The session cookie is read by our own fast reader (one query, Node's HMAC); these pin it to Better Auth's rules:
 * a tampered or foreign cookie is nobody, a revoked or expired session ends at once, and a session due for its daily
 * extension is extended by Better Auth.
 */
const COOKIE = 'localhub.session_token';
const server = useTestServer();
let member: TestMember;

beforeAll(async () => {
  member = await signedInMember(server, { fullName: 'Kemi Lawal' });
});

const me = (cookie: string) => server.client().request('GET', '/api/v1/me', undefined, { cookie: `${COOKIE}=${cookie}` });

async function sessionOf(email: string) {
  return server.db
    .selectFrom('auth_session as s')
    .innerJoin('auth_user as u', 'u.id', 's.user_id')
    .select(['s.id', 's.token', 's.expires_at'])
    .where('u.email', '=', email.toLowerCase())
    .orderBy('s.created_at', 'desc')
    .executeTakeFirstOrThrow();
}

describe('session cookie', () => {
  it('reads the signed-in member from the cookie Better Auth set', async () => {
    const cookie = member.client.cookies.get(COOKIE)!;
    expect(cookie).toBeTruthy();
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect((await response.json()).email).toBe(member.email);
  });

  it('refuses a cookie whose signature does not match, or that has no signature', async () => {
    const cookie = decodeURIComponent(member.client.cookies.get(COOKIE)!);
    const dot = cookie.lastIndexOf('.');
    const token = cookie.slice(0, dot);
    const signature = cookie.slice(dot + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await me(encodeURIComponent(`${token}.${flipped}`))).status).toBe(401);
    expect((await me(encodeURIComponent(token))).status).toBe(401);
    expect((await me(encodeURIComponent(`${token}x.${signature}`))).status).toBe(401);
    expect((await me('%E0%A4%A')).status).toBe(401);
  });

  it('ends an expired session and deletes it', async () => {
    const other = await signedInMember(server, { fullName: 'Expired Member' });
    const session = await sessionOf(other.email);
    await server.db
      .updateTable('auth_session')
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where('id', '=', session.id)
      .execute();
    expect((await other.client.json('GET', '/api/v1/me')).status).toBe(401);
    expect(await server.db.selectFrom('auth_session').select('id').where('id', '=', session.id).executeTakeFirst()).toBeUndefined();
  });

  it('lets Better Auth extend a session that is a day into its 30 days', async () => {
    const other = await signedInMember(server, { fullName: 'Daily Member' });
    const session = await sessionOf(other.email);
    await server.db
      .updateTable('auth_session')
      .set({ expires_at: sql`now() + interval '28 days'` })
      .where('id', '=', session.id)
      .execute();
    expect((await other.client.json('GET', '/api/v1/me')).status).toBe(200);
    const after = await sessionOf(other.email);
    expect(after.id).toBe(session.id);
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('ends a session at once when it is revoked', async () => {
    const other = await signedInMember(server, { fullName: 'Revoked Member' });
    expect((await other.client.json('GET', '/api/v1/me')).status).toBe(200);
    const session = await sessionOf(other.email);
    await server.db.deleteFrom('auth_session').where('id', '=', session.id).execute();
    expect((await other.client.json('GET', '/api/v1/me')).status).toBe(401);
  });
});
