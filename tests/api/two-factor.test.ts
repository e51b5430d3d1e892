import { describe, expect, it } from 'vitest';
import { signedInMember } from '../support/members';
import { enableTwoFactor } from '../support/staff';
import { useTestServer } from '../support/test-server';
import { totpCode } from '../support/totp';

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
    const verified = await member.client.json('POST', '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
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
