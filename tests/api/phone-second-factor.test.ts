import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInMember, type TestMember } from '../support/members';
import { BUDGET_NAIRA, newNumber as numberWith, proveNumber, usePhoneTestServer } from '../support/phone-number';
import { enableTwoFactor, grantRole } from '../support/staff';

// Issue 40, point 3: a code by SMS to the member's verified number as a second factor beside TOTP, against the Termii stand-in.
const { termii, clock, server } = usePhoneTestServer();

const MINUTE = 60_000;
const NOT_RIGHT = 'That code is not right. Check the message and try again.';

const newNumber = () => numberWith('805');

/** A member with a proved number and TOTP on; with `phoneFactor`, codes by SMS turned on too. */
async function memberWithPhone(options: { phoneFactor?: boolean; fullName?: string } = {}) {
  const member = await signedInMember(server, { fullName: options.fullName ?? 'Amaka Nwosu' });
  const phone = newNumber();
  await proveNumber(termii, member.client, phone.local, phone.e164);
  const twoFactor = await enableTwoFactor(member);
  if (options.phoneFactor) {
    const on = await member.client.json('POST', '/api/auth/two-factor/phone/enable', { password: member.password });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
  }
  // The number's codes wait a minute between them (phone-code-limits.ts): the one that proved it was just sent.
  clock.advance(MINUTE + 1000);
  return { ...member, ...twoFactor, phone };
}

async function signInWithPassword(member: TestMember) {
  await member.client.post('/api/auth/sign-out');
  const answer = await member.client.json('POST', '/api/auth/sign-in/email', { email: member.email, password: member.password });
  expect(answer.body).toMatchObject({ twoFactorRedirect: true });
}

const sendCode = (client: HttpClient, body: object = {}) => client.json('POST', '/api/auth/two-factor/send-phone-code', body);
const verifyCode = (client: HttpClient, code: string) => client.json('POST', '/api/auth/two-factor/verify-phone-code', { code });
const signedIn = async (client: HttpClient) => (await client.json('GET', '/api/v1/me')).status === 200;

/** Another code than the right one, of the same shape. */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe('turning the phone on as a second factor', () => {
  it('needs two-factor sign-in on, a verified number and the password; turning two-factor off takes it away', async () => {
    const member = await signedInMember(server, { fullName: 'Kelechi Obi' });
    const enable = (password: string) => member.client.json('POST', '/api/auth/two-factor/phone/enable', { password });
    expect(await enable(member.password)).toMatchObject({ status: 400, body: { code: 'TOTP_REQUIRED' } });
    await enableTwoFactor(member);
    expect(await enable(member.password)).toMatchObject({ status: 400, body: { code: 'PHONE_NOT_VERIFIED' } });
    expect((await member.client.json('GET', '/api/auth/two-factor/phone')).body).toEqual({ on: false, phoneEnding: null });

    const phone = newNumber();
    await proveNumber(termii, member.client, phone.local, phone.e164);
    expect((await enable('not-the-password-1')).status).toBe(400);
    expect(await enable(member.password)).toMatchObject({ status: 200, body: { on: true, phoneEnding: phone.e164.slice(-4) } });
    expect((await member.client.json('GET', '/api/auth/two-factor/phone')).body).toEqual({ on: true, phoneEnding: phone.e164.slice(-4) });
    // A password check counts 5 an hour per member (account-limits.ts): this case made five.
    clock.advance(61 * MINUTE);
    expect((await member.client.json('POST', '/api/auth/two-factor/phone/disable', {})).body).toMatchObject({ on: false });
    expect((await enable(member.password)).status).toBe(200);

    expect((await member.client.json('POST', '/api/auth/two-factor/disable', { password: member.password })).status).toBe(200);
    await enableTwoFactor(member);
    expect((await member.client.json('GET', '/api/auth/two-factor/phone')).body).toMatchObject({ on: false });
  });

  it('refuses without a session', async () => {
    expect((await server.client().json('POST', '/api/auth/two-factor/phone/enable', { password: 'x' })).status).toBe(401);
    expect((await server.client().json('GET', '/api/auth/two-factor/phone')).status).toBe(401);
  });
});

describe('signing in with a code by SMS', () => {
  it('sends a code to the verified number after the password, keeps only its hash, and opens a second-factor session', async () => {
    const member = await memberWithPhone({ phoneFactor: true });
    await signInWithPassword(member);
    expect((await member.client.json('GET', '/api/auth/two-factor/phone')).body).toEqual({
      on: true,
      phoneEnding: member.phone.e164.slice(-4),
    });
    const sent = await sendCode(member.client);
    expect(sent).toMatchObject({ status: 200, body: { status: true, channel: 'sms', phoneEnding: member.phone.e164.slice(-4) } });
    expect(termii.messagesTo(member.phone.e164).at(-1)).toMatchObject({ channel: 'dnd' });
    const code = termii.lastCode(member.phone.e164);
    const stored = await server.db.selectFrom('phone_codes').select('code_hash').where('phone', '=', member.phone.e164).execute();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(await signedIn(member.client)).toBe(false);

    const verified = await verifyCode(member.client, code);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(await signedIn(member.client)).toBe(true);
    const sessions = await server.db.selectFrom('auth_session').select('second_factor').where('user_id', '=', member.userId).execute();
    expect(sessions).toEqual([{ second_factor: true }]);
    // Spent: the same code does not open a second sign-in.
    clock.advance(MINUTE + 1000);
    await signInWithPassword(member);
    expect((await verifyCode(member.client, code)).status).toBe(400);
    expect(await signedIn(member.client)).toBe(false);
  });

  it('answers a wrong code 400 and counts it: after five the number cools down, the right code included', async () => {
    const member = await memberWithPhone({ phoneFactor: true, fullName: 'Chioma Wrong' });
    await signInWithPassword(member);
    expect((await sendCode(member.client)).status).toBe(200);
    const code = termii.lastCode(member.phone.e164);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await verifyCode(member.client, wrongCode(code))).toMatchObject({
        status: 400,
        body: { code: 'INVALID_OTP', message: NOT_RIGHT },
      });
    }
    const cooled = await verifyCode(member.client, code);
    expect(cooled.status).toBe(429);
    expect(Number(cooled.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signedIn(member.client)).toBe(false);
  });

  it('answers an expired code by sending a new one, which then signs in', async () => {
    const member = await memberWithPhone({ phoneFactor: true, fullName: 'Ifeoma Late' });
    await signInWithPassword(member);
    expect((await sendCode(member.client)).status).toBe(200);
    const first = termii.lastCode(member.phone.e164);
    clock.advance(10 * MINUTE + 1000);
    expect(await verifyCode(member.client, first)).toMatchObject({
      status: 400,
      body: { code: 'CODE_EXPIRED', message: 'This code has expired — we sent a new one' },
    });
    const second = termii.lastCode(member.phone.e164);
    expect(second).not.toBe(first);
    expect((await verifyCode(member.client, second)).status).toBe(200);
    expect(await signedIn(member.client)).toBe(true);
  });

  it('does not take a sign-in code sent to the same number', async () => {
    const member = await memberWithPhone({ phoneFactor: true, fullName: 'Nnamdi Mixed' });
    await signInWithPassword(member);
    expect((await member.client.json('POST', '/api/auth/phone-number/send-otp', { phoneNumber: member.phone.local })).status).toBe(200);
    expect(await verifyCode(member.client, termii.lastCode(member.phone.e164))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
    expect(await signedIn(member.client)).toBe(false);
  });

  it('is refused before the password, and to a member who did not turn it on', async () => {
    expect((await sendCode(server.client())).status).toBe(401);
    expect((await verifyCode(server.client(), '123456')).status).toBe(401);
    const member = await memberWithPhone({ fullName: 'Uche Totp' });
    await signInWithPassword(member);
    expect((await member.client.json('GET', '/api/auth/two-factor/phone')).body).toMatchObject({ on: false });
    expect(await sendCode(member.client)).toMatchObject({ status: 400, body: { code: 'PHONE_FACTOR_OFF' } });
    expect(termii.messagesTo(member.phone.e164)).toHaveLength(1);
  });

  it('answers 502 when Termii is down, keeping nothing of the code', async () => {
    const member = await memberWithPhone({ phoneFactor: true, fullName: 'Obinna Down' });
    await signInWithPassword(member);
    const before = await server.db.selectFrom('phone_codes').select('code_id').where('phone', '=', member.phone.e164).execute();
    termii.mode = 'down';
    try {
      expect(await sendCode(member.client)).toMatchObject({ status: 502, body: { code: 'CODE_NOT_SENT' } });
    } finally {
      termii.mode = 'up';
    }
    expect(await server.db.selectFrom('phone_codes').select('code_id').where('phone', '=', member.phone.e164).execute()).toEqual(before);
  });

  it('never sends it to the email past the SMS budget when WhatsApp fails: the inbox alone would pass both steps', async () => {
    const member = await memberWithPhone({ phoneFactor: true, fullName: 'Ifeoma Budget' });
    await signInWithPassword(member);
    const mails = () =>
      server.db.selectFrom('mail_outbox').select('mail_id').where('to_address', '=', member.email.toLowerCase()).execute();
    const before = await mails();
    await server.db
      .insertInto('phone_messages')
      .values({
        phone: '+2348050000000',
        channel: 'sms',
        cost_kobo: BUDGET_NAIRA * 100,
        provider_message_id: null,
        created_at: clock.now(),
      })
      .execute();
    termii.mode = 'down';
    try {
      expect(await sendCode(member.client)).toMatchObject({ status: 502, body: { code: 'CODE_NOT_SENT' } });
    } finally {
      termii.mode = 'up';
      await server.db.deleteFrom('phone_messages').where('phone', '=', '+2348050000000').execute();
    }
    expect(termii.messagesTo(member.phone.e164).at(-1)?.channel).toBe('whatsapp');
    expect(await mails()).toEqual(before);
  });

  it('leaves the authenticator app and the backup codes when the phone is lost', async () => {
    const member = await memberWithPhone({ phoneFactor: true, fullName: 'Adaeze Lost' });
    await signInWithPassword(member);
    const backup = await member.client.json('POST', '/api/auth/two-factor/verify-backup-code', { code: member.backupCodes[0] });
    expect(backup.status).toBe(200);
    expect(await signedIn(member.client)).toBe(true);
    expect(termii.messagesTo(member.phone.e164)).toHaveLength(1);
  });
});

describe('staff', () => {
  it('may use the phone as their second factor: the session it opens reaches the console', async () => {
    const moderator = await memberWithPhone({ phoneFactor: true, fullName: 'Tolu Moderator' });
    await grantRole(server.db, moderator.userId, 'moderator');
    await signInWithPassword(moderator);
    expect((await moderator.client.json('GET', '/api/v1/admin/identity')).status).toBe(404);
    expect((await sendCode(moderator.client)).status).toBe(200);
    expect((await verifyCode(moderator.client, termii.lastCode(moderator.phone.e164))).status).toBe(200);
    expect((await moderator.client.json('GET', '/api/v1/admin/identity')).status).toBe(200);
  });
});
