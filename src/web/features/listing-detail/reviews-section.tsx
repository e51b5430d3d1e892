import { ReportButton } from '../reports';
import { LogIn, MessageCircle, MessageSquareReply, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import type { Review } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { signInHref } from '../auth';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useDeleteReview, useReviews } from './api';
import { type ListingKind } from '../../lib/listing-detail-keys';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { LoadError } from '../../components/ui/load-error';
import { RatingStars } from './rating-stars';
import { ReplyForm, ReviewFormDialog } from './review-form';
import { useScrollToCommentsWhenReady } from './tabs';
import { compareCodes } from '../../lib/compare-codes';

/** Ratings and reviews of one listing (docs/product-decisions.md §8): one per member, the owner replies once to each. */
export function ReviewsSection(props: { kind: ListingKind; listingId: number; listingName: string; isOwner: boolean; signedIn: boolean }) {
  const { kind, listingId } = props;
  const location = useLocation();
  const reviews = useReviews(kind, listingId);
  const remove = useDeleteReview(kind, listingId);
  const [editing, setEditing] = useState<{ review: Review | null } | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  useScrollToCommentsWhenReady(reviews.isSuccess);

  if (reviews.isPending) return <PageSpinner label={t('Loading reviews')} />;
  if (reviews.isError) return <LoadError message={t('Failed to load reviews')} error={reviews.error} onRetry={() => reviews.refetch()} />;

  const { rating, mine, canReview, reviewBlockedReason } = reviews.data;
  const items = [...reviews.data.items];
  if (mine && !items.some((item) => item.reviewId === mine.reviewId)) items.push(mine);
  items.sort((a, b) => compareCodes(b.createdAt, a.createdAt));

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.reviewId, {
      onSuccess: () => {
        toast.success(t('Review deleted'));
        setDeleting(null);
      },
      onError: (error) => toast.error(t('Error'), { description: t('Failed to delete review. {reason}', { reason: errorMessage(error) }) }),
    });
  }

  return (
    <section aria-labelledby="reviews-heading" className="grid gap-4">
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div>
          <h2 id="reviews-heading" className="text-lg font-semibold">
            {t('Reviews')}
          </h2>
          {rating.count > 0 && rating.average !== null ? (
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <span className="text-3xl font-bold tabular-nums">{rating.average.toFixed(1)}</span>
              <RatingStars value={rating.average} size="md" />
              <span className="text-sm text-muted-foreground">
                {t('{count, plural, one {# review} other {# reviews}}', { count: rating.count })}
              </span>
            </div>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{t('No reviews yet')}</p>
          )}
        </div>
        {canReview ? (
          <Button onClick={() => setEditing({ review: null })}>
            <Star aria-hidden />
            {t('Write a Review')}
          </Button>
        ) : !props.signedIn ? (
          <Button asChild variant="outline">
            <Link to={signInHref({ pathname: location.pathname, hash: '#comments' })}>
              <LogIn aria-hidden />
              {t('Sign in to write a review')}
            </Link>
          </Button>
        ) : reviewBlockedReason ? (
          <p className="max-w-xs text-sm text-muted-foreground">{t(reviewBlockedReason)}</p>
        ) : null}
      </Card>

      {items.length === 0 ? (
        <EmptyState
          icon={Star}
          title={t('No reviews yet')}
          description={
            props.isOwner
              ? t('When customers review you, their ratings appear here and you can reply to each one.')
              : canReview
                ? t('Be the first to share your experience.')
                : undefined
          }
        />
      ) : (
        <ul className="grid gap-3">
          {items.map((review) => {
            const isMine = mine?.reviewId === review.reviewId;
            const edited = new Date(review.updatedAt).getTime() - new Date(review.createdAt).getTime() > 60_000;
            return (
              <li key={review.reviewId}>
                <Card className={isMine ? 'border-primary/50 p-4' : 'p-4'}>
                  <article aria-label={t('Review by {name}', { name: review.author.fullName })}>
                    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                      <div className="flex min-w-0 items-center gap-3">
                        <span
                          aria-hidden
                          className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
                        >
                          {initials(review.author.fullName)}
                        </span>
                        <div className="min-w-0">
                          <p className="truncate font-medium">
                            {review.author.fullName}
                            {isMine ? <span className="ml-2 text-xs font-normal text-muted-foreground">{t('(your review)')}</span> : null}
                          </p>
                          {review.contacted ? (
                            <p
                              className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
                              title={t('The reviewer messaged the owner before writing this review')}
                            >
                              <MessageCircle aria-hidden className="size-3" />
                              {t('Contacted')}
                            </p>
                          ) : null}
                          <p className="text-xs text-muted-foreground">
                            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                            {edited ? ` · ${t('edited')}` : ''}
                          </p>
                        </div>
                      </div>
                      <div className="flex items-center gap-1">
                        <RatingStars value={review.rating} />
                        <ReportButton kind="review" id={review.reviewId} ownerId={review.author.userId} noun="review" compact />
                      </div>
                    </div>
                    <p className="mt-3 whitespace-pre-line break-words text-sm">{review.text}</p>

                    {review.reply ? (
                      <div className="mt-3 rounded-md border-l-2 border-primary bg-muted px-3 py-2 text-sm">
                        <p className="text-xs font-medium text-muted-foreground">
                          {t('Reply from the owner')} · <time dateTime={review.reply.createdAt}>{formatDate(review.reply.createdAt)}</time>
                        </p>
                        <p className="mt-1 whitespace-pre-line break-words">{review.reply.text}</p>
                      </div>
                    ) : null}

                    {isMine ? (
                      <div className="mt-3 flex flex-wrap gap-2">
                        <Button variant="outline" size="sm" onClick={() => setEditing({ review })}>
                          <Pencil aria-hidden />
                          {t('Edit')}
                        </Button>
                        <Button variant="outline" size="sm" className="text-destructive" onClick={() => setDeleting(review)}>
                          <Trash2 aria-hidden />
                          {t('Delete')}
                        </Button>
                      </div>
                    ) : null}

                    {props.isOwner && !review.reply ? (
                      replyingTo === review.reviewId ? (
                        <ReplyForm kind={kind} listingId={listingId} reviewId={review.reviewId} onDone={() => setReplyingTo(null)} />
                      ) : (
                        <div className="mt-3">
                          <Button variant="outline" size="sm" onClick={() => setReplyingTo(review.reviewId)}>
                            <MessageSquareReply aria-hidden />
                            {t('Reply')}
                          </Button>
                        </div>
                      )
                    ) : null}
                  </article>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <ReviewFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        kind={kind}
        listingId={listingId}
        listingName={props.listingName}
        review={editing?.review ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('Delete your review?')}
        description={t('Your rating and review will be removed from this page. This cannot be undone.')}
        confirmLabel={t('Delete review')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}
