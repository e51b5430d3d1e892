import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RatingSummary } from '../../../shared/schemas/listings';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { DetailFollowerCount } from '../follows';
import { ratingText } from '../../lib/format';
import { t } from '../../lib/i18n';
import { RatingStars } from './rating-stars';
import { Picture } from '../../components/ui/picture';

/** The listing's picture, or its placeholder icon; square for businesses, round for people. */
export function ListingPicture(props: { src: string | null; icon: LucideIcon; round?: boolean; className?: string }) {
  const shape = props.round ? 'rounded-full' : 'rounded-xl';
  if (!props.src) {
    const Icon = props.icon;
    return (
      <div className={cn('grid shrink-0 place-items-center bg-muted text-muted-foreground', shape, props.className)} aria-hidden>
        <Icon className="size-1/2" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <div className={cn('shrink-0 overflow-hidden bg-muted', shape, props.className)}>
      <Picture base={props.src} alt="" sizes="(min-width: 640px) 128px, 96px" width={160} className="size-full object-cover" />
    </div>
  );
}

export function TypeBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">{name}</span>
  );
}

/** Stars with "4.3 (12 reviews)", or "No reviews yet"; pressing it opens the Reviews tab. */
export function RatingLine({ rating, onShowReviews }: { rating: RatingSummary; onShowReviews(): void }) {
  const text = ratingText(rating);
  return (
    <button
      type="button"
      onClick={onShowReviews}
      aria-label={
        text && rating.average !== null
          ? t('Rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}. Show reviews', {
              average: rating.average.toFixed(1),
              count: rating.count,
            })
          : t('No reviews yet. Show reviews')
      }
      className="inline-flex items-center gap-2 rounded-md text-sm text-muted-foreground hover:text-foreground"
    >
      {text && rating.average !== null ? (
        <>
          <RatingStars value={rating.average} />
          <span>
            <span className="font-semibold text-foreground">{rating.average.toFixed(1)}</span>{' '}
            {t('({count, plural, one {# review} other {# reviews}})', { count: rating.count })}
          </span>
        </>
      ) : (
        <span>{t('No reviews yet')}</span>
      )}
    </button>
  );
}

/** One line of the header's facts: an icon and its text. */
export function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** The frame of a listing header: picture beside name, badge, rating, facts and actions. */
export function ListingHeader(props: {
  picture: ReactNode;
  title: string;
  badge?: ReactNode;
  rating: ReactNode;
  lead?: ReactNode;
  description: string | null;
  facts: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:gap-6">
        {props.picture}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl">{props.title}</h1>
            {props.badge}
          </div>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1">
            {props.rating}
            {props.lead}
            <DetailFollowerCount />
          </div>
          {props.description ? (
            <p className="mt-3 whitespace-pre-line break-words text-sm text-muted-foreground sm:text-base">{props.description}</p>
          ) : null}
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">{props.facts}</ul>
          <div className="mt-5 flex flex-wrap gap-2">{props.actions}</div>
        </div>
      </div>
    </Card>
  );
}

export function HeaderSkeleton({ round }: { round?: boolean }) {
  return (
    <Card className="p-4 sm:p-6" aria-hidden>
      <div className="flex animate-pulse flex-col gap-4 sm:flex-row sm:gap-6">
        <div className={cn('size-24 shrink-0 bg-muted sm:size-32', round ? 'rounded-full' : 'rounded-xl')} />
        <div className="flex-1 space-y-3">
          <div className="h-8 w-2/3 rounded bg-muted" />
          <div className="h-4 w-40 rounded bg-muted" />
          <div className="h-4 w-full rounded bg-muted" />
          <div className="h-4 w-5/6 rounded bg-muted" />
          <div className="flex gap-2 pt-2">
            <div className="h-10 w-24 rounded-md bg-muted" />
            <div className="h-10 w-24 rounded-md bg-muted" />
          </div>
        </div>
      </div>
    </Card>
  );
}
