import { Quote, Star } from 'lucide-react';
import { t } from '../../lib/i18n';
import { useHighlights } from './api';
import { SectionHeading } from './section-heading';

/**
 * The newest good reviews members wrote of the businesses and professionals they used — real words from real
 * members, as on the listings' pages — rather than testimonials written for the page. Left out when there are none.
 */
export function TestimonialsSection() {
  const highlights = useHighlights();
  const reviews = highlights.data?.reviews;
  if (highlights.isError || (reviews && reviews.length === 0)) return null;
  return (
    <section aria-labelledby="testimonials-title" aria-busy={!reviews} className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('Reviews')}
          title={t('What customers say')}
          lead={t('The newest reviews members left for the businesses and professionals they used.')}
        />
        <ul className="mt-12 grid gap-4 sm:gap-6 lg:grid-cols-3">
          {(reviews ?? [null, null, null]).map((review, index) => (
            <li key={review?.reviewId ?? index}>
              <figure className="flex h-full min-h-56 flex-col rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-primary" />
                {review ? (
                  <>
                    {/* An image of the rating, named by it: a paragraph may not carry a name of its own (axe, Lighthouse). */}
                    <p
                      role="img"
                      className="mt-3 flex items-center gap-1"
                      aria-label={t('{count, plural, one {# star} other {# stars}}', { count: review.rating })}
                    >
                      {Array.from({ length: review.rating }, (_, star) => (
                        <Star key={star} aria-hidden className="size-4 fill-current text-primary" />
                      ))}
                    </p>
                    <blockquote className="mt-3 flex-1 leading-relaxed">
                      <p>“{review.text}”</p>
                    </blockquote>
                    <figcaption className="mt-6">
                      <span className="block font-semibold">{review.author}</span>
                      <span className="block text-sm text-muted-foreground">
                        {review.place
                          ? t('about {listing}, {place}', { listing: review.listing, place: review.place })
                          : t('about {listing}', { listing: review.listing })}
                      </span>
                    </figcaption>
                  </>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
