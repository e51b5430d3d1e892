import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../support/members';
import { enableTwoFactor } from '../support/staff';
import { listenOn, templateCopy, useTestServer } from '../support/test-server';
import { nextTotpCode, totpCode } from '../support/totp';

const server = useTestServer();

async function signInWithPassword(member: { client: ReturnType<typeof server.client>; email: string; password: string }) {
  await member.client.post('/api/auth/sign-out');
  return member.client.json('POST', '/api/auth/sign-in/email', { email: member.email, password: member.password });
}

describe('two-factor sign-in (TOTP)', () => {
  it('asks for a code after the password, and signs in with a code from the authenticator', async () => {
    const member = await signedInMember(server, { fullName: 'Ngozi Secure' });
    const { secret, backupCodes } = await enableTwoFactor(member);
    expect(backupCodes).toHaveLength(10);
    expect(
      (await server.db.selectFrom('auth_user').select('two_factor_enabled').where('id', '=', member.userId).executeTakeFirstOrThrow())
        .two_factor_enabled,
    ).toBe(true);

    const first = await signInWithPassword(member);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    // The password alone opens nothing: no session until the code.
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(401);
    const wrong = await member.client.json('POST', '/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, Date.now() - 10 * 60_000),
    });
    expect(wrong.status).toBe(401);
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(401);
    const verified = await member.client.json('POST', '/api/auth/two-factor/verify-totp', { code: nextTotpCode(secret) });
    expect(verified.status).toBe(200);
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(200);
    const sessions = await server.db.selectFrom('auth_session').select('second_factor').where('user_id', '=', member.userId).execute();
    expect(sessions).toEqual([{ second_factor: true }]);
  });

  it('signs in with a one-time backup code, which then cannot be used again', async () => {
    const member = await signedInMember(server, { fullName: 'Obi Backup' });
    const { backupCodes } = await enableTwoFactor(member);
    expect((await signInWithPassword(member)).body).toMatchObject({ twoFactorRedirect: true });
    const used = await member.client.json('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(used.status).toBe(200);
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(200);

    expect((await signInWithPassword(member)).body).toMatchObject({ twoFactorRedirect: true });
    const again = await member.client.json('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(401);
    expect((await member.client.json('POST', '/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] })).status).toBe(200);
  });

  it('turns off only with the password', async () => {
    const member = await signedInMember(server, { fullName: 'Femi Off' });
    await enableTwoFactor(member);
    expect((await member.client.json('POST', '/api/auth/two-factor/disable', {})).status).toBe(400);
    expect((await member.client.json('POST', '/api/auth/two-factor/disable', { password: 'not-the-password-1' })).status).toBe(400);
    const enabled = () =>
      server.db.selectFrom('auth_user').select('two_factor_enabled').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect((await enabled()).two_factor_enabled).toBe(true);
    const off = await member.client.json('POST', '/api/auth/two-factor/disable', { password: member.password });
    expect(off.status).toBe(200);
    expect((await enabled()).two_factor_enabled).toBe(false);
    const plain = await signInWithPassword(member);
    expect(plain.status).toBe(200);
    expect(plain.body.twoFactorRedirect).toBeUndefined();
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(200);
  });
});

// Issue 36: a TOTP code could be used twice within its validity window.
describe('a TOTP code is accepted once', () => {
  const verify = (member: { client: ReturnType<typeof server.client> }, code: string) =>
    member.client.json('POST', '/api/auth/two-factor/verify-totp', { code });

  it('refuses the code that turned two-factor on, and a sign-in code used again, while they are still valid', async () => {
    const member = await signedInMember(server, { fullName: 'Kemi Replay' });
    const { secret, code: enableCode } = await enableTwoFactor(member);
    expect((await signInWithPassword(member)).body).toMatchObject({ twoFactorRedirect: true });
    const replayed = await verify(member, enableCode);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toMatchObject({ code: 'TOTP_CODE_USED', message: expect.stringMatching(/already used/) });
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(401);

    const next = nextTotpCode(secret);
    expect((await verify(member, next)).status).toBe(200);
    expect((await signInWithPassword(member)).body).toMatchObject({ twoFactorRedirect: true });
    expect((await verify(member, next)).status).toBe(401);
    // An earlier code of the window is refused too, once a later one was accepted.
    expect((await verify(member, totpCode(secret, Date.now() - 30_000))).status).toBe(401);
    expect((await member.client.json('GET', '/api/v1/me')).status).toBe(401);
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const member = await signedInMember(server, { fullName: 'Tunde Race' });
    const { secret } = await enableTwoFactor(member);
    const other = { ...member, client: server.client() };
    expect((await signInWithPassword(member)).body).toMatchObject({ twoFactorRedirect: true });
    expect((await signInWithPassword(other)).body).toMatchObject({ twoFactorRedirect: true });
    const code = nextTotpCode(secret);
    const statuses = (await Promise.all([verify(member, code), verify(other, code)])).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('holds across server processes: a code one process accepted, another refuses', async () => {
    const database = await templateCopy();
    const authSecret = randomBytes(32).toString('hex');
    const first = await listenOn(database.url, {}, { authSecret });
    const second = await listenOn(database.url, {}, { authSecret });
    try {
      const member = await signedInMember(first, { fullName: 'Bisi Twice' });
      const { secret } = await enableTwoFactor(member);
      const code = nextTotpCode(secret);
      expect((await signInWithPassword(member)).body).toMatchObject({ twoFactorRedirect: true });
      expect((await verify(member, code)).status).toBe(200);
      const elsewhere = { ...member, client: second.client() };
      expect((await signInWithPassword(elsewhere)).body).toMatchObject({ twoFactorRedirect: true });
      expect((await verify(elsewhere, code)).status).toBe(401);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
