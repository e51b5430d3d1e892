import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import type { LikeState } from '../../../shared/schemas/engagement';
import { Button } from '../../components/ui/button';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { setLike, type LikeKind } from './api';
import { formatNumber } from '../../../shared/number-format';
import type { Placement } from '../../../shared/placement';
import { distanceText } from '../../lib/distance-text';

/** The distance (or the area) of a card, with its words for screen readers. */
export function DistanceLabel({ km, placement }: { km: number; placement: Placement | null }) {
  const { shown, spoken } = distanceText(km, placement);
  return (
    <>
      <span aria-hidden>{shown}</span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}

/**
 * Like state of one card: flips at once, the server's answer (liked, count) then wins; on failure it rolls back.
 * Signed-out viewers are told to sign in instead (the server would answer 401).
 */
export function useLikeToggle(kind: LikeKind, id: number, initial: LikeState) {
  const client = useQueryClient();
  const session = useSession();
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
    if (!session.data?.user) {
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

/**
 * A card's actions on one row. The card's own width decides (a container query, so a narrow card in a desktop grid is
 * treated as on a phone): on a wide card every action shows; on a narrow one the secondary ones (`WideOnly`) give way
 * to the "…" menu (`NarrowOnly`).
 */
export function CardActionRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('@container', className)}>
      <div
        role="group"
        aria-label={t('Actions')}
        className="flex flex-wrap items-center gap-1 border-t border-border pt-2 [&_:is(a,button)]:px-2.5"
      >
        {children}
      </div>
    </div>
  );
}

export const WideOnly = ({ children }: { children: ReactNode }) => <div className="hidden @2xl:contents">{children}</div>;
export const NarrowOnly = ({ children }: { children: ReactNode }) => <div className="contents @2xl:hidden">{children}</div>;

/** A card-shaped grey block while something loads. */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-lg border border-border bg-card p-4', className)}>
      <div className="flex gap-3">
        <div className="size-16 shrink-0 rounded-lg bg-muted" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-4 w-2/3 rounded bg-muted" />
          <div className="h-3 w-1/3 rounded bg-muted" />
          <div className="h-3 w-1/2 rounded bg-muted" />
        </div>
      </div>
      <div className="mt-4 h-3 w-full rounded bg-muted" />
      <div className="mt-2 h-3 w-4/5 rounded bg-muted" />
      <div className="mt-4 flex gap-2">
        <div className="h-8 w-14 rounded bg-muted" />
        <div className="h-8 w-20 rounded bg-muted" />
        <div className="h-8 w-16 rounded bg-muted" />
      </div>
    </div>
  );
}
