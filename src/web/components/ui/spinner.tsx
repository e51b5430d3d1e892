import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span className="sr-only">{label ?? t('Loading')}</span>
    </span>
  );
}

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}

/**
 * A spinner holding a screen's height while a panel's content loads, so what follows it stays below the fold until the
 * content arrives instead of jumping down when it does (issue 38.3, layout shift).
 */
export function PanelSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh justify-center py-12">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
