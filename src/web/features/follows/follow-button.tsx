import { Check, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { useSession } from '../auth/api';
import { signInHref } from '../auth';
import { useFollowState, useSetFollow } from './api';
import { useDetailListing, type DetailKind } from './detail-listing';

/** Follow / Following for a business or profession; followers hear about its new posts. */
export function FollowButton({ kind, id }: { kind: DetailKind; id: number }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const state = useFollowState(kind, id);
  const setFollow = useSetFollow(kind, id);
  const navigate = useNavigate();
  const location = useLocation();
  const following = state.data?.following ?? false;
  const what = kind === 'business' ? 'this business' : 'this professional';

  function toggle() {
    if (!signedIn) {
      toast('Sign in to follow', {
        description: 'Followers hear about new posts.',
        action: { label: 'Sign in', onClick: () => navigate(signInHref(location)) },
      });
      return;
    }
    setFollow.mutate(!following, {
      onSuccess: (result) =>
        toast.success(result.following ? 'Following' : 'Unfollowed', {
          description: result.following ? `You will hear about new posts from ${what}.` : undefined,
        }),
      onError: (error) => toast.error(following ? 'Could not unfollow' : 'Could not follow', { description: errorMessage(error) }),
    });
  }

  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      aria-pressed={following}
      onClick={toggle}
      disabled={setFollow.isPending || state.isPending}
    >
      {following ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      {following ? 'Following' : 'Follow'}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}

/** Follow on a business or profession page (its kind and id come from the page's address). */
export function DetailFollowButton() {
  const listing = useDetailListing();
  return listing ? <FollowButton kind={listing.kind} id={listing.id} /> : null;
}
