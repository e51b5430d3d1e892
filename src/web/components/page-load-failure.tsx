import { isNotFound } from '../lib/load-failure';
import { LoadError } from './ui/load-error';
import { NotFoundNotice } from './ui/not-found-notice';

/**
 * A page whose one item did not load (an event, a member, a listing, a video): "not found" with a way back when it is
 * not there, else what failed and a retry (lib/load-failure.ts).
 */
export function PageLoadFailure(props: {
  error: unknown;
  notFound: { title: string; description: string };
  failed: string;
  onRetry(): void;
  retrying?: boolean;
}) {
  if (isNotFound(props.error)) return <NotFoundNotice {...props.notFound} />;
  return (
    <div className="py-8">
      <h1 className="sr-only">{props.failed}</h1>
      <LoadError message={props.failed} error={props.error} onRetry={props.onRetry} retrying={props.retrying} />
    </div>
  );
}
