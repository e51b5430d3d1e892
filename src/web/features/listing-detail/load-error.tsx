import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** A part of the page that did not load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center">
      <TriangleAlert aria-hidden className="size-8 text-destructive" />
      <p className="text-sm font-medium">{message}</p>
      <p className="max-w-sm text-sm text-muted-foreground">Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
