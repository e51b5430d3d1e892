import { Lock, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** Inline notice for data that failed to load, with a retry. */
export function LoadError(props: { message: string; detail?: string | null; onRetry(): void; retrying?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-medium text-destructive">{props.message}</p>
        {props.detail ? <p className="mt-1 text-muted-foreground">{props.detail}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={props.onRetry} disabled={props.retrying}>
        <RotateCw aria-hidden className={props.retrying ? 'animate-spin' : undefined} />
        {props.retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}

/** Shown to a visitor without a session (the shell normally sends them to sign in first). */
export function AuthRequired({ message }: { message: string }) {
  return (
    <EmptyState
      icon={Lock}
      title="Authentication Required"
      description={message}
      action={
        <Button asChild className="mt-2">
          <Link to="/auth">Sign in</Link>
        </Button>
      }
    />
  );
}
