import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { mailOutboxRepository } from './mail-outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Hands the email over for delivery; it is stored before this resolves and is never lost afterwards. */
  send(message: MailMessage): Promise<void>;
}

export const MAIL_DELIVERY_JOB = 'mail.deliver';

export interface MailerOptions {
  db: Db;
  jobs: JobQueue;
  smtpUrl?: string;
  from: string;
  /** Seconds before the first new try when the SMTP relay fails; each later try waits twice as long. */
  retryDelaySeconds: number;
  log: (message: string) => void;
}

/**
 * With SMTP, every email is a durable job: delivery is retried with growing waits while the relay is down and survives
 * restarts. Without SMTP the outbox table (read at /dev/mail) is the delivery, written at once, plus a log line.
 */
export async function createMailer(options: MailerOptions): Promise<Mailer> {
  const mailer = await deliveringMailer(options);
  return {
    // The reserved .invalid domain (RFC 2606) receives nothing: a phone account's stand-in address is one (decision 0036).
    send: (message) => (/\.invalid$/i.test(message.to) ? Promise.resolve() : mailer.send(message)),
  };
}

async function deliveringMailer(options: MailerOptions): Promise<Mailer> {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    await options.jobs.define<MailMessage>({
      name: MAIL_DELIVERY_JOB,
      // 12 tries with doubling waits cover a relay that is down for more than a day at the default 30 s.
      retryLimit: 12,
      retryDelaySeconds: options.retryDelaySeconds,
      retryBackoff: true,
      handle: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    });
    return {
      send: async (message) => {
        await options.jobs.send(MAIL_DELIVERY_JOB, message);
      },
    };
  }
  const outbox = mailOutboxRepository(options.db);
  return {
    async send(message) {
      await outbox.store(message);
      options.log(`Email to ${message.to} ("${message.subject}") is in the outbox at /dev/mail`);
    },
  };
}
