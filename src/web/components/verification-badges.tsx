import { BadgeCheck, IdCard } from 'lucide-react';
import { VERIFIED_IDENTITY_LABEL } from '../../shared/identity';
import { cn } from '../lib/cn';

/**
 * "Verified identity": staff checked the member's ID and selfie (decision 0021). An outlined pill with an ID card,
 * distinct from Pro's filled badge; `compact` shows the icon alone (lists), its words kept for screen readers.
 */
export function IdentityBadge({ compact = false, className }: { compact?: boolean; className?: string }) {
  if (compact) {
    return (
      <span className={cn('inline-flex shrink-0 items-center text-primary', className)} title={VERIFIED_IDENTITY_LABEL}>
        <IdCard aria-hidden className="size-4" />
        <span className="sr-only">{VERIFIED_IDENTITY_LABEL}</span>
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
      {VERIFIED_IDENTITY_LABEL}
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
      Pro<span className="sr-only"> verified</span>
    </span>
  );
}
