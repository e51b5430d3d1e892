import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../../src/shared/schemas/content';
import { FakeTermii } from '../support/fake-termii';
import type { HttpClient } from '../support/http-client';
import { latestMail, linkIn, signedInMember } from '../support/members';
import { BUDGET_NAIRA, newNumber as numberWith, proveNumber, usePhoneTestServer } from '../support/phone-number';
import { enableTwoFactor, grantRole } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 40: phone numbers as accounts, codes through Termii (a local stand-in here), and the limits on them.
const { termii, clock, server } = usePhoneTestServer({
  PHONE_CODES_PER_IP_PER_DAY: '10',
  // X-Forwarded-For stands for a different address per request unless a case names one.
  TRUST_PROXY: 'true',
});

const EXPIRED_SENT = 'This code has expired — we sent a new one';
const NOT_SENT = 'We could not send the code. Try WhatsApp or email';
const MINUTE = 60_000;

let lastAddress = 0;
const freshAddress = () => {
  lastAddress += 1;
  return `10.40.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

/** A mobile number no other case uses, as +234…, with its local spelling. */
const newNumber = (prefix = `803${randomInt(100, 1000)}`) => numberWith(prefix);

async function call(client: HttpClient, path: string, body: object, headers: Record<string, string> = {}) {
  const response = await client.request('POST', path, body, { 'x-forwarded-for': freshAddress(), ...headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const sendCode = (client: HttpClient, phoneNumber: string, extra: object = {}, headers?: Record<string, string>) =>
  call(client, '/api/auth/phone-number/send-otp', { phoneNumber, ...extra }, headers);
const verify = (client: HttpClient, phoneNumber: string, code: string, extra: object = {}) =>
  call(client, '/api/auth/phone-number/verify', { phoneNumber, code, ...extra });
const me = async (client: HttpClient) => (await client.json('GET', '/api/v1/me')).body;
const accountsWith = (phone: string) => server.db.selectFrom('auth_user').select('id').where('phone_number', '=', phone).execute();

/** A number with an account made by code alone; the client is signed in as it. */
async function phoneMember(name = 'Tunde Bakare') {
  const phone = newNumber();
  const client = server.client();
  expect((await sendCode(client, phone.local)).status).toBe(200);
  const created = await verify(client, phone.e164, termii.lastCode(phone.e164), { name });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { phone, client, userId: created.body.user.id as string };
}

describe('signing up with a phone number', () => {
  it('sends a 6-digit code by SMS on Termii’s DND route, keeps only its hash, and makes the account with a password', async () => {
    const phone = newNumber();
    const client = server.client();
    const sent = await sendCode(client, phone.local.replace(/^(\d{4})(\d{3})(\d{4})$/, '$1 $2 $3'));
    expect(sent).toMatchObject({ status: 200, body: { status: true, channel: 'sms' } });
    const [request] = termii.messagesTo(phone.e164);
    expect(request).toMatchObject({ api_key: termii.apiKey, to: phone.e164.slice(1), from: 'LocalHub', type: 'plain', channel: 'dnd' });
    const code = termii.lastCode(phone.e164);
    expect(code).toMatch(/^\d{6}$/);
    expect(request.sms).toContain('expires in 10 minutes');

    const stored = await server.db.selectFrom('phone_codes').selectAll().where('phone', '=', phone.e164).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
    expect(new Date(stored[0].expires_at).getTime() - new Date(stored[0].created_at).getTime()).toBe(10 * MINUTE);
    // auth_verification is Better Auth's table, outside the app's query types.
    const plain = await sql<{ value: string }>`SELECT value FROM auth_verification`.execute(server.db);
    expect(JSON.stringify(plain.rows)).not.toContain(code);

    const created = await verify(client, `+234 ${phone.e164.slice(4)}`, code, { name: 'Ada Okafor', password: 'Jollof-rice-2026' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await me(client)).toMatchObject({ fullName: 'Ada Okafor', phoneNumber: phone.e164, email: null });

    await client.post('/api/auth/sign-out');
    expect(
      (await call(client, '/api/auth/sign-in/phone-number', { phoneNumber: phone.e164.slice(1), password: 'wrong-password-1' })).status,
    ).toBe(401);
    const signedIn = await call(client, '/api/auth/sign-in/phone-number', { phoneNumber: phone.local, password: 'Jollof-rice-2026' });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await me(client)).userId).toBe(created.body.user.id);
  });

  it('makes the account with a code alone, signs in with a new code, and maps five spellings of the number to it', async () => {
    const { phone, client, userId } = await phoneMember();
    await client.post('/api/auth/sign-out');
    const national = phone.e164.slice(4);
    const spellings = [
      phone.local,
      `${phone.local.slice(0, 4)} ${phone.local.slice(4, 7)} ${phone.local.slice(7)}`,
      `+234 ${national}`,
      `234${national}`,
      phone.e164,
    ];
    for (const spelling of spellings) {
      // Past the number's quarter-hour window (3 codes), so each sign-in may have its code.
      clock.advance(15 * MINUTE + 1000);
      expect((await sendCode(client, spelling)).status).toBe(200);
      const signedIn = await verify(client, spelling, termii.lastCode(phone.e164));
      expect(signedIn.status, `${spelling}: ${JSON.stringify(signedIn.body)}`).toBe(200);
      expect(signedIn.body.user.id).toBe(userId);
    }
    expect(await accountsWith(phone.e164)).toHaveLength(1);
  });

  it('lets a phone account message at once: its number was proved by the code before the account existed', async () => {
    const { client } = await phoneMember('Funke Adeyemi');
    const owner = await signedInMember(server);
    const sent = await client.json('POST', '/api/v1/messages', { receiverId: owner.userId, content: 'Do you sew agbada?' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });

  it('refuses a second account on a number, and a code sign-in for a number without one, leaving the code usable', async () => {
    const { phone } = await phoneMember();
    const client = server.client();
    clock.advance(MINUTE + 1000);
    expect((await sendCode(client, phone.local)).status).toBe(200);
    const taken = await verify(client, phone.e164, termii.lastCode(phone.e164), { name: 'Someone Else' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'PHONE_TAKEN' } });
    expect((await verify(client, phone.e164, termii.lastCode(phone.e164))).status).toBe(200);

    const stranger = newNumber();
    expect((await sendCode(client, stranger.local)).status).toBe(200);
    const unknown = await verify(client, stranger.e164, termii.lastCode(stranger.e164));
    expect(unknown).toMatchObject({ status: 400, body: { code: 'PHONE_NOT_REGISTERED' } });
    expect(await accountsWith(stranger.e164)).toHaveLength(0);
  });

  it('refuses a weak password or no name before the code is spent', async () => {
    const phone = newNumber();
    const client = server.client();
    await sendCode(client, phone.local);
    const code = termii.lastCode(phone.e164);
    expect(await verify(client, phone.e164, code, { name: 'Ada Okafor', password: 'password' })).toMatchObject({
      status: 400,
      body: { code: 'COMMON_PASSWORD' },
    });
    expect((await verify(client, phone.e164, code, { name: '  ' })).status).toBe(400);
    expect(await verify(client, phone.e164, code, { name: 'Ada Okafor', username: 'admin' })).toMatchObject({
      status: 400,
      body: { field: 'username' },
    });
    expect((await verify(client, phone.e164, code, { name: 'Ada Okafor' })).status).toBe(200);
  });
});

describe('numbers that cannot receive codes', () => {
  it.each([
    ['call me', 'invalid', 'Enter a mobile number such as 0803 123 4567'],
    ['01 234 5678', 'landline', 'This is a landline number: enter a mobile number that can receive SMS'],
    ['0700 123 4567', 'premium', 'Premium-rate and toll-free numbers (0700…, 0800…) cannot receive codes: enter a mobile number'],
    ['+233 24 123 4567', 'foreign', 'Codes are sent only to numbers in the countries LocalHub serves (+234)'],
  ])('refuses %s with 400 naming the rule (%s), and sends nothing', async (input, rule, message) => {
    const before = termii.requests.length;
    const answer = await sendCode(server.client(), input);
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_PHONE_NUMBER', rule, message, field: 'phoneNumber' } });
    expect(termii.requests.length).toBe(before);
  });

  it('names the rule in the reader’s language', async () => {
    const answer = await sendCode(server.client(), '01 234 5678', {}, { 'accept-language': 'pcm' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).not.toBe('This is a landline number: enter a mobile number that can receive SMS');
  });
});

describe('wrong, expired and reused codes', () => {
  it('answers a wrong code 400 and counts it: the number cools down after five', async () => {
    const phone = newNumber();
    const client = server.client();
    await sendCode(client, phone.local);
    const right = termii.lastCode(phone.e164);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await verify(client, phone.e164, wrong, { name: 'Ada Okafor' })).toMatchObject({
        status: 400,
        body: { message: 'That code is not right. Check the message and try again.' },
      });
    }
    const cooled = await verify(client, phone.e164, right, { name: 'Ada Okafor' });
    expect(cooled.status).toBe(429);
    expect(Number(cooled.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await accountsWith(phone.e164)).toHaveLength(0);
  });

  it('answers an expired code by sending a new one, and says so', async () => {
    const phone = newNumber();
    const client = server.client();
    await sendCode(client, phone.local);
    const first = termii.lastCode(phone.e164);
    clock.advance(10 * MINUTE + 1000);
    const expired = await verify(client, phone.e164, first, { name: 'Ada Okafor' });
    expect(expired).toMatchObject({ status: 400, body: { code: 'CODE_EXPIRED', message: EXPIRED_SENT } });
    expect(termii.messagesTo(phone.e164)).toHaveLength(2);
    expect((await verify(client, phone.e164, termii.lastCode(phone.e164), { name: 'Ada Okafor' })).status).toBe(200);
  });

  it('answers a reused code the same way, once a new one went out', async () => {
    const phone = newNumber();
    const client = server.client();
    await sendCode(client, phone.local);
    const code = termii.lastCode(phone.e164);
    expect((await verify(client, phone.e164, code, { name: 'Ada Okafor' })).status).toBe(200);
    clock.advance(MINUTE + 1000);
    const reused = await verify(server.client(), phone.e164, code);
    expect(reused).toMatchObject({ status: 400, body: { message: EXPIRED_SENT } });
    expect(termii.messagesTo(phone.e164)).toHaveLength(2);
  });

  it('does not claim a new code was sent when none could be', async () => {
    const phone = newNumber();
    const client = server.client();
    await sendCode(client, phone.local);
    const code = termii.lastCode(phone.e164);
    expect((await verify(client, phone.e164, code, { name: 'Ada Okafor' })).status).toBe(200);
    // Within the minute after a code, the number may have no other: the reuse is refused without a new one.
    const limited = await verify(server.client(), phone.e164, code);
    expect(limited).toMatchObject({ status: 400, body: { message: 'This code has expired. Ask for a new one.' } });
    clock.advance(MINUTE + 1000);
    termii.mode = 'down';
    try {
      expect(await verify(server.client(), phone.e164, code)).toMatchObject({ status: 502, body: { message: NOT_SENT } });
    } finally {
      termii.mode = 'up';
    }
    // The first code, and the new one Termii refused to take.
    expect(termii.messagesTo(phone.e164)).toHaveLength(2);
    expect(await server.db.selectFrom('phone_codes').select('code_id').where('phone', '=', phone.e164).execute()).toHaveLength(1);
  });
});

describe('limits on codes', () => {
  it('makes each code for one number wait longer than the one before', async () => {
    const phone = newNumber();
    const client = server.client();
    expect((await sendCode(client, phone.local)).status).toBe(200);
    const second = await sendCode(client, phone.local);
    expect(second.status).toBe(429);
    const firstWait = Number(second.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(60);
    clock.advance(MINUTE + 1000);
    expect((await sendCode(client, phone.local)).status).toBe(200);
    // A refused request counts too: the third code in a quarter of an hour is the last, and the next waits for the quarter.
    clock.advance(MINUTE + 1000);
    const later = await sendCode(client, phone.local);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBeGreaterThan(10 * 60);
    expect(termii.messagesTo(phone.e164)).toHaveLength(2);
  });

  it('limits one network prefix across its numbers (SMS pumping walks a block)', async () => {
    const prefix = `805${randomInt(100, 1000)}`;
    const client = server.client();
    for (let i = 0; i < 5; i += 1) expect((await sendCode(client, newNumber(prefix).local)).status).toBe(200);
    const sixth = newNumber(prefix);
    expect((await sendCode(client, sixth.local)).status).toBe(429);
    expect(termii.messagesTo(sixth.e164)).toHaveLength(0);
  });

  it('limits one address across numbers', async () => {
    const address = freshAddress();
    const client = server.client();
    expect((await sendCode(client, newNumber().local, {}, { 'x-forwarded-for': address })).status).toBe(200);
    expect((await sendCode(client, newNumber().local, {}, { 'x-forwarded-for': address })).status).toBe(429);
  });
});

/** Runs `work` with today's SMS budget spent (and WhatsApp failing, when asked), then gives the day back. */
async function withBudgetSpent(work: () => Promise<void>, termiiMode: FakeTermii['mode'] = 'up') {
  await server.db
    .insertInto('phone_messages')
    .values({ phone: '+2348030000000', channel: 'sms', cost_kobo: BUDGET_NAIRA * 100, provider_message_id: null, created_at: clock.now() })
    .execute();
  termii.mode = termiiMode;
  try {
    await work();
  } finally {
    termii.mode = 'up';
    await server.db.deleteFrom('phone_messages').where('phone', '=', '+2348030000000').execute();
    await server.db
      .deleteFrom('app_state')
      .where('key', '=', `sms-budget-alert:${lagosDay(clock.now())}`)
      .execute();
  }
}

const CODE_SUBJECTS = ['Your LocalHub sign-in code', 'Kóòdù ìwọlé LocalHub rẹ'];
const emailedCodes = () => server.db.selectFrom('mail_outbox').select('mail_id').where('subject', 'in', CODE_SUBJECTS).execute();

describe('the daily SMS budget', () => {
  it('sends codes by WhatsApp once the day’s SMS cost the budget, and tells staff once', async () => {
    const admin = await signedInMember(server, { fullName: 'Kemi Admin' });
    await grantRole(server.db, admin.userId, 'admin');
    const alertsTo = () =>
      server.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_address', '=', admin.email.toLowerCase())
        .where('subject', 'like', '%SMS budget%')
        .execute();
    await withBudgetSpent(async () => {
      const phone = newNumber();
      expect(await sendCode(server.client(), phone.local)).toMatchObject({ status: 200, body: { channel: 'whatsapp' } });
      expect(termii.messagesTo(phone.e164)[0]).toMatchObject({ channel: 'whatsapp', from: 'LocalHub' });
      expect((await verify(server.client(), phone.e164, termii.lastCode(phone.e164), { name: 'Ada Okafor' })).status).toBe(200);
      await sendCode(server.client(), newNumber().local);
      expect(await alertsTo()).toHaveLength(1);
    });
  });

  it.each(['down', 'refuse'] as const)(
    'sends the code to the account’s verified email when WhatsApp fails too (%s), in the member’s language, and it signs in',
    async (mode) => {
      const member = await signedInMember(server, { fullName: 'Chioma Nwosu' });
      const phone = newNumber();
      await proveNumber(termii, member.client, phone.local, phone.e164);
      clock.advance(MINUTE + 1000);
      const email = member.email.toLowerCase();
      const masked = `${email[0]}•••${email.slice(email.indexOf('@'))}`;
      await withBudgetSpent(async () => {
        const client = server.client();
        const sent = await sendCode(client, phone.local, {}, { 'accept-language': 'yo' });
        expect(sent).toMatchObject({
          status: 200,
          body: { status: true, channel: 'email', message: `A fi kóòdù náà ránṣẹ́ sí ímeèlì rẹ ${masked}` },
        });
        expect(JSON.stringify(sent.body)).not.toContain(email);
        expect(termii.messagesTo(phone.e164).at(-1)?.channel).toBe('whatsapp');

        const mail = await latestMail(server.db, email);
        expect(mail?.subject).toBe('Kóòdù ìwọlé LocalHub rẹ');
        const code = mail!.text_body.match(/\b(\d{6})\b/)![1];
        expect(mail!.text_body).toContain(`${code} ni kóòdù rẹ láti wọlé sí LocalHub.`);
        // The code and its purpose only: no name, number or link.
        for (const absent of ['Chioma', phone.e164.slice(4), phone.local, 'http']) expect(mail!.text_body).not.toContain(absent);
        const stored = await server.db.selectFrom('phone_codes').select(['channel', 'code_hash']).where('phone', '=', phone.e164).execute();
        expect(stored.at(-1)?.channel).toBe('email');
        expect(stored.at(-1)?.code_hash).not.toContain(code);

        const signedIn = await verify(client, phone.local, code);
        expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
        expect((await me(client)).userId).toBe(member.userId);
      }, mode);
    },
  );

  it('answers 502 as before for a number without an account, and emails nothing', async () => {
    const phone = newNumber();
    const before = (await emailedCodes()).length;
    await withBudgetSpent(async () => {
      expect(await sendCode(server.client(), phone.local)).toMatchObject({
        status: 502,
        body: { code: 'CODE_NOT_SENT', message: NOT_SENT },
      });
    }, 'down');
    expect(await emailedCodes()).toHaveLength(before);
    expect(await server.db.selectFrom('phone_codes').select('code_id').where('phone', '=', phone.e164).execute()).toHaveLength(0);
    expect(await accountsWith(phone.e164)).toHaveLength(0);
  });

  it('answers 502 as before for an account without a verified email', async () => {
    const { phone } = await phoneMember('Bisi Adeyemi');
    clock.advance(MINUTE + 1000);
    const before = (await emailedCodes()).length;
    const codesBefore = await server.db.selectFrom('phone_codes').select('code_id').where('phone', '=', phone.e164).execute();
    await withBudgetSpent(async () => {
      expect(await sendCode(server.client(), phone.local)).toMatchObject({
        status: 502,
        body: { code: 'CODE_NOT_SENT', message: NOT_SENT },
      });
    }, 'down');
    expect(await emailedCodes()).toHaveLength(before);
    expect(await server.db.selectFrom('phone_codes').select('code_id').where('phone', '=', phone.e164).execute()).toHaveLength(
      codesBefore.length,
    );
  });

  it('answers 502 when WhatsApp was asked for and fails while SMS are still within the budget: SMS remain', async () => {
    const member = await signedInMember(server, { fullName: 'Femi Ojo' });
    const phone = newNumber();
    await proveNumber(termii, member.client, phone.local, phone.e164);
    clock.advance(MINUTE + 1000);
    const before = (await emailedCodes()).length;
    termii.mode = 'down';
    try {
      expect(await sendCode(server.client(), phone.local, { channel: 'whatsapp' })).toMatchObject({ status: 502 });
    } finally {
      termii.mode = 'up';
    }
    expect(await emailedCodes()).toHaveLength(before);
  });

  it('sends by WhatsApp when the member asks for it', async () => {
    const phone = newNumber();
    expect(await sendCode(server.client(), phone.local, { channel: 'whatsapp' })).toMatchObject({
      status: 200,
      body: { channel: 'whatsapp' },
    });
    expect(termii.messagesTo(phone.e164)[0].channel).toBe('whatsapp');
  });
});

describe('when Termii fails', () => {
  it.each(['down', 'refuse'] as const)('answers 502 (%s) and keeps nothing of the code', async (mode) => {
    const phone = newNumber();
    termii.mode = mode;
    try {
      expect(await sendCode(server.client(), phone.local)).toMatchObject({
        status: 502,
        body: { code: 'CODE_NOT_SENT', message: NOT_SENT },
      });
    } finally {
      termii.mode = 'up';
    }
    expect(await server.db.selectFrom('phone_codes').select('code_id').where('phone', '=', phone.e164).execute()).toHaveLength(0);
    expect(await server.db.selectFrom('phone_messages').select('message_id').where('phone', '=', phone.e164).execute()).toHaveLength(0);
    const leftovers = await sql`SELECT identifier FROM auth_verification WHERE identifier LIKE ${`%${phone.e164}%`}`.execute(server.db);
    expect(leftovers.rows).toHaveLength(0);
    expect(await accountsWith(phone.e164)).toHaveLength(0);
  });
});

describe('adding a phone number to an email account', () => {
  it('verifies it with a code, after which the member signs in with the number and their password', async () => {
    const member = await signedInMember(server, { fullName: 'Emeka Obi' });
    const phone = newNumber();
    expect((await sendCode(member.client, phone.local)).status).toBe(200);
    const added = await verify(member.client, phone.local, termii.lastCode(phone.e164), { updatePhoneNumber: true });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await me(member.client)).toMatchObject({ phoneNumber: phone.e164, email: member.email.toLowerCase() });
    const client = server.client();
    expect((await call(client, '/api/auth/sign-in/phone-number', { phoneNumber: phone.local, password: member.password })).status).toBe(
      200,
    );
    expect((await me(client)).userId).toBe(member.userId);
  });

  it('does not let a code alone sign in a member who turned on two-factor sign-in', async () => {
    const member = await signedInMember(server, { fullName: 'Ngozi Eze' });
    const phone = newNumber();
    await sendCode(member.client, phone.local);
    expect((await verify(member.client, phone.local, termii.lastCode(phone.e164), { updatePhoneNumber: true })).status).toBe(200);
    await enableTwoFactor(member);
    clock.advance(MINUTE + 1000);
    const client = server.client();
    expect((await sendCode(client, phone.local)).status).toBe(200);
    expect(await verify(client, phone.local, termii.lastCode(phone.e164))).toMatchObject({
      status: 403,
      body: { code: 'SECOND_FACTOR_REQUIRED' },
    });
    const withPassword = await call(client, '/api/auth/sign-in/phone-number', { phoneNumber: phone.local, password: member.password });
    expect(withPassword).toMatchObject({ status: 200, body: { twoFactorRedirect: true } });
  });

  it('refuses a number another account has', async () => {
    const { phone } = await phoneMember();
    const member = await signedInMember(server);
    clock.advance(MINUTE + 1000);
    expect((await sendCode(member.client, phone.local)).status).toBe(200);
    const taken = await verify(member.client, phone.local, termii.lastCode(phone.e164), { updatePhoneNumber: true });
    expect(taken.status).toBe(400);
    expect((await me(member.client)).phoneNumber).toBeNull();
  });
});

describe('adding an email to a phone account', () => {
  it('sends the verification link there; once verified, the member signs in with the email and the same password', async () => {
    const phone = newNumber();
    const client = server.client();
    await sendCode(client, phone.local);
    const created = await verify(client, phone.e164, termii.lastCode(phone.e164), { name: 'Tunde Bakare', password: 'Suya-and-zobo-26' });
    expect(created.status).toBe(200);
    const email = `tunde.${randomInt(0, 10 ** 9)}@example.ng`;
    expect(await client.json('POST', '/api/v1/account/email', { email })).toMatchObject({ status: 200, body: { email } });
    expect(await me(client)).toMatchObject({ email, emailVerified: false, phoneNumber: phone.e164 });

    const mail = await latestMail(server.db, email);
    expect((await server.client().get(linkIn(mail!.text_body))).status).toBeLessThan(400);
    const other = server.client();
    expect((await call(other, '/api/auth/sign-in/email', { email, password: 'Suya-and-zobo-26' })).status).toBe(200);
    expect((await me(other)).userId).toBe(created.body.user.id);
    expect((await client.json('POST', '/api/v1/account/email', { email: `second.${email}` })).status).toBe(409);
  });

  it('refuses an address another account has, and an email account', async () => {
    const { client } = await phoneMember();
    const member = await signedInMember(server);
    expect((await client.json('POST', '/api/v1/account/email', { email: member.email })).status).toBe(409);
    expect((await member.client.json('POST', '/api/v1/account/email', { email: `other.${member.email}` })).status).toBe(409);
    expect((await server.client().json('POST', '/api/v1/account/email', { email: 'nobody@example.ng' })).status).toBe(401);
  });
});

describe('the code message', () => {
  it('is written in the reader’s language', async () => {
    const phone = newNumber();
    await sendCode(server.client(), phone.local, {}, { 'accept-language': 'yo' });
    const text = termii.messagesTo(phone.e164)[0].sms;
    expect(text).toContain(termii.lastCode(phone.e164));
    expect(text).not.toContain('expires in 10 minutes');
  });
});

describe('without Termii keys (a laptop)', () => {
  let laptop: TestServer;
  beforeAll(async () => {
    laptop = await startTestServer();
  });
  afterAll(() => laptop?.close());

  it('puts the code in the development outbox, marked as SMS, and sends nothing out', async () => {
    const phone = newNumber();
    const before = termii.requests.length;
    expect(await sendCode(laptop.client(), phone.local)).toMatchObject({ status: 200, body: { channel: 'sms' } });
    const { items } = (await laptop.client().json('GET', '/dev/mail.json')).body as {
      items: { channel: string; to: string; subject: string; text: string }[];
    };
    const message = items.find((item) => item.to === phone.e164);
    expect(message).toMatchObject({ channel: 'sms', subject: 'SMS' });
    expect(message!.text).toMatch(/\b\d{6}\b/);
    expect(termii.requests.length).toBe(before);
    const page = await (await laptop.client().get('/dev/mail')).text();
    expect(page).toContain('<span class="channel">SMS</span>');
  });
});
