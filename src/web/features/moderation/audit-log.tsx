import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '../../../shared/schemas/moderation';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { ActionDialog, type PendingAction } from './action-dialog';
import { useAudit } from './api';
import { kindName } from './report-queue';
import { t } from '../../lib/i18n';
import { msg } from '../../../shared/i18n/msg';
import { dateFormatter } from '../../lib/date-format';

const dateFormat = dateFormatter('dd/MM/y, HH:mm:ss');

/** The actions the audit log records, as staff read them; one this build does not know stays as it was stored. */
const ACTIONS: Record<string, string> = {
  dismiss: msg('dismiss'),
  hide: msg('hide'),
  restore: msg('restore'),
  suspend: msg('suspend'),
  unsuspend: msg('unsuspend'),
  'approve identity': msg('approve identity'),
  'reject identity': msg('reject identity'),
  'expire identity request': msg('expire identity request'),
  'grant moderator': msg('grant moderator'),
  'grant admin': msg('grant admin'),
  'revoke staff': msg('revoke staff'),
};

function actionName(action: string): string {
  const until = /^suspend until (.+)$/.exec(action);
  if (until) {
    const end = new Date(until[1]);
    return t('suspend until {date}', { date: Number.isNaN(end.getTime()) ? until[1] : dateFormat(end) });
  }
  return action in ACTIONS ? t(ACTIONS[action]) : action;
}

/** Who did what, when and why; a hide or a suspension can be undone from its row. */
export function AuditLog() {
  const audit = useAudit(true);
  const [pending, setPending] = useState<PendingAction | null>(null);
  if (audit.isPending) return <PageSpinner />;
  if (audit.isError)
    return <LoadError message={t('The audit log did not load.')} error={audit.error} onRetry={() => void audit.refetch()} />;
  if (audit.data.items.length === 0)
    return <EmptyState icon={ScrollText} title={t('No staff actions yet')} description={t('Every staff action is listed here.')} />;
  return (
    <>
      <ul className="grid gap-2" aria-label={t('Audit log')}>
        {audit.data.items.map((entry) => (
          <li
            key={entry.actionId}
            className="grid gap-1 rounded-md border border-border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="break-words">
                <span className="font-medium">{entry.staff.fullName ?? entry.staff.userId}</span> ·{' '}
                {t('{action} · {kind} {id}', { action: actionName(entry.action), kind: kindName(entry.kind), id: entry.id })}
              </p>
              {entry.reason ? <p className="break-words text-muted-foreground">{t('Why: {reason}', { reason: entry.reason })}</p> : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.createdAt}>{dateFormat(new Date(entry.createdAt))}</time>
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
        onClick={() =>
          onAction({
            path: 'restore',
            kind: entry.kind,
            id: entry.id,
            label: t('{kind} {id}', { kind: kindName(entry.kind), id: entry.id }),
          })
        }
      >
        {t('Restore')}
      </Button>
    );
  }
  if (entry.action.startsWith('suspend')) {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => onAction({ path: 'unsuspend', userId: entry.id, label: t('Member {id}', { id: entry.id }) })}
      >
        {t('Lift suspension')}
      </Button>
    );
  }
  return null;
}
