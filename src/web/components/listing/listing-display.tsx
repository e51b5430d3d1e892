import { MessageCircle, Phone, Star, type LucideIcon } from 'lucide-react';
import type { RatingSummary } from '../../../shared/schemas/listings';
import { whatsappNumber } from '../../../shared/phone';
import { cn } from '../../lib/cn';
import { formatPhone } from '../../lib/format';
import { t } from '../../lib/i18n';
import { Picture } from '../ui/picture';
import { VerifiedNumberBadge } from '../verification-badges';

/** The real average and count (docs/product-decisions.md §8), or "No reviews yet". */
export function RatingBadge({ rating, className }: { rating: RatingSummary; className?: string }) {
  if (rating.count === 0 || rating.average === null) {
    return <span className={cn('text-sm text-muted-foreground', className)}>{t('No reviews yet')}</span>;
  }
  const average = rating.average.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star aria-hidden className="size-4 fill-current text-primary" />
      <span className="sr-only">
        {t('Rated {average} out of 5 from {count, plural, one {# review} other {# reviews}}', { average, count: rating.count })}
      </span>
      <span aria-hidden>
        <span className="font-medium">{average}</span> <span className="text-muted-foreground">({rating.count})</span>
      </span>
    </span>
  );
}

/** Call and WhatsApp (docs/product-decisions.md §23) for a listing's phone number. */
export function ContactLinks({ phone, name, verified = false }: { phone: string; name: string; verified?: boolean }) {
  const wa = whatsappNumber(phone);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <a href={`tel:${phone}`} className="inline-flex items-center gap-1 text-foreground underline-offset-4 hover:underline">
        <Phone aria-hidden className="size-4 text-muted-foreground" />
        <span className="sr-only">{t('Call {name} on {phone}', { name, phone: formatPhone(phone) })}</span>
        <span aria-hidden>{formatPhone(phone)}</span>
      </a>
      {wa ? (
        <a
          href={`https://wa.me/${wa}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <MessageCircle aria-hidden className="size-4" />
          WhatsApp<span className="sr-only"> {t('{name} (opens in a new tab)', { name })}</span>
        </a>
      ) : null}
      {verified ? <VerifiedNumberBadge /> : null}
    </span>
  );
}

/** A listing's picture in a fixed square, or a placeholder icon. */
export function ListingPicture(props: { base: string | null; alt: string; icon: LucideIcon; className?: string; sizes?: string }) {
  const Icon = props.icon;
  return (
    <div className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted', props.className)}>
      {props.base ? (
        <Picture base={props.base} alt={props.alt} sizes={props.sizes ?? '80px'} width={160} className="size-full object-cover" />
      ) : (
        <Icon aria-hidden className="size-8 text-muted-foreground" />
      )}
    </div>
  );
}
