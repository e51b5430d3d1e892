import { UserMinus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import type { ConnectionEntry } from '../../../shared/schemas/network';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useConnectionList, useRemoveConnection } from './api';
import { ConnectionList } from './connection-list';
import { MessageButton } from './relation-actions';
import { formatNumber } from '../../../shared/number-format';

/** "My Connections" with the accepted count: Message each, or remove them (after a confirmation). */
export function ConnectionsSection() {
  const headingId = useId();
  const connections = useConnectionList('connections');
  const remove = useRemoveConnection();
  const [removing, setRemoving] = useState<ConnectionEntry | null>(null);
  const total = connections.data?.pages[0]?.total;

  function confirmRemove() {
    if (!removing) return;
    const entry = removing;
    remove.mutate(
      { userId: entry.person.userId, fullName: entry.person.fullName, connectionId: entry.connectionId },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('{name} removed from your connections', { name: entry.person.fullName }));
        },
        onError: (error) => toast.error(t('Failed to remove the connection'), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 className="mb-3 flex items-baseline gap-2 text-lg font-semibold">
        <span id={headingId}>{t('My Connections')}</span>{' '}
        {total !== undefined ? (
          <span className="rounded-full bg-muted px-2 py-0.5 text-sm font-medium tabular-nums text-muted-foreground">
            <span aria-hidden>{formatNumber(total)}</span>
            <span className="sr-only">{t('{count, plural, one {# connection} other {# connections}}', { count: total })}</span>
          </span>
        ) : null}
      </h2>
      <ConnectionList
        query={connections}
        label={t('Your connections')}
        loadingLabel={t('Loading your connections')}
        failedMessage={t('Could not load your connections')}
        empty={
          <EmptyState
            icon={Users}
            title={t('No connections yet')}
            description={t('Find people by name, or connect with someone from People You May Know.')}
          />
        }
        note={(entry) => t('Connected since {date}', { date: formatDate(entry.since) })}
        actions={(entry) => (
          <>
            <MessageButton person={entry.person} />
            <Button
              size="sm"
              variant="ghost"
              className="text-destructive"
              onClick={() => setRemoving(entry)}
              aria-label={t('Remove {name}', { name: entry.person.fullName })}
            >
              <UserMinus aria-hidden />
              {t('Remove')}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={t('Remove connection?')}
        description={
          removing
            ? t('You and {name} will no longer be connected. Either of you can send a new request later.', {
                name: removing.person.fullName,
              })
            : ''
        }
        confirmLabel={t('Remove connection')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
