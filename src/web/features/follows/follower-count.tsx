import { Users } from 'lucide-react';
import { useFollowState } from './api';
import { useDetailListing } from './detail-listing';

/** "12 followers" under a listing's name: the real count, in step with the Follow button. */
export function DetailFollowerCount() {
  const listing = useDetailListing();
  if (!listing) return null;
  return <FollowerCount kind={listing.kind} id={listing.id} />;
}

function FollowerCount({ kind, id }: { kind: 'business' | 'profession'; id: number }) {
  const state = useFollowState(kind, id);
  if (!state.data) return null;
  const count = state.data.followerCount;
  return (
    <span data-testid="follower-count" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <Users aria-hidden className="size-4" />
      <span>
        <span className="font-semibold text-foreground tabular-nums">{count.toLocaleString('en-NG')}</span>{' '}
        {count === 1 ? 'follower' : 'followers'}
      </span>
    </span>
  );
}
