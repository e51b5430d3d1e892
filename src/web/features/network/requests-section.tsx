import { useId } from 'react';
import { formatDate } from '../../lib/format';
import { useConnectionList } from './api';
import { ConnectionList } from './connection-list';
import { AnswerActions, PendingLabel, WithdrawAction } from './relation-actions';

const count = (query: ReturnType<typeof useConnectionList>) => query.data?.pages[0]?.total ?? 0;

/**
 * Connection requests: the ones received (Accept / Decline) and the ones sent (Withdraw). Shown only while there
 * are some, or while they load or fail, so an empty network page stays short.
 */
export function RequestsSection() {
  const headingId = useId();
  const incoming = useConnectionList('incoming');
  const outgoing = useConnectionList('outgoing');
  const received = count(incoming);
  const sent = count(outgoing);
  const settled = incoming.isSuccess && outgoing.isSuccess;
  if (settled && received === 0 && sent === 0) return null;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Connection Requests
      </h2>
      {!incoming.isSuccess || received > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">Received ({received})</h3>
          <ConnectionList
            query={incoming}
            label="Requests received"
            loadingLabel="Loading requests received"
            failedMessage="Could not load the requests you received"
            empty={null}
            note={(entry) => `Sent you a request on ${formatDate(entry.since)}`}
            actions={(entry) => <AnswerActions person={entry.person} connectionId={entry.connectionId} />}
          />
        </div>
      ) : null}
      {!outgoing.isSuccess || sent > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">Sent ({sent})</h3>
          <ConnectionList
            query={outgoing}
            label="Requests sent"
            loadingLabel="Loading requests sent"
            failedMessage="Could not load the requests you sent"
            empty={null}
            note={(entry) => `You sent a request on ${formatDate(entry.since)}`}
            actions={(entry) => (
              <>
                <PendingLabel person={entry.person} />
                <WithdrawAction person={entry.person} connectionId={entry.connectionId} />
              </>
            )}
          />
        </div>
      ) : null}
    </section>
  );
}
