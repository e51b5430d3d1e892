import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '../../../shared/schemas/moderation';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { ActionDialog, type PendingAction } from './action-dialog';
import { useAudit } from './api';
import { kindName } from './report-queue';

/** Who did what, when and why; a hide or a suspension can be undone from its row. */
export function AuditLog() {
  const audit = useAudit(true);
  const [pending, setPending] = useState<PendingAction | null>(null);
  if (audit.isPending) return <PageSpinner />;
  if (audit.isError)
    return <LoadError message="The audit log did not load." detail={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />;
  if (audit.data.items.length === 0)
    return <EmptyState icon={ScrollText} title="No staff actions yet" description="Every staff action is listed here." />;
  return (
    <>
      <ul className="grid gap-2" aria-label="Audit log">
        {audit.data.items.map((entry) => (
          <li
            key={entry.actionId}
            className="grid gap-1 rounded-md border border-border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="break-words">
                <span className="font-medium">{entry.staff.fullName ?? entry.staff.userId}</span> · {entry.action} · {kindName(entry.kind)}{' '}
                {entry.id}
              </p>
              {entry.reason ? <p className="break-words text-muted-foreground">Why: {entry.reason}</p> : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
              </p>
            </div>
            <Undo entry={entry} onAction={setPending} />
          </li>
        ))}
      </ul>
      {pending ? <ActionDialog action={pending} onClose={() => setPending(null)} /> : null}
    </>
  );
}

function Undo({ entry, onAction }: { entry: AuditEntry; onAction(action: PendingAction): void }) {
  if (entry.action === 'hide') {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => onAction({ path: 'restore', kind: entry.kind, id: entry.id, label: `${kindName(entry.kind)} ${entry.id}` })}
      >
        Restore
      </Button>
    );
  }
  if (entry.action.startsWith('suspend')) {
    return (
      <Button variant="outline" size="sm" onClick={() => onAction({ path: 'unsuspend', userId: entry.id, label: `Member ${entry.id}` })}>
        Lift suspension
      </Button>
    );
  }
  return null;
}
