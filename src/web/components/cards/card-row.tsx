// The parts every card shares: its distance, its row of actions (filled by the feature that shows the card) and
// its loading placeholder.
import type { ReactNode } from 'react';
import type { Placement } from '../../../shared/placement';
import { cn } from '../../lib/cn';
import { distanceText } from '../../lib/distance-text';
import { t } from '../../lib/i18n';

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
