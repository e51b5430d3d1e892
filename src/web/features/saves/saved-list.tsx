import { Bookmark, Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { SavedItem, SaveKind } from '../../../shared/schemas/saves';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ApiRequestError } from '../../lib/api';
import { CardSkeleton } from '../../components/cards/card-row';
import { formatDate } from '../../lib/format';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';
import { useRemoveSave, useSavedList } from './api';
import { removedToast } from './texts';
import { LoadError } from '../../components/ui/load-error';

const EMPTY: Record<SaveKind, { title: string; description: string; list: string }> = {
  business: {
    title: msg('No saved businesses'),
    description: msg('Tap Save on a business to keep it here.'),
    list: msg('Saved businesses'),
  },
  profession: {
    title: msg('No saved professionals'),
    description: msg('Tap Save on a professional to keep them here.'),
    list: msg('Saved professionals'),
  },
  post: { title: msg('No saved posts'), description: msg('Tap Save on a post to read it again later.'), list: msg('Saved posts') },
};

const itemId = (item: SavedItem) =>
  item.kind === 'business' ? item.business.businessId : item.kind === 'profession' ? item.profession.professionId : item.post.postId;
const itemName = (item: SavedItem) =>
  item.kind === 'business'
    ? item.business.name
    : item.kind === 'profession'
      ? item.profession.title
      : t('the post by {author}', { author: item.post.author.fullName || t('Unknown User') });

/** One tab of Saved Items: the member's saves of one kind, newest first, each as `card` draws it, with Remove. */
export function SavedList({ kind, card, onSignedOut }: { kind: SaveKind; card(item: SavedItem): ReactNode; onSignedOut(): void }) {
  const list = useSavedList(kind);
  const remove = useRemoveSave();
  const signedOut = list.error instanceof ApiRequestError && list.error.status === 401;

  // An effect event: the parent passes a new callback each render, which must not re-run the effect.
  const signOut = useEffectEvent(onSignedOut);
  useEffect(() => {
    if (signedOut) signOut();
    else if (list.isError) toast.error(t('Error'), { id: 'saves-load-error', description: t('Failed to fetch saved items') });
  }, [list.isError, list.errorUpdatedAt, signedOut]);

  if (list.isPending) {
    return (
      <div role="status" aria-label={t('Loading saved items')} className="grid gap-4 sm:grid-cols-2">
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        message={t('Failed to fetch saved items')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title={t(EMPTY[kind].title)}
        description={t(EMPTY[kind].description)}
        action={
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link to="/app">{t('Discover near you')}</Link>
          </Button>
        }
      />
    );
  }

  function removeItem(item: SavedItem) {
    remove.mutate(
      { saveId: item.saveId, kind: item.kind, itemId: itemId(item) },
      {
        onSuccess: () => toast.success(removedToast(item.kind)),
        onError: () => toast.error(t('Error'), { description: t('Failed to remove item') }),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <ul aria-label={t(EMPTY[kind].list)} className={kind === 'post' ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
        {items.map((item) => (
          <li key={item.saveId} className="flex min-w-0 flex-col gap-1">
            {card(item)}
            <div className="flex items-center justify-between gap-2 px-1 text-xs text-muted-foreground">
              <time dateTime={item.savedAt}>{t('Saved {date}', { date: formatDate(item.savedAt) })}</time>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={remove.isPending && remove.variables?.saveId === item.saveId}
                onClick={() => removeItem(item)}
                aria-label={t('Remove {name} from saves', { name: itemName(item) })}
              >
                <Trash2 aria-hidden />
                {t('Remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('Loading...') : t('Load more')}
        </Button>
      ) : null}
    </div>
  );
}
