import { useState } from 'react';
import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { REPORT_REASON_LABELS, type QueueItem, type ReportReason } from '../../../shared/schemas/moderation';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { ActionDialog, type PendingAction } from './action-dialog';
import { useQueue } from './api';
import { t } from '../../lib/i18n';
import { formatDateTime } from '../../lib/format';
import { kindName, subjectLabel } from './subject';

/** Open reports grouped by item, oldest first, with the item and its context. */
export function ReportQueue() {
  const queue = useQueue(true);
  const [pending, setPending] = useState<PendingAction | null>(null);
  if (queue.isPending) return <PageSpinner />;
  if (queue.isError) return <LoadError message={t('The reports did not load.')} error={queue.error} onRetry={() => void queue.refetch()} />;
  if (queue.data.items.length === 0) {
    return <EmptyState icon={Inbox} title={t('No open reports')} description={t('New reports from members appear here, oldest first.')} />;
  }
  return (
    <>
      <ul className="grid gap-4" aria-label={t('Open reports')}>
        {queue.data.items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <QueueCard item={item} onAction={setPending} />
          </li>
        ))}
      </ul>
      {pending ? <ActionDialog action={pending} onClose={() => setPending(null)} /> : null}
    </>
  );
}

function QueueCard({ item, onAction }: { item: QueueItem; onAction(action: PendingAction): void }) {
  const subject = { title: item.content?.title ?? null, owner: item.owner, link: item.link };
  const label = subjectLabel(item.kind, subject);
  const text = item.content?.text;
  const reasons = Object.entries(item.reasons)
    .map(([reason, count]) => {
      const known = REPORT_REASON_LABELS[reason as ReportReason];
      return t('{reason} × {count}', { reason: known ? t(known) : reason, count });
    })
    .join(', ');
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold break-words">
          <span className="mr-2 rounded bg-muted px-2 py-0.5 text-xs font-medium uppercase">{kindName(item.kind)}</span>
          {subject.title === null ? (
            t('Deleted since it was reported')
          ) : subject.link ? (
            <Link to={subject.link} className="text-primary underline-offset-2 hover:underline">
              {subject.title}
            </Link>
          ) : (
            subject.title
          )}
        </h2>
        <p className="text-xs text-muted-foreground">
          {t('{count, plural, one {# report} other {# reports}} · first {date}', {
            count: item.reportCount,
            date: formatDateTime(item.firstReportedAt),
          })}
        </p>
      </div>
      {/* A comment's or a message's title is its text already. */}
      {text && text !== subject.title ? <p className="text-sm whitespace-pre-line break-words">{text}</p> : null}
      {item.context.length > 0 ? (
        <div className="rounded-md bg-muted p-2 text-sm">
          <p className="mb-1 text-xs font-medium text-muted-foreground">{t('Context')}</p>
          {item.context.map((line, index) => (
            <p key={index} className="break-words">
              {line}
            </p>
          ))}
        </div>
      ) : null}
      <p className="text-sm">
        <span className="font-medium">{t('Reasons:')}</span> {reasons}
      </p>
      {item.details.length > 0 ? (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label={t('What reporters wrote')}>
          {item.details.map((detail, index) => (
            <li key={index} className="break-words">
              “{detail}”
            </li>
          ))}
        </ul>
      ) : null}
      {item.owner && item.kind !== 'member' ? <p className="text-sm">{t('Owner: {name}', { name: item.owner.fullName })}</p> : null}
      {item.content?.hidden ? (
        <p className="text-sm font-medium text-destructive">
          {t('{why, select, staff {Hidden (staff)} suspended {Hidden (suspended)} other {Hidden ({why})}}', { why: item.content.hidden })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onAction({ path: 'reports/dismiss', kind: item.kind, id: item.id, label })}>
          {t('Dismiss')}
        </Button>
        {item.kind !== 'member' && item.kind !== 'message' && !item.content?.hidden ? (
          <Button variant="destructive" size="sm" onClick={() => onAction({ path: 'hide', kind: item.kind, id: item.id, label })}>
            {t('Hide')}
          </Button>
        ) : null}
        {item.owner ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              onAction({ path: 'suspend', userId: item.owner!.userId, label: t('Member: {name}', { name: item.owner!.fullName }) })
            }
          >
            {t('Suspend owner')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
