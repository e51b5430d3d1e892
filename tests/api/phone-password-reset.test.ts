import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { latestMail, signedInMember } from '../support/members';
import { BUDGET_NAIRA, newNumber as numberWith, proveNumber, usePhoneTestServer } from '../support/phone-number';
import { enableTwoFactor } from '../support/staff';

// Issue 40: a new password by a code to the number, against the Termii stand-in.
const { termii, clock, server } = usePhoneTestServer();

const MINUTE = 60_000;
const PASSWORD = 'Suya-at-night-2026';
const NEW_PASSWORD = 'Boli-and-fish-2027';

const newNumber = () => numberWith('807');

/** A phone account with a password; the client is signed in as it. */
async function phoneAccount(name = 'Yemi Alade') {
  const phone = newNumber();
  const client = server.client();
  expect((await client.json('POST', '/api/auth/phone-number/send-otp', { phoneNumber: phone.local })).status).toBe(200);
  const created = await client.json('POST', '/api/auth/phone-number/verify', {
    phoneNumber: phone.local,
    code: termii.lastCode(phone.e164),
    name,
    password: PASSWORD,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  // The number's codes wait a minute between them (phone-code-limits.ts).
  clock.advance(MINUTE + 1000);
  return { phone, client, userId: created.body.user.id as string };
}

const requestReset = (client: HttpClient, phoneNumber: string) =>
  client.json('POST', '/api/auth/phone-number/request-password-reset', { phoneNumber });
const reset = (client: HttpClient, phoneNumber: string, otp: string, newPassword = NEW_PASSWORD) =>
  client.json('POST', '/api/auth/phone-number/reset-password', { phoneNumber, otp, newPassword });
const signIn = (client: HttpClient, phoneNumber: string, password: string) =>
  client.json('POST', '/api/auth/sign-in/phone-number', { phoneNumber, password });

describe('a new password by a code to the number', () => {
  it('sends a code, keeps only its hash, checks the password rules before spending it, and ends every session', async () => {
    const { phone, client } = await phoneAccount();
    const asked = await requestReset(server.client(), phone.local);
    expect(asked).toMatchObject({ status: 200, body: { status: true } });
    expect(termii.messagesTo(phone.e164)).toHaveLength(2);
    const code = termii.lastCode(phone.e164);
    const plain = await sql<{ value: string }>`SELECT value FROM auth_verification`.execute(server.db);
    expect(JSON.stringify(plain.rows)).not.toContain(code);

    const other = server.client();
    expect(await reset(other, phone.local, String((Number(code) + 1) % 1_000_000).padStart(6, '0'))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
    expect(await reset(other, phone.local, code, 'password')).toMatchObject({ status: 400, body: { field: 'newPassword' } });
    const done = await reset(other, `+234 ${phone.e164.slice(4)}`, code);
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    expect((await client.json('GET', '/api/v1/me')).status).toBe(401);
    expect((await signIn(server.client(), phone.local, PASSWORD)).status).toBe(401);
    expect((await signIn(server.client(), phone.local, NEW_PASSWORD)).status).toBe(200);
    // Spent: the same code sets no other password.
    expect((await reset(server.client(), phone.local, code, 'Another-pass-2028')).status).toBe(400);
  });

  it('does not take a sign-in code, and answers an expired one with a new reset code', async () => {
    const { phone } = await phoneAccount('Kunle Afolayan');
    const client = server.client();
    expect((await client.json('POST', '/api/auth/phone-number/send-otp', { phoneNumber: phone.local })).status).toBe(200);
    expect(await reset(client, phone.local, termii.lastCode(phone.e164))).toMatchObject({ status: 400, body: { code: 'INVALID_OTP' } });

    clock.advance(MINUTE + 1000);
    expect((await requestReset(client, phone.local)).status).toBe(200);
    const first = termii.lastCode(phone.e164);
    // Expired (10 minutes), and past the number's quarter-hour window, which its three codes so far filled.
    clock.advance(15 * MINUTE + 1000);
    expect(await reset(client, phone.local, first)).toMatchObject({
      status: 400,
      body: { code: 'CODE_EXPIRED', message: 'This code has expired — we sent a new one' },
    });
    expect((await reset(client, phone.local, termii.lastCode(phone.e164))).status).toBe(200);
    expect((await signIn(server.client(), phone.local, NEW_PASSWORD)).status).toBe(200);
  });

  it('past the SMS budget with WhatsApp failing, sends the code to the account’s verified email and answers the same', async () => {
    const member = await signedInMember(server, { fullName: 'Kelechi Mail' });
    const phone = newNumber();
    await proveNumber(termii, member.client, phone.local, phone.e164);
    clock.advance(MINUTE + 1000);
    await server.db
      .insertInto('phone_messages')
      .values({
        phone: '+2348070000000',
        channel: 'sms',
        cost_kobo: BUDGET_NAIRA * 100,
        provider_message_id: null,
        created_at: clock.now(),
      })
      .execute();
    termii.mode = 'refuse';
    try {
      expect(await requestReset(server.client(), phone.local)).toMatchObject({ status: 200, body: { status: true } });
    } finally {
      termii.mode = 'up';
      await server.db.deleteFrom('phone_messages').where('phone', '=', '+2348070000000').execute();
    }
    const mail = await latestMail(server.db, member.email);
    expect(mail?.subject).toBe('Your LocalHub code for a new password');
    const code = mail!.text_body.match(/\b(\d{6})\b/)![1];
    expect(mail!.text_body).toContain(`${code} is your code to choose a new LocalHub password.`);
    expect((await reset(server.client(), phone.local, code)).status).toBe(200);
    expect((await signIn(server.client(), phone.local, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const phone = newNumber();
    expect(await requestReset(server.client(), phone.local)).toMatchObject({ status: 200, body: { status: true } });
    expect(termii.messagesTo(phone.e164)).toHaveLength(0);
    expect((await reset(server.client(), phone.local, '123456')).status).toBe(400);
  });

  it('counts toward the number’s limits: a second code within the minute waits', async () => {
    const { phone } = await phoneAccount('Bimbo Ademoye');
    expect((await requestReset(server.client(), phone.local)).status).toBe(200);
    const again = await requestReset(server.client(), phone.local);
    expect(again.status).toBe(429);
    expect(Number(again.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await requestReset(server.client(), '0700 123 4567')).toMatchObject({ status: 400, body: { code: 'INVALID_PHONE_NUMBER' } });
  });

  it('turns off codes by SMS as the second factor: the same phone would pass both steps', async () => {
    const member = await signedInMember(server, { fullName: 'Ngozi Phone' });
    const phone = newNumber();
    await proveNumber(termii, member.client, phone.local, phone.e164);
    await enableTwoFactor(member);
    expect((await member.client.json('POST', '/api/auth/two-factor/phone/enable', { password: member.password })).status).toBe(200);
    clock.advance(MINUTE + 1000);
    expect((await requestReset(server.client(), phone.local)).status).toBe(200);
    expect((await reset(server.client(), phone.local, termii.lastCode(phone.e164))).status).toBe(200);
    const answer = await member.client.json('POST', '/api/auth/sign-in/email', { email: member.email, password: NEW_PASSWORD });
    expect(answer.body).toMatchObject({ twoFactorRedirect: true });
    expect((await member.client.json('GET', '/api/auth/two-factor/phone')).body).toMatchObject({ on: false });
    expect(await member.client.json('POST', '/api/auth/two-factor/send-phone-code', {})).toMatchObject({
      status: 400,
      body: { code: 'PHONE_FACTOR_OFF' },
    });
  });
});
