import type { Db } from '../db/database';
import { mailOutboxRepository } from '../mail/mail-outbox.repository';
import type { MessagingProvider } from './messaging-provider';

const SUBJECT = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** Without Termii (a laptop, the tests): each message waits in the development outbox at /dev/mail, marked SMS or WhatsApp. */
export function outboxProvider(db: Db, log: (message: string) => void): MessagingProvider {
  const outbox = mailOutboxRepository(db);
  return {
    kind: 'outbox',
    async send({ to, text, channel }) {
      await outbox.store({ to, subject: SUBJECT[channel], text }, channel);
      log(`${SUBJECT[channel]} to ${to} is in the outbox at /dev/mail`);
      return { providerMessageId: null };
    },
  };
}
