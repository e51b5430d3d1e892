import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageCircle, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { BLOCKED_BY_ME, BLOCKED_BY_PARTNER } from '../../../shared/messages-rules';
import type { PartnerState, ProductRef } from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { IdentityBadge } from '../../components/verification-badges';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { Backoff, useBackoff } from '../../lib/automatic-requests';
import { useRealtime, useRealtimeState } from '../realtime';
import { messageKeys, rememberSent, useMarkRead, usePartnerState, useSendMessage, type ThreadData } from './api';
import { BlockButton } from './block-button';
import { Composer } from './composer';
import { MemberAvatar } from './member-avatar';
import { MessageList, QueuedBubbles } from './message-list';
import { newClientId, outbox, type QueuedMessage } from './outbox';
import { useOutbox } from './outbox-sender';
import { markReadUpTo, threadMessages } from './thread-cache';
import { useLiveThread } from './use-live-thread';
import { t } from '../../lib/i18n';
import { failureDetail, isNotFound } from '../../lib/load-failure';

function useDocumentVisible() {
  // Drawn by the server, the page counts as seen; the effect below reads the real state.
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="icon" className="shrink-0 md:hidden">
      <Link to="/app/messages" aria-label={t('Back to conversations')}>
        <ArrowLeft aria-hidden />
      </Link>
    </Button>
  );
}

/** The conversation with one member: header with block/unblock, the live thread, and the input (or why it is closed). */
export function ThreadView(props: { partnerId: string; viewerId: string; product: ProductRef | null; onRemoveProduct(): void }) {
  const partner = usePartnerState(props.partnerId);

  if (partner.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('Loading conversation')} className="[&_svg]:size-7" />
      </div>
    );
  }
  if (partner.isError) {
    const missing = isNotFound(partner.error);
    // A partner id that cannot be anyone's: the server says why.
    const invalid = partner.error instanceof ApiRequestError && partner.error.status === 400;
    return (
      <div className="flex flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-border p-2">
          <BackLink />
        </div>
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <UserX aria-hidden className="size-10 text-muted-foreground" />
          <p className="font-semibold">
            {missing ? t('Member not found') : invalid ? errorMessage(partner.error) : t('Failed to load conversations')}
          </p>
          {missing || invalid ? null : (
            <>
              <p className="text-sm text-muted-foreground">{failureDetail(partner.error)}</p>
              <Button variant="outline" onClick={() => partner.refetch()}>
                {t('Try again')}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }
  return <Thread key={props.partnerId} {...props} state={partner.data} />;
}

function Thread(props: { partnerId: string; viewerId: string; product: ProductRef | null; onRemoveProduct(): void; state: PartnerState }) {
  const { state, partnerId, viewerId } = props;
  const name = state.partner.fullName;
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const realtimeState = useRealtimeState();
  const visible = useDocumentVisible();
  const { thread, partnerTyping } = useLiveThread(state.conversationId, partnerId);
  const send = useSendMessage();
  const { mutate: markRead, isPending: markingRead } = useMarkRead();
  // Offline or after a failure, reading waits (growing waits) instead of asking again at every render.
  const [markReadBackoff] = useState(() => new Backoff());
  const mayMarkRead = useBackoff(markReadBackoff);
  const messages = threadMessages(thread.data);
  const unreadFromPartner = messages.some((message) => message.receiverId === viewerId && !message.readStatus);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Opening the conversation (and every new message while it is open and on screen) reads the partner's messages.
  useEffect(() => {
    const conversationId = state.conversationId;
    if (conversationId === null || !unreadFromPartner || !visible || markingRead || !mayMarkRead) return;
    markRead(conversationId, {
      onError: () => markReadBackoff.failed(),
      onSuccess: (result) => {
        markReadBackoff.succeeded();
        if (result.readUpTo === null) return;
        const key = messageKeys.thread(conversationId);
        const data = queryClient.getQueryData<ThreadData>(key);
        if (data) queryClient.setQueryData<ThreadData>(key, markReadUpTo(data, viewerId, result.readUpTo, new Date().toISOString()));
      },
    });
  }, [state.conversationId, unreadFromPartner, visible, markingRead, mayMarkRead, markReadBackoff, markRead, queryClient, viewerId]);

  const queued = useOutbox(viewerId).filter((message) => message.receiverId === partnerId);

  /** Without a connection the message waits in this browser and goes out when the connection returns. */
  function queue(message: QueuedMessage) {
    outbox.add(viewerId, message);
    if (props.product) props.onRemoveProduct();
    toast.info(t('You are offline'), { description: t('Your message will be sent when you are back online.') });
  }

  async function onSend(content: string): Promise<boolean> {
    setRefusal(null);
    const input = { receiverId: partnerId, content, productId: props.product?.productId ?? null, clientId: newClientId() };
    const waiting = { ...input, queuedAt: new Date().toISOString() };
    if (!navigator.onLine || queued.length > 0) {
      // Behind messages already waiting, so they arrive in the order they were written.
      queue(waiting);
      return true;
    }
    try {
      rememberSent(queryClient, await send.mutateAsync(input));
      if (props.product) props.onRemoveProduct();
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 0) {
        queue(waiting);
        return true;
      }
      const text = errorMessage(error);
      toast.error(t('Failed to send message'), { description: text });
      if (error instanceof ApiRequestError && error.status === 403) {
        setRefusal(text);
        void queryClient.invalidateQueries({ queryKey: messageKeys.partner(partnerId) });
      }
      return false;
    }
  }

  const closedReason = state.blockedByMe ? BLOCKED_BY_ME : !state.canSend ? BLOCKED_BY_PARTNER : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-3">
        <BackLink />
        <MemberAvatar member={state.partner} />
        <div className="min-w-0 flex-1">
          <h2 className="flex min-w-0 items-center gap-1 font-semibold leading-tight">
            <span className="truncate">{name}</span>
            {state.partner.identityVerified ? <IdentityBadge compact /> : null}
          </h2>
          <p className="truncate text-xs text-muted-foreground" aria-live="polite">
            {realtimeState === 'errored' ? t('Reconnecting…') : `@${state.partner.username}`}
          </p>
        </div>
        <BlockButton userId={partnerId} name={name} blocked={state.blockedByMe} />
      </header>

      {state.conversationId === null ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
          <MessageCircle aria-hidden className="size-10" />
          <p className="font-medium text-foreground">{t('No messages yet')}</p>
          <p className="text-sm">{t('Say hello to {name}.', { name })}</p>
          <QueuedBubbles queued={queued} />
        </div>
      ) : thread.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t('Loading messages')} className="[&_svg]:size-7" />
        </div>
      ) : thread.isError ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="font-semibold">{t('Failed to load messages')}</p>
          <Button variant="outline" onClick={() => thread.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : (
        <MessageList
          messages={messages}
          viewerId={viewerId}
          partnerName={name}
          partnerTyping={partnerTyping}
          stranger={!state.connected}
          partnerVerified={state.partnerVerified}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          queued={queued}
        />
      )}

      {closedReason ? (
        <div role="status" className="border-t border-border bg-muted/60 p-3 text-center text-sm">
          <p>{refusal ?? t(closedReason)}</p>
        </div>
      ) : (
        <>
          {refusal ? (
            <p role="alert" className="border-t border-border bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <Composer
            partnerName={name}
            product={props.product}
            onRemoveProduct={props.onRemoveProduct}
            onTyping={() => state.conversationId !== null && realtime.send({ type: 'typing', to: partnerId })}
            onSend={onSend}
            sending={send.isPending}
          />
        </>
      )}
    </div>
  );
}
