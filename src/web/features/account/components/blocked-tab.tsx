import { Ban } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { BlockedMemberList } from '../../../../shared/schemas/messages';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useBlockedMembers, useSetBlocked } from '../../messages';

type Blocked = BlockedMemberList['items'][number];

/** Account → Blocked: the members the viewer blocked, each with Unblock. */
export function BlockedTab() {
  const blocked = useBlockedMembers();
  return (
    <SectionCard
      title={t('Blocked members')}
      description={t('You and the people you block no longer see each other’s posts, listings, comments or messages.')}
    >
      {blocked.isPending ? (
        <Spinner label={t('Loading blocked members')} />
      ) : blocked.isError ? (
        <LoadError
          message={t('Could not load blocked members')}
          error={blocked.error}
          onRetry={() => blocked.refetch()}
          retrying={blocked.isFetching}
        />
      ) : blocked.data.items.length === 0 ? (
        <EmptyState icon={Ban} title={t('You have not blocked anyone.')} />
      ) : (
        <ul className="grid gap-2" aria-label={t('Blocked members')}>
          {blocked.data.items.map((member) => (
            <BlockedRow key={member.userId} member={member} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function BlockedRow({ member }: { member: Blocked }) {
  const unblock = useSetBlocked(member.userId);
  return (
    <li className="flex min-w-0 items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-medium">{member.fullName}</p>
        <p className="truncate text-sm text-muted-foreground">@{member.username}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        aria-label={t('Unblock {name}', { name: member.fullName })}
        // The row leaves the list once the list reloads: the toast must not depend on it still being there.
        onClick={() =>
          unblock.mutateAsync(false).then(
            () => toast.success(t('{name} is unblocked', { name: member.fullName })),
            (error: unknown) => toast.error(t('Failed to unblock'), { description: errorMessage(error) }),
          )
        }
      >
        {t('Unblock')}
      </Button>
    </li>
  );
}
