import { Clock } from 'lucide-react';
import { ReportButton } from '../reports';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { dayLabel, fullTime, messageTime, sameDay } from './format-time';
import type { QueuedMessage } from './outbox';
import { ProductCard } from './product-ref';
import { REMOVED_MESSAGE } from './removed-message';
import { asksForPayment } from '../../../shared/safety';
import { SafetyNote } from './safety-note';
import { t } from '../../lib/i18n';

function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  if (message.removed) {
    return (
      <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
        <p
          className="max-w-[85%] rounded-2xl border border-dashed border-border px-3 py-2 text-sm italic text-muted-foreground sm:max-w-[70%]"
          data-testid="message-text"
        >
          {t(REMOVED_MESSAGE)}
        </p>
      </div>
    );
  }
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.product ? <ProductCard product={message.product} mine={mine} /> : null}
        <p className="whitespace-pre-wrap break-words" data-testid="message-text">
          {message.content}
        </p>
        <p className={cn('mt-0.5 text-right text-[11px]', mine ? undefined : 'text-muted-foreground')}>
          <time dateTime={message.sentAt} title={fullTime(message.sentAt)}>
            {messageTime(message.sentAt)}
          </time>
        </p>
      </div>
      {mine ? null : (
        <ReportButton kind="message" id={message.messageId} ownerId={message.senderId} noun="message" compact className="self-center" />
      )}
    </div>
  );
}

/** Messages written offline, after the thread: shown as the member's own, marked as waiting to be sent. */
export function QueuedBubbles({ queued }: { queued: QueuedMessage[] }) {
  if (queued.length === 0) return null;
  return (
    <ol aria-label={t('Waiting to be sent')} className="w-full space-y-2">
      {queued.map((message) => (
        <li key={message.clientId} className="flex justify-end">
          <div className="max-w-[85%] rounded-2xl rounded-br-sm border border-dashed border-primary bg-background px-3 py-2 text-left text-sm text-foreground sm:max-w-[70%]">
            <p className="whitespace-pre-wrap break-words" data-testid="queued-message-text">
              {message.content}
            </p>
            <p className="mt-0.5 flex items-center justify-end gap-1 text-[11px] text-muted-foreground">
              <Clock aria-hidden className="size-3" />
              {t('Waiting for connection')}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The thread, oldest at the top: day separators, "Load older messages", "Seen" under the member's last message once
 * the partner has read it, and the typing indicator. Stays scrolled to the bottom as messages arrive, unless the member
 * scrolled up to read.
 */
export function MessageList(props: {
  messages: Message[];
  viewerId: string;
  partnerName: string;
  partnerTyping: boolean;
  /** Not connected with the partner: their first message carries the safety note. */
  stranger: boolean;
  /** The partner proved their identity: their payment requests carry no note. */
  partnerVerified: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  queued: QueuedMessage[];
}) {
  const { messages, viewerId } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const firstId = messages[0]?.messageId;
  const previousHeight = useRef(0);
  const previousFirst = useRef<number | undefined>(undefined);

  // Older messages were added at the top: keep what the member was reading in place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (previousFirst.current !== undefined && firstId !== undefined && firstId < previousFirst.current && !pinned.current) {
      element.scrollTop += element.scrollHeight - previousHeight.current;
    } else if (pinned.current) {
      element.scrollTop = element.scrollHeight;
    }
    previousFirst.current = firstId;
    previousHeight.current = element.scrollHeight;
  }, [messages, props.partnerTyping, props.queued, firstId]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  let lastMine = -1;
  messages.forEach((message, index) => {
    if (message.senderId === viewerId) lastMine = index;
  });
  // The partner's first message, when the whole thread is loaded and the two are not connected.
  const firstFromStranger = props.stranger && !props.hasOlder ? messages.findIndex((message) => message.senderId !== viewerId) : -1;
  const noteAfter = (message: Message, index: number) =>
    message.senderId !== viewerId && (index === firstFromStranger || (!props.partnerVerified && asksForPayment(message.content)));

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-3 sm:px-4"
      tabIndex={0}
      // A named region: a bare div may not carry a label (axe flags it once a dialog makes the page inert).
      role="region"
      aria-label={t('Messages with {name}', { name: props.partnerName })}
    >
      {props.hasOlder ? (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={props.onLoadOlder} disabled={props.loadingOlder}>
            {props.loadingOlder ? <Spinner label={t('Loading older messages')} /> : null}
            {t('Load older messages')}
          </Button>
        </div>
      ) : null}
      <ol className="space-y-2" aria-label={t('Messages')}>
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const mine = message.senderId === viewerId;
          return (
            <Fragment key={message.messageId}>
              {!previous || !sameDay(previous.sentAt, message.sentAt) ? (
                <li aria-hidden className="py-2 text-center text-xs font-medium text-muted-foreground">
                  {dayLabel(message.sentAt)}
                </li>
              ) : null}
              <li>
                <span className="sr-only">{mine ? t('You') : props.partnerName}: </span>
                <Bubble message={message} mine={mine} />
                {noteAfter(message, index) ? <SafetyNote /> : null}
                {index === lastMine ? (
                  <p className="mt-0.5 pr-1 text-right text-[11px] text-muted-foreground" data-testid="message-status">
                    {message.readStatus ? t('Seen') : t('Sent')}
                  </p>
                ) : null}
              </li>
            </Fragment>
          );
        })}
      </ol>
      <div className="mt-2">
        <QueuedBubbles queued={props.queued} />
      </div>
      <p aria-live="polite" className="mt-2 h-5 text-xs italic text-muted-foreground">
        {props.partnerTyping ? t('{name} is typing…', { name: props.partnerName }) : ''}
      </p>
    </div>
  );
}
