import { RotateCw } from 'lucide-react';
import { Button } from './button';

/** Inline notice for data that failed to load, with a retry. */
export function InlineLoadError(props: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-destructive">{props.message}</p>
      <Button variant="outline" size="sm" onClick={props.onRetry} disabled={props.retrying}>
        <RotateCw aria-hidden className={props.retrying ? 'animate-spin' : undefined} />
        {props.retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
