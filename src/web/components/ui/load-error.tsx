import { RotateCw } from 'lucide-react';
import { t } from '../../lib/i18n';
import { failureDetail } from '../../lib/load-failure';
import { Button } from './button';

/** The one notice for data that failed to load: what failed, what to do about it (lib/load-failure.ts), and a retry. */
export function LoadError(props: { message: string; error: unknown; onRetry(): void; retrying?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-medium text-destructive">{props.message}</p>
        <p className="mt-1 text-muted-foreground">{failureDetail(props.error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={props.onRetry} disabled={props.retrying}>
        <RotateCw aria-hidden className={props.retrying ? 'animate-spin' : undefined} />
        {props.retrying ? t('Retrying...') : t('Try again')}
      </Button>
    </div>
  );
}
