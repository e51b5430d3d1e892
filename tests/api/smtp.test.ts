import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, memberData } from '../support/members';
import { freePort } from '../support/postgres-server';
import { startTestServer, type TestServer } from '../support/test-server';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let server: TestServer;
const received: Received[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'LocalHub <hello@localhub.test>' });
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable soft line breaks and escapes so the link can be read back. */
const decode = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('email over SMTP', () => {
  it('delivers the verification email to the SMTP relay, not the outbox, and its link works', async () => {
    const data = memberData();
    const client = server.client();
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
    });
    expect(signUp.status).toBe(200);

    // Delivered by a job (the queue is polled every 2 s): on a loaded two-core machine that took longer than 5 s once.
    await expect.poll(() => received.length, { timeout: 20_000, interval: 200 }).toBeGreaterThan(0);
    const mail = received.find((m) => m.to.includes(data.email))!;
    expect(mail.from).toBe('hello@localhub.test');
    const text = decode(mail.data);
    expect(text).toMatch(/Subject: Verify your email for LocalHub/);

    const outbox = await server.db.selectFrom('mail_outbox').selectAll().execute();
    expect(outbox).toHaveLength(0);

    expect((await client.get(linkIn(text.slice(text.indexOf('Verify my email'))))).status).toBe(302);
    const signIn = await client.json('POST', '/api/auth/sign-in/email', { email: data.email, password: data.password });
    expect(signIn.status).toBe(200);
  });
});
