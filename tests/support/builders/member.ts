import { createHmac, randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';

export interface MemberRecord {
  userId: string;
  fullName: string;
  username: string;
  email: string;
  password: string;
}

/** Better Auth's session cookie as the test server names it (see src/server/auth/auth.ts). */
export const SESSION_COOKIE = 'localhub.session_token';
const SESSION_DAYS = 30;

// scrypt is the slow part of making a member; the same password is hashed once per process.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

const randomId = () => randomBytes(16).toString('hex');

/**
 * A verified member written straight into the database: auth_user (its trigger makes the users row) and a credential
 * account with a real scrypt hash, so signing in with the password still works.
 */
export async function insertMember(db: Db, data: Omit<MemberRecord, 'userId'>): Promise<MemberRecord> {
  const userId = randomId();
  const password = await hashOf(data.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_user')
      .values({
        id: userId,
        name: data.fullName,
        email: data.email.toLowerCase(),
        email_verified: true,
        image: null,
        username: data.username.toLowerCase(),
        display_username: data.username,
      })
      .execute();
    await sql`INSERT INTO auth_account (id, account_id, provider_id, user_id, password)
              VALUES (${randomId()}, ${userId}, 'credential', ${userId}, ${password})`.execute(trx);
  });
  return { ...data, userId };
}

/**
 * A session row for the member and the cookie value Better Auth would set for it: `token.base64(HMAC-SHA256(token))`,
 * URL-encoded (the format src/server/auth/session-reader.ts checks).
 */
export async function insertSession(db: Db, userId: string, secret: string): Promise<{ name: string; value: string }> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('auth_session')
    .values({
      id: randomId(),
      token,
      user_id: userId,
      ip_address: null,
      user_agent: null,
      expires_at: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    })
    .execute();
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return { name: SESSION_COOKIE, value: encodeURIComponent(`${token}.${signature}`) };
}
