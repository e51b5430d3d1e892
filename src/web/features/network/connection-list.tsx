import type { ReactNode } from 'react';
import type { ConnectionEntry } from '../../../shared/schemas/network';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { LoadError } from '../../components/ui/load-error';
import type { useConnectionList } from './api';
import { PersonCard } from './person-card';

/** One of the member's lists (connections, received or sent requests): its cards, "Show more", and its states. */
export function ConnectionList(props: {
  query: ReturnType<typeof useConnectionList>;
  label: string;
  loadingLabel: string;
  failedMessage: string;
  empty: ReactNode;
  note?: (entry: ConnectionEntry) => ReactNode;
  actions: (entry: ConnectionEntry) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Spinner label={props.loadingLabel} />;
  if (query.isError) {
    return <LoadError message={props.failedMessage} error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <>{props.empty}</>;
  return (
    <>
      <ul aria-label={props.label} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.connectionId} className="min-w-0">
            <PersonCard person={entry.person} note={props.note?.(entry)} actions={props.actions(entry)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="outline" size="sm" className="mt-3" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('Loading...') : t('Show more')}
        </Button>
      ) : null}
    </>
  );
}
