import type { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { MAIL_DELIVERY_JOB } from '../../src/server/mail/mailer';
import { jobRuns, unsettledJobs } from '../support/jobs';
import { memberData } from '../support/members';
import { freePort } from '../support/postgres-server';
import { recordingSmtpServer } from '../support/smtp-recipients';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer | undefined;
let smtp: SMTPServer | undefined;
afterAll(async () => {
  await server?.close();
  if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
});

it('an email is kept and retried while the SMTP relay is down, and delivered once it comes back', async () => {
  // Nothing listens on this port yet: the relay is down.
  const port = await freePort();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1' });
  const data = memberData();
  const signUp = await server.client().post('/api/auth/sign-up/email', {
    name: data.fullName,
    username: data.username,
    email: data.email,
    password: data.password,
  });
  expect(signUp.status).toBe(200);

  // The first try fails: the job waits for its retry instead of being lost.
  await expect
    .poll(async () => (await jobRuns(server!.db, MAIL_DELIVERY_JOB)).some((job) => job.retryCount >= 1), { timeout: 15_000, interval: 200 })
    .toBe(true);
  expect(await unsettledJobs(server.db, MAIL_DELIVERY_JOB)).toBe(1);

  const received: string[] = [];
  smtp = await recordingSmtpServer(port, received);

  await expect.poll(() => received, { timeout: 30_000, interval: 200 }).toEqual([data.email.toLowerCase()]);
  await expect.poll(() => unsettledJobs(server!.db, MAIL_DELIVERY_JOB), { timeout: 5_000 }).toBe(0);
});
