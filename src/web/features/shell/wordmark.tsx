import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/brand';

export function Wordmark({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-md font-bold text-foreground">
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <MapPin aria-hidden className="size-5" />
      </span>
      <span className="text-lg tracking-tight">{PRODUCT_NAME}</span>
    </Link>
  );
}
