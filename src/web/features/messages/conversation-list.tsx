import { Ban, MessageCircle, Package } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { Conversation } from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/button';
import { IdentityBadge } from '../../components/verification-badges';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useConversations } from './api';
import { fullTime, listTime } from './format-time';
import { MemberAvatar } from './member-avatar';
import { REMOVED_MESSAGE } from './removed-message';
import { t } from '../../lib/i18n';

function ConversationItem({ conversation, active, viewerId }: { conversation: Conversation; active: boolean; viewerId: string }) {
  const { partner, lastMessage, unreadCount } = conversation;
  const mine = lastMessage.senderId === viewerId;
  const unread = unreadCount > 0;
  return (
    <Link
      to={`/app/messages?user=${encodeURIComponent(partner.userId)}`}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-muted',
        active && 'bg-accent text-accent-foreground hover:bg-accent',
      )}
    >
      <MemberAvatar member={partner} className="size-11" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn('flex min-w-0 items-center gap-1', unread ? 'font-bold' : 'font-medium')}>
            <span className="truncate">{partner.fullName}</span>
            {partner.identityVerified ? <IdentityBadge compact /> : null}
          </p>
          <time dateTime={lastMessage.sentAt} title={fullTime(lastMessage.sentAt)} className="shrink-0 text-xs text-muted-foreground">
            {listTime(lastMessage.sentAt)}
          </time>
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className={cn('flex min-w-0 items-center gap-1 text-sm', unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
            {conversation.blockedByMe ? <Ban aria-label={t('Blocked')} className="size-3.5 shrink-0" /> : null}
            {lastMessage.product ? <Package aria-label={t('About a product')} className="size-3.5 shrink-0" /> : null}
            <span className="truncate" data-testid="last-message">
              {mine ? `${t('You')}: ` : ''}
              {lastMessage.removed ? <span className="italic">{t(REMOVED_MESSAGE)}</span> : lastMessage.content}
            </span>
          </p>
          {unread ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
              {unreadCount > 99 ? '99+' : unreadCount}
              <span className="sr-only"> {t('unread')}</span>
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

/** The member's conversations, newest first, with the partner, the last message, its time and the unread count. */
export function ConversationList({ activeUserId, viewerId }: { activeUserId: string | null; viewerId: string }) {
  const conversations = useConversations();

  useEffect(() => {
    if (conversations.isError) toast.error(t('Error'), { id: 'conversations-load-error', description: t('Failed to load conversations') });
  }, [conversations.isError, conversations.errorUpdatedAt]);

  if (conversations.isPending) {
    return (
      <ul aria-hidden className="space-y-1 p-2">
        {[0, 1, 2, 3].map((n) => (
          <li key={n} className="flex animate-pulse items-center gap-3 px-2 py-2.5">
            <div className="size-11 rounded-full bg-muted" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-1/2 rounded bg-muted" />
              <div className="h-3 w-3/4 rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (conversations.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
        <p className="font-semibold">{t('Failed to load conversations')}</p>
        <Button variant="outline" onClick={() => conversations.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  const items = conversations.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <MessageCircle aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-semibold">{t('No conversations yet')}</p>
        <p className="max-w-xs text-sm text-muted-foreground">
          {t('Message a professional or business from their profile to start a conversation.')}
        </p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/app">{t('Find people near you')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="p-2">
      <ul aria-label={t('Conversations')} className="space-y-0.5">
        {items.map((conversation) => (
          <li key={conversation.conversationId}>
            <ConversationItem conversation={conversation} active={conversation.partner.userId === activeUserId} viewerId={viewerId} />
          </li>
        ))}
      </ul>
      {conversations.hasNextPage ? (
        <div className="mt-2 flex justify-center">
          <Button variant="outline" size="sm" onClick={() => conversations.fetchNextPage()} disabled={conversations.isFetchingNextPage}>
            {conversations.isFetchingNextPage ? <Spinner label={t('Loading more conversations')} /> : null}
            {t('Load more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
