import type { Db } from '../db/database';
import type { MailMessage } from './mailer';

/** The development outbox (read at /dev/mail): an email, SMS or WhatsApp message stored here is delivered as far as a laptop goes. */
export function mailOutboxRepository(db: Db) {
  return {
    store: (message: MailMessage, channel: 'email' | 'sms' | 'whatsapp' = 'email') =>
      db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          delivered_via: 'outbox',
          channel,
        })
        .execute(),
  };
}
