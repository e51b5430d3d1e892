import { Bookmark, Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import type { SavedItem, SaveKind } from '../../../shared/schemas/saves';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ApiRequestError } from '../../lib/api';
import { CardSkeleton, ListingCard, PostCard } from '../discover';
import { formatDate } from '../../lib/format';
import { useRemoveSave, useSavedList } from './api';
import { removedToast } from './texts';
import { LoadError } from '../../components/ui/load-error';

const EMPTY: Record<SaveKind, { title: string; description: string }> = {
  business: { title: 'No saved businesses', description: 'Tap Save on a business to keep it here.' },
  profession: { title: 'No saved professionals', description: 'Tap Save on a professional to keep them here.' },
  post: { title: 'No saved posts', description: 'Tap Save on a post to read it again later.' },
};

const itemId = (item: SavedItem) =>
  item.kind === 'business' ? item.business.businessId : item.kind === 'profession' ? item.profession.professionId : item.post.postId;
const itemName = (item: SavedItem) =>
  item.kind === 'business'
    ? item.business.name
    : item.kind === 'profession'
      ? item.profession.title
      : `the post by ${item.post.author.fullName}`;

/** One tab of Saved Items: the member's saves of one kind, newest first, each with Remove. */
export function SavedList({ kind, onSignedOut }: { kind: SaveKind; onSignedOut(): void }) {
  const list = useSavedList(kind);
  const remove = useRemoveSave();
  const signedOut = list.error instanceof ApiRequestError && list.error.status === 401;

  // An effect event: the parent passes a new callback each render, which must not re-run the effect.
  const signOut = useEffectEvent(onSignedOut);
  useEffect(() => {
    if (signedOut) signOut();
    else if (list.isError) toast.error('Error', { id: 'saves-load-error', description: 'Failed to fetch saved items' });
  }, [list.isError, list.errorUpdatedAt, signedOut]);

  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading saved items" className="grid gap-4 sm:grid-cols-2">
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  }
  if (list.isError) {
    return <LoadError message="Failed to fetch saved items" onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title={EMPTY[kind].title}
        description={EMPTY[kind].description}
        action={
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link to="/app">Discover near you</Link>
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
        onError: () => toast.error('Error', { description: 'Failed to remove item' }),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <ul
        aria-label={`Saved ${kind === 'business' ? 'businesses' : kind === 'profession' ? 'professionals' : 'posts'}`}
        className={kind === 'post' ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}
      >
        {items.map((item) => (
          <li key={item.saveId} className="flex min-w-0 flex-col gap-1">
            {item.kind === 'business' ? (
              <ListingCard kind="business" listing={item.business} distanceKm={null} />
            ) : item.kind === 'profession' ? (
              <ListingCard kind="profession" listing={item.profession} distanceKm={null} />
            ) : (
              <PostCard post={item.post} distanceKm={null} />
            )}
            <div className="flex items-center justify-between gap-2 px-1 text-xs text-muted-foreground">
              <span>
                Saved <time dateTime={item.savedAt}>{formatDate(item.savedAt)}</time>
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={remove.isPending && remove.variables?.saveId === item.saveId}
                onClick={() => removeItem(item)}
              >
                <Trash2 aria-hidden />
                Remove<span className="sr-only"> {itemName(item)} from saves</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
