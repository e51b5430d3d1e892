import { Check, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { signInHref } from '../auth';
import { useFollowState, useSetFollow } from './api';
import { useDetailListing, type DetailKind } from './detail-listing';

/** "Follow this business", "Following this professional": the button's whole name. */
function followLabel(kind: DetailKind, following: boolean): string {
  if (kind === 'business') return following ? t('Following this business') : t('Follow this business');
  return following ? t('Following this professional') : t('Follow this professional');
}

/** Follow / Following for a business or profession; followers hear about its new posts. */
export function FollowButton({ kind, id }: { kind: DetailKind; id: number }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const state = useFollowState(kind, id);
  const setFollow = useSetFollow(kind, id);
  const navigate = useNavigate();
  const location = useLocation();
  const following = state.data?.following ?? false;

  function toggle() {
    if (!signedIn) {
      toast(t('Sign in to follow'), {
        description: t('Followers hear about new posts.'),
        action: { label: t('Sign in'), onClick: () => navigate(signInHref(location)) },
      });
      return;
    }
    setFollow.mutate(!following, {
      onSuccess: (result) =>
        toast.success(result.following ? t('Following') : t('Unfollowed'), {
          description: result.following
            ? kind === 'business'
              ? t('You will hear about new posts from this business.')
              : t('You will hear about new posts from this professional.')
            : undefined,
        }),
      onError: (error) => toast.error(following ? t('Could not unfollow') : t('Could not follow'), { description: errorMessage(error) }),
    });
  }

  return (
    <Button
      variant={following ? 'secondary' : 'outline'}
      aria-pressed={following}
      onClick={toggle}
      disabled={setFollow.isPending || state.isPending}
      aria-label={followLabel(kind, following)}
    >
      {following ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      {following ? t('Following') : t('Follow')}
    </Button>
  );
}

/** Follow on a business or profession page (its kind and id come from the page's address). */
export function DetailFollowButton() {
  const listing = useDetailListing();
  return listing ? <FollowButton kind={listing.kind} id={listing.id} /> : null;
}
