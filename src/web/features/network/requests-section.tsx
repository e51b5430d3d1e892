import { useId } from 'react';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
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
        {t('Connection Requests')}
      </h2>
      {!incoming.isSuccess || received > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('Received ({count})', { count: received })}</h3>
          <ConnectionList
            query={incoming}
            label={t('Requests received')}
            loadingLabel={t('Loading requests received')}
            failedMessage={t('Could not load the requests you received')}
            empty={null}
            note={(entry) => t('Sent you a request on {date}', { date: formatDate(entry.since) })}
            actions={(entry) => <AnswerActions person={entry.person} connectionId={entry.connectionId} />}
          />
        </div>
      ) : null}
      {!outgoing.isSuccess || sent > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('Sent ({count})', { count: sent })}</h3>
          <ConnectionList
            query={outgoing}
            label={t('Requests sent')}
            loadingLabel={t('Loading requests sent')}
            failedMessage={t('Could not load the requests you sent')}
            empty={null}
            note={(entry) => t('You sent a request on {date}', { date: formatDate(entry.since) })}
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
