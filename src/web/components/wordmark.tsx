import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The LocalHub logo — a pin in a green tile, then the name — linking home (or to the app for members). */
export function Wordmark({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn('inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight', className)}>
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <MapPin className="size-5" strokeWidth={2.25} />
      </span>
      {/* A name: the same in every language, and no page translator should change it. */}
      <span translate="no">
        Local<span className="text-primary">Hub</span>
      </span>
    </Link>
  );
}
