import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import type { LikeState } from '../../../shared/schemas/engagement';
import { Button } from '../../components/ui/button';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { sessionQueryKey, type SessionData } from '../auth/api';
import { setLike, type LikeKind } from './api';
import { formatNumber } from '../../../shared/number-format';

/**
 * Like state of one card: flips at once, the server's answer (liked, count) then wins; on failure it rolls back.
 * Signed-out viewers are told to sign in instead (the server would answer 401).
 */
export function useLikeToggle(kind: LikeKind, id: number, initial: LikeState) {
  const client = useQueryClient();
  const [state, setState] = useState(initial);
  const pending = useRef(false);
  // The same state kept as it is: a new object would redraw every card's button once the page has mounted.
  useEffect(
    () =>
      setState((current) =>
        current.liked === initial.liked && current.likeCount === initial.likeCount
          ? current
          : { liked: initial.liked, likeCount: initial.likeCount },
      ),
    [initial.liked, initial.likeCount],
  );

  async function toggle() {
    // Read when pressed, not watched: every card has a Like button, and the page's frame has read the session already.
    if (!client.getQueryData<SessionData | null>(sessionQueryKey)?.user) {
      toast(t('Sign in to like'), { description: t('Likes are for members.') });
      return;
    }
    if (pending.current) return;
    pending.current = true;
    const previous = state;
    const wanted = !previous.liked;
    setState({ liked: wanted, likeCount: Math.max(0, previous.likeCount + (wanted ? 1 : -1)) });
    try {
      const result = await setLike(kind, id, wanted);
      setState(result);
      // Keep an open detail page of the same listing in step.
      if (kind !== 'post') {
        client.setQueryData([kind, id], (old: unknown) =>
          old && typeof old === 'object' ? { ...old, likeCount: result.likeCount, likedByMe: result.liked } : old,
        );
      }
    } catch (error) {
      setState(previous);
      if (error instanceof ApiRequestError && error.status === 401) toast.error(t('Sign in to like'));
      else toast.error(wanted ? t('Could not like this') : t('Could not remove your like'), { description: errorMessage(error) });
    } finally {
      pending.current = false;
    }
  }

  return { ...state, toggle };
}

export function LikeButton(props: { kind: LikeKind; id: number; liked: boolean; likeCount: number; name: string }) {
  const like = useLikeToggle(props.kind, props.id, { liked: props.liked, likeCount: props.likeCount });
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={like.liked}
      onClick={like.toggle}
      aria-label={t('Like {name}, {count, plural, one {# like} other {# likes}}', { name: props.name, count: like.likeCount })}
      className={cn('tabular-nums', like.liked && 'text-primary')}
    >
      <Heart aria-hidden className={cn(like.liked && 'fill-current')} />
      <span>{formatNumber(like.likeCount)}</span>
    </Button>
  );
}
