import { Users } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useFollowState } from './api';
import { useDetailListing } from './detail-listing';
import { formatNumber } from '../../../shared/number-format';

/** "12 followers" under a listing's name: the real count, in step with the Follow button. */
export function DetailFollowerCount() {
  const listing = useDetailListing();
  if (!listing) return null;
  return <FollowerCount kind={listing.kind} id={listing.id} />;
}

const NUMBER_SLOT = '\u0000';

function FollowerCount({ kind, id }: { kind: 'business' | 'profession'; id: number }) {
  const state = useFollowState(kind, id);
  if (state.isError) return null;
  // While the count loads its place is kept, so the header does not re-wrap and push the page down when it arrives.
  const count = state.data?.followerCount ?? 0;
  // The number keeps its own look wherever the language puts it in the sentence.
  const [before, after = ''] = t('{count, plural, one {{number} follower} other {{number} followers}}', {
    count,
    number: NUMBER_SLOT,
  }).split(NUMBER_SLOT);
  return (
    <span
      data-testid={state.data ? 'follower-count' : undefined}
      aria-hidden={state.data ? undefined : true}
      className={cn('inline-flex items-center gap-1.5 text-sm text-muted-foreground', !state.data && 'invisible')}
    >
      <Users aria-hidden className="size-4" />
      <span>
        {before}
        <span className="font-semibold text-foreground tabular-nums">{formatNumber(count)}</span>
        {after}
      </span>
    </span>
  );
}
