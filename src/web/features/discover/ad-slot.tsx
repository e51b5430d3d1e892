import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/**
 * An advertisement slot. Until members' advertisements run (docs/product-decisions.md §12) it shows LocalHub's own promotion.
 */
export function AdSlot({ className, variant = 'inline' }: { className?: string; variant?: 'inline' | 'banner' }) {
  return (
    <aside
      aria-label="Advertisement"
      className={cn(
        'relative flex min-w-0 flex-col gap-3 overflow-hidden rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center',
        variant === 'banner' && 'sm:p-5',
        className,
      )}
    >
      <span className="absolute right-2 top-2 rounded bg-muted px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-muted-foreground">
        Sponsored
      </span>
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Megaphone className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Advertise on LocalHub — reach customers near you</p>
        <p className="text-sm text-muted-foreground">Put your business in front of people in your city, your state or all of Nigeria.</p>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to="/app/create">Create an ad</Link>
      </Button>
    </aside>
  );
}
