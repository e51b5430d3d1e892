import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/database';
import type { HttpClient } from './http-client';
import type { TestServer } from './test-server';
import { insertMember, insertSession } from './builders/member';

export interface TestMember {
  userId: string;
  fullName: string;
  username: string;
  email: string;
  password: string;
  client: HttpClient;
}

// Builder-made members share one password per process, so its scrypt hash is computed once.
const SHARED_PASSWORD = `Okra-soup-${randomBytes(4).toString('hex')}`;

export function memberData(overrides: Partial<Omit<TestMember, 'client' | 'userId'>> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    fullName: 'Chinedu Okeke',
    username: `chinedu_${tag}`,
    email: `chinedu.${tag}@example.ng`,
    password: `Okra-soup-${tag}`,
    ...overrides,
  };
}

/** The newest email sent to an address, read from the outbox table. */
export async function latestMail(db: Db, to: string) {
  return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to.toLowerCase()).orderBy('mail_id', 'desc').executeTakeFirst();
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}

/**
 * A verified, signed-in member made straight in the database (no sign-up, email or sign-in round trip): the quick way
 * to have someone to act as. The password is real, so signing in again works. Tests about sign-up, verification and
 * sign-in themselves use `signedUpMember`.
 */
export async function signedInMember(
  server: TestServer,
  overrides: Partial<Omit<TestMember, 'client' | 'userId'>> = {},
): Promise<TestMember> {
  const data = memberData({ password: SHARED_PASSWORD, ...overrides });
  const member = await insertMember(server.db, data);
  const cookie = await insertSession(server.db, member.userId, server.authSecret);
  const client = server.client();
  client.cookies.set(cookie.name, cookie.value);
  return { ...member, client };
}

/**
 * The real round trip: signs up through the API, follows the emailed verification link (which signs the member in),
 * signs out and signs in with the password.
 */
export async function signedUpMember(
  server: TestServer,
  overrides: Partial<Omit<TestMember, 'client' | 'userId'>> = {},
): Promise<TestMember> {
  const data = memberData(overrides);
  const client = server.client();
  const signUp = await client.post('/api/auth/sign-up/email', {
    name: data.fullName,
    username: data.username,
    email: data.email,
    password: data.password,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await latestMail(server.db, data.email);
  const verify = await client.get(linkIn(mail!.text_body));
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  if ((await client.get('/api/v1/me')).status !== 200) throw new Error('the verification link did not sign the member in');
  await client.post('/api/auth/sign-out');
  const signIn = await client.post('/api/auth/sign-in/email', { email: data.email, password: data.password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { ...data, userId: user.id, client };
}
