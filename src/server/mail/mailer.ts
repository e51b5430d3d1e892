import nodemailer from 'nodemailer';
import type { Db } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when configured; otherwise the outbox table (read at /dev/mail) plus a log line. */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await options.db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          delivered_via: 'outbox',
        })
        .execute();
      options.log(`Email to ${message.to} ("${message.subject}") is in the outbox at /dev/mail`);
    },
  };
}
