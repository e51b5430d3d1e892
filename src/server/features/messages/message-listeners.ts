import { msg } from '../../../shared/i18n/msg';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import type { DomainEvents } from '../../domain-events/domain-events';
import { english } from '../../i18n/translate';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import type { Notifier } from '../notifications/notifier';
import { messagesRepository } from './messages.repository';
import { conversationGroupKey, conversationLink, preview } from './messages.service';

/** The delayed "new message" notification of one conversation to one receiver. */
export const MESSAGE_NOTIFY_JOB = 'message.notify';
interface MessageNotifyJob {
  conversationId: number;
  receiverId: string;
}

/**
 * A stored message queues its receiver's notification: it waits a moment (a durable job, one waiting per conversation
 * and receiver), so messages that follow in the meantime make it one, with the newest text, and when the receiver has
 * read the conversation by then — they had it open — nothing is sent at all.
 */
export function listenToMessageEvents(
  events: DomainEvents,
  deps: { jobs: JobQueue; env: Pick<Env, 'MESSAGE_NOTIFY_DELAY_SECONDS'> },
): void {
  events.on('message.sent', async ({ conversationId, receiverId }) => {
    await deps.jobs.send<MessageNotifyJob>(
      MESSAGE_NOTIFY_JOB,
      { conversationId, receiverId },
      { delaySeconds: deps.env.MESSAGE_NOTIFY_DELAY_SECONDS, singletonKey: `${conversationId}:${receiverId}` },
    );
  });
}

/** The job that sends the notification, from the conversation's newest message to the receiver when it runs. */
export function messageNotifyJob(deps: { db: Db; notifier: Notifier; env: Pick<Env, 'PUBLIC_URL'> }): JobType<MessageNotifyJob> {
  const repo = messagesRepository(deps.db);
  return {
    name: MESSAGE_NOTIFY_JOB,
    policy: 'short',
    retryLimit: 5,
    retryDelaySeconds: 5,
    handle: async ({ conversationId, receiverId }) => {
      const newest = await repo.newestTo(conversationId, receiverId);
      if (!newest || newest.read_status) return;
      const link = conversationLink(newest.sender_id);
      const name = newest.sender_name;
      const about = newest.product_name ? { about: 'yes', product: newest.product_name } : { about: 'no', product: '' };
      const text = (content: string) =>
        msg('{name} sent you a message{about, select, yes { about {product}} other {}}: {content}', { name, ...about, content });
      // The whole notification is at most 200 characters: the message's text is what gets shortened.
      const start = english(text('')).length;
      const content = preview(english(text(newest.content)), 200).slice(start);
      await deps.notifier.notify({
        userId: receiverId,
        kind: 'message',
        actorId: newest.sender_id,
        message: text(content),
        link,
        groupKey: conversationGroupKey(conversationId),
        email: {
          subject: msg('New message from {name}', { name: preview(name, 120 - 'New message from '.length) }),
          text: [
            msg('{name} sent you a message{about, select, yes { about {product}} other {}} on LocalHub:', { name, ...about }),
            '',
            `"${preview(newest.content, 500)}"`,
            '',
            msg('Reply: {url}', { url: `${deps.env.PUBLIC_URL}${link}` }),
            '',
            msg('You can turn off these emails in Account → Notifications.', {}),
          ],
        },
        unlessReadMessageId: Number(newest.message_id),
      });
    },
  };
}
