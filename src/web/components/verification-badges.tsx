import { BadgeCheck, IdCard, PhoneCall } from 'lucide-react';
import { VERIFIED_IDENTITY_LABEL } from '../../shared/identity';
import { cn } from '../lib/cn';
import { t } from '../lib/i18n';

/**
 * "Verified identity": staff checked the member's ID and selfie (decision 0021). An outlined pill with an ID card,
 * distinct from Pro's filled badge; `compact` shows the icon alone (lists), its words kept for screen readers.
 */
export function IdentityBadge({ compact = false, className }: { compact?: boolean; className?: string }) {
  const label = t(VERIFIED_IDENTITY_LABEL);
  if (compact) {
    return (
      <span className={cn('inline-flex shrink-0 items-center text-primary', className)} title={label}>
        <IdCard aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-primary px-2.5 py-0.5 text-xs font-medium text-foreground',
        className,
      )}
    >
      <IdCard aria-hidden className="size-3.5 text-primary" />
      {label}
    </span>
  );
}

/** Pro's verification badge (the owner is on the Pro plan): a filled pill with a check. */
export function ProBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground',
        className,
      )}
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      Pro<span className="sr-only"> {t('verified')}</span>
    </span>
  );
}

/** "Verified number": the listing's contact number is the one its owner proved by a code (issue 40). */
export function VerifiedNumberBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-primary px-2 py-0.5 text-xs font-medium text-foreground',
        className,
      )}
    >
      <PhoneCall aria-hidden className="size-3.5 text-primary" />
      {t('Verified number')}
    </span>
  );
}
