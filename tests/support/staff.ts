import type { Db } from '../../src/server/db/database';
import { signedInMember, type TestMember } from './members';
import type { TestServer } from './test-server';
import { secretOf, totpCode } from './totp';

export interface TwoFactorSetup {
  secret: string;
  backupCodes: string[];
  /** The code that confirmed it (used up: a TOTP code is accepted once). */
  code: string;
}

/** Turns on TOTP for a signed-in member as the Security page does: password, then a code from the new secret. */
export async function enableTwoFactor(member: TestMember): Promise<TwoFactorSetup> {
  const enable = await member.client.json('POST', '/api/auth/two-factor/enable', { password: member.password });
  if (enable.status !== 200) throw new Error(`enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
  const secret = secretOf(enable.body.totpURI);
  const code = totpCode(secret);
  const verify = await member.client.json('POST', '/api/auth/two-factor/verify-totp', { code });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return { secret, backupCodes: enable.body.backupCodes, code };
}

export const grantRole = (db: Db, userId: string, role: 'moderator' | 'admin') =>
  db.updateTable('auth_user').set({ role }).where('id', '=', userId).execute();

/** A moderator (or admin) whose session passed a TOTP check. */
export async function staffMember(server: TestServer, role: 'moderator' | 'admin' = 'moderator', fullName = 'Tolu Moderator') {
  const member = await signedInMember(server, { fullName });
  await grantRole(server.db, member.userId, role);
  const twoFactor = await enableTwoFactor(member);
  return { ...member, ...twoFactor };
}
