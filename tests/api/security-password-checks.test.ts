import { describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { enableTwoFactor } from '../support/staff';
import { useTestServer } from '../support/test-server';

// Issue 36: /api/auth/verify-password checked the current password for any session with no limit, and the two-factor
// endpoints that take the password (enable, disable, get-totp-uri, generate-backup-codes) checked it without the
// per-member count that change-password meets.
const server = useTestServer({
  ACCOUNT_LIMIT_PER_ADDRESS: '3',
  ACCOUNT_LIMIT_PER_IP: '5',
  // X-Forwarded-For stands for a different address per case, so no case spends another's per-IP count.
  TRUST_PROXY: 'true',
});

let lastAddress = 0;
const freshAddress = () => {
  lastAddress += 1;
  return `10.37.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const WRONG = 'Not-the-password-36';

async function send(member: TestMember, path: string, body: object, address: string, language = 'en') {
  const response = await member.client.request('POST', path, body, { 'x-forwarded-for': address, 'accept-language': language });
  const json = response.headers.get('content-type')?.includes('application/json');
  const answer = json ? await response.json() : await response.text();
  return { status: response.status, body: answer, retryAfter: response.headers.get('retry-after') };
}

describe('verify-password is not served', () => {
  it.each(['/api/auth/verify-password', '/api/auth/./verify-password', '/api/auth/verify-password/', '/api/auth//verify-password'])(
    '%s answers 404, even to the right password',
    async (path) => {
      const member = await signedInMember(server);
      const address = freshAddress();
      expect((await send(member, path, { password: member.password }, address)).status).toBe(404);
      expect((await send(member, path, { password: WRONG }, address)).status).toBe(404);
    },
  );
});

describe('delete-user, which also takes the password, is not enabled', () => {
  it('answers 404 before any check of the password', async () => {
    const member = await signedInMember(server);
    const address = freshAddress();
    for (const password of [member.password, WRONG]) {
      expect((await send(member, '/api/auth/delete-user', { password }, address)).status).toBe(404);
    }
    expect(await server.db.selectFrom('auth_user').select('id').where('id', '=', member.userId).executeTakeFirst()).toBeDefined();
  });
});

describe('the two-factor endpoints that check the password meet the per-member password count', () => {
  it('counts wrong passwords to enable, then refuses even the right one with a translated 429', async () => {
    const member = await signedInMember(server);
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await send(member, '/api/auth/two-factor/enable', { password: WRONG }, address)).status).toBe(400);
    }
    const limited = await send(member, '/api/auth/two-factor/enable', { password: member.password }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/^Too many attempts with your password\. Please wait \d+ minutes and try again\.$/);
    const pidgin = await send(member, '/api/auth/two-factor/enable', { password: member.password }, address, 'pcm');
    expect(pidgin.status).toBe(429);
    expect(pidgin.body.message).toMatch(/^You don try your password too many times\. Abeg wait \d+ minutes come try again\.$/);
    const user = await server.db.selectFrom('auth_user').select('two_factor_enabled').where('id', '=', member.userId).executeTakeFirst();
    expect(user?.two_factor_enabled).toBe(false);
  });

  it('shares one count across enable, get-totp-uri, generate-backup-codes, disable and change-password', async () => {
    const member = await signedInMember(server);
    await enableTwoFactor(member); // the first of three
    const address = freshAddress();
    expect((await send(member, '/api/auth/two-factor/get-totp-uri', { password: WRONG }, address)).status).toBe(400);
    expect((await send(member, '/api/auth/two-factor/generate-backup-codes', { password: WRONG }, address)).status).toBe(400);
    for (const [path, body] of [
      ['/api/auth/two-factor/disable', { password: member.password }],
      ['/api/auth/two-factor/get-totp-uri', { password: member.password }],
      ['/api/auth/two-factor/generate-backup-codes', { password: member.password }],
      ['/api/auth/change-password', { currentPassword: member.password, newPassword: 'Suya-by-the-lagoon-37' }],
    ] as const) {
      expect((await send(member, path, body, address)).status, path).toBe(429);
    }
    const user = await server.db.selectFrom('auth_user').select('two_factor_enabled').where('id', '=', member.userId).executeTakeFirst();
    expect(user?.two_factor_enabled).toBe(true);
  });

  it('counts a change-password against the two-factor endpoints too', async () => {
    const member = await signedInMember(server);
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      const wrong = { currentPassword: WRONG, newPassword: 'Suya-by-the-lagoon-37' };
      expect((await send(member, '/api/auth/change-password', wrong, address)).status).toBe(400);
    }
    expect((await send(member, '/api/auth/two-factor/enable', { password: member.password }, address)).status).toBe(429);
  });

  it('counts the attempts of every member from one IP', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const member = await signedInMember(server);
      for (let j = 0; j < 2; j += 1) {
        statuses.push((await send(member, '/api/auth/two-factor/disable', { password: WRONG }, address)).status);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
