import { useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '../../../shared/schemas/moderation';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { ActionDialog, type PendingAction } from './action-dialog';
import { useAudit } from './api';
import { kindName, subjectLabel, SubjectTitle } from './subject';
import { t } from '../../lib/i18n';
import { msg } from '../../../shared/i18n/msg';
import { formatDateTime } from '../../lib/format';

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
    return t('suspend until {date}', { date: formatDateTime(until[1]) || until[1] });
  }
  return action in ACTIONS ? t(ACTIONS[action]) : action;
}

/** Who acted: a member of staff, or LocalHub itself (a suspension reaching its end date, the `npm run admin` command). */
function staffName(staff: AuditEntry['staff']): string {
  if (staff.fullName !== null) return staff.fullName;
  if (staff.userId === 'system') return t('LocalHub (automatic)');
  if (staff.userId === 'admin-cli') return t('Server command (npm run admin)');
  return t('Former member');
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
                <span className="font-medium">{staffName(entry.staff)}</span> ·{' '}
                {t('{action} · {kind}', { action: actionName(entry.action), kind: kindName(entry.kind) })}
              </p>
              <p className="break-words">
                <SubjectTitle kind={entry.kind} subject={entry.subject} />
              </p>
              {entry.reason ? <p className="break-words text-muted-foreground">{t('Why: {reason}', { reason: entry.reason })}</p> : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
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
            label: subjectLabel(entry.kind, entry.subject),
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
        onClick={() => onAction({ path: 'unsuspend', userId: entry.id, label: subjectLabel(entry.kind, entry.subject) })}
      >
        {t('Lift suspension')}
      </Button>
    );
  }
  return null;
}
