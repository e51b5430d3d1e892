import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../src/shared/brand';
import { msg } from '../../src/shared/i18n/msg';
import { translate } from '../../src/server/i18n/translate';
import { latestMail, linkIn, memberData, signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';

// Issue 37 (9): a member who mistyped their address at sign-up had no way to reach their account.
const server = useTestServer({
  ACCOUNT_LIMIT_PER_ADDRESS: '3',
  ACCOUNT_LIMIT_PER_IP: '3',
  LIMIT_SIGN_UPS_PER_IP_PER_HOUR: '5',
  // X-Forwarded-For stands for a different address per case, so no case spends another's per-IP count.
  TRUST_PROXY: 'true',
});

let lastAddress = 0;
const freshAddress = () => {
  lastAddress += 1;
  return `10.38.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const NO_MATCH = 'No account waiting for verification matches this email and password.';

async function post(path: string, body: object, address: string, language = 'en') {
  const response = await server.client().request('POST', path, body, { 'x-forwarded-for': address, 'accept-language': language });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A member who signed up (unverified) with a mistyped address; they made the account from `address`. */
async function mistypedSignUp(address: string) {
  const data = memberData();
  const typo = data.email.replace('@example.ng', '@exmaple.ng');
  const signUp = await post(
    '/api/auth/sign-up/email',
    { name: data.fullName, username: data.username, email: typo, password: data.password },
    address,
  );
  expect(signUp.status).toBe(200);
  return { ...data, typo };
}

const correct = (body: { email: string; password: string; newEmail: string }, address: string, language?: string) =>
  post('/api/v1/account/correct-email', body, address, language);

const account = (username: string) =>
  server.db.selectFrom('auth_user').select(['id', 'email', 'email_verified']).where('username', '=', username).executeTakeFirstOrThrow();

describe('correcting the address of an account not verified yet', () => {
  it('moves the account to the new address, sends the link there, and the old address’s link no longer opens it', async () => {
    const address = freshAddress();
    const member = await mistypedSignUp(address);
    const oldMail = await latestMail(server.db, member.typo);
    expect(oldMail?.text_body).toContain('/api/auth/verify-email?token=');

    const answer = await correct({ email: member.typo, password: member.password, newEmail: ` ${member.email.toUpperCase()} ` }, address);
    expect(answer).toEqual({ status: 200, body: { email: member.email } });
    const row = await account(member.username);
    expect(row).toMatchObject({ email: member.email, email_verified: false });
    const memberRow = await server.db.selectFrom('users').select('email').where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(memberRow.email).toBe(member.email);

    // The link sent to the mistyped address names an address no account has now: it neither verifies nor signs in.
    const stranger = server.client();
    const stale = await stranger.get(linkIn(oldMail!.text_body));
    expect(stale.headers.get('location') ?? '').toMatch(/error=/);
    expect((await stranger.get('/api/v1/me')).status).toBe(401);
    expect((await account(member.username)).email_verified).toBe(false);

    const newMail = await latestMail(server.db, member.email);
    expect(newMail?.subject).toBe(`Verify your email for ${PRODUCT_NAME}`);
    const owner = server.client();
    const verify = await owner.get(linkIn(newMail!.text_body));
    expect(verify.headers.get('location')).toBe('/app?verified=1');
    expect((await owner.get('/api/v1/me')).status).toBe(200);
    expect((await account(member.username)).email_verified).toBe(true);

    const signIn = (email: string) => post('/api/auth/sign-in/email', { email, password: member.password }, address);
    expect((await signIn(member.email)).status).toBe(200);
    expect((await signIn(member.typo)).status).toBe(401);
  });

  it('writes the new link in the reader’s language', async () => {
    const address = freshAddress();
    const member = await mistypedSignUp(address);
    expect((await correct({ email: member.typo, password: member.password, newEmail: member.email }, address, 'yo')).status).toBe(200);
    const mail = await latestMail(server.db, member.email);
    expect(mail?.subject).toBe(translate('yo', msg('Verify your email for {product}', { product: PRODUCT_NAME })));
  });

  it('gives one refusal for a wrong password, an unknown address and a verified account, and changes nothing', async () => {
    const address = freshAddress();
    const member = await mistypedSignUp(address);
    const verified = await signedInMember(server);
    const attempts = [
      { email: member.typo, password: 'Not-the-password-37', newEmail: memberData().email },
      { email: memberData().email, password: member.password, newEmail: memberData().email },
      { email: verified.email, password: verified.password, newEmail: memberData().email },
    ];
    const answers = [];
    for (const attempt of attempts) answers.push(await correct(attempt, freshAddress()));
    for (const answer of answers) expect(answer).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: NO_MATCH } } });
    expect((await account(member.username)).email).toBe(member.typo);
    expect((await account(verified.username)).email).toBe(verified.email);
    const pidgin = await correct(attempts[0], freshAddress(), 'pcm');
    expect(pidgin.status).toBe(404);
    expect(pidgin.body.error.message).toBe(translate('pcm', NO_MATCH));
    expect(pidgin.body.error.message).not.toBe(NO_MATCH);
  });

  it('answers 409 for an address another account holds, as sign-up does, and keeps the account where it was', async () => {
    const address = freshAddress();
    const member = await mistypedSignUp(address);
    const other = await signedInMember(server);
    const taken = await correct({ email: member.typo, password: member.password, newEmail: other.email.toUpperCase() }, address);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists.',
      fields: { newEmail: 'An account with this email already exists.' },
    });
    expect((await account(member.username)).email).toBe(member.typo);
  });

  it('refuses the same address (400) and a body that is not an address', async () => {
    const address = freshAddress();
    const member = await mistypedSignUp(address);
    const same = await correct({ email: member.typo, password: member.password, newEmail: member.typo.toUpperCase() }, address);
    expect(same.status).toBe(400);
    expect(same.body.error.fields.newEmail).toBe('Enter a different address from the one you signed up with.');
    const invalid = await correct({ email: member.typo, password: member.password, newEmail: 'not-an-address' }, address);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields.newEmail).toBe('Enter a valid email address');
  });
});

describe('corrections are limited like sign-ups', () => {
  it('per account address: the password of an unverified account is not guessed without end', async () => {
    const address = freshAddress();
    const member = await mistypedSignUp(address);
    const guess = () => correct({ email: member.typo, password: 'Not-the-password-37', newEmail: memberData().email }, address);
    for (let i = 0; i < 3; i += 1) expect((await guess()).status).toBe(404);
    const limited = await correct({ email: member.typo, password: member.password, newEmail: member.email }, freshAddress());
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/^Too many address corrections\. Please wait \d+ minutes and try again\.$/);
    expect((await account(member.username)).email).toBe(member.typo);
  });

  it('per new address: one address is not sent link after link', async () => {
    const target = memberData().email;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await correct({ email: memberData().email, password: 'Not-the-password-37', newEmail: target }, freshAddress())).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('per IP, on a count of its own and on sign-up’s hourly one', async () => {
    // ACCOUNT_LIMIT_PER_IP (3 here) counts corrections from one IP, whatever the addresses.
    const busy = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await correct({ email: memberData().email, password: 'Not-the-password-37', newEmail: memberData().email }, busy)).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);

    // Two sign-ups and three corrections spend sign-up's 5 an hour from one IP: a third sign-up is refused, though
    // sign-ups' own count (3 per IP) would take it.
    const address = freshAddress();
    const first = await mistypedSignUp(address);
    const second = await mistypedSignUp(address);
    expect((await correct({ email: first.typo, password: first.password, newEmail: first.email }, address)).status).toBe(200);
    expect((await correct({ email: second.typo, password: second.password, newEmail: second.email }, address)).status).toBe(200);
    const third = memberData();
    expect((await correct({ email: third.email, password: third.password, newEmail: memberData().email }, address)).status).toBe(404);
    const signUp = await post(
      '/api/auth/sign-up/email',
      { name: third.fullName, username: third.username, email: third.email, password: third.password },
      address,
    );
    expect(signUp.status).toBe(429);
    expect(signUp.body.message).toMatch(/^Too many sign-up attempts/);
  });
});
