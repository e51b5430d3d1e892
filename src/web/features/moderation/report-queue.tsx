import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { REPORT_REASON_LABELS, type QueueItem, type ReportReason } from '../../../shared/schemas/moderation';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { ActionDialog, type PendingAction } from './action-dialog';
import { useQueue } from './api';

const KIND_NAMES: Record<string, string> = { video_comment: 'video comment', profession: 'professional', member: 'member profile' };
export const kindName = (kind: string) => KIND_NAMES[kind] ?? kind;

/** Open reports grouped by item, oldest first, with the item and its context. */
export function ReportQueue() {
  const queue = useQueue(true);
  const [pending, setPending] = useState<PendingAction | null>(null);
  if (queue.isPending) return <PageSpinner />;
  if (queue.isError)
    return <LoadError message="The reports did not load." detail={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />;
  if (queue.data.items.length === 0) {
    return <EmptyState icon={Inbox} title="No open reports" description="New reports from members appear here, oldest first." />;
  }
  return (
    <>
      <ul className="grid gap-4" aria-label="Open reports">
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
  const title = item.content?.title ?? 'Deleted since it was reported';
  const label = `${kindName(item.kind)}: ${title}`;
  const reasons = Object.entries(item.reasons)
    .map(([reason, count]) => `${REPORT_REASON_LABELS[reason as ReportReason] ?? reason} × ${count}`)
    .join(', ');
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold break-words">
          <span className="mr-2 rounded bg-muted px-2 py-0.5 text-xs font-medium uppercase">{kindName(item.kind)}</span>
          {title}
        </h2>
        <p className="text-xs text-muted-foreground">
          {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} · first {new Date(item.firstReportedAt).toLocaleString()}
        </p>
      </div>
      {item.content?.text ? <p className="text-sm whitespace-pre-line break-words">{item.content.text}</p> : null}
      {item.context.length > 0 ? (
        <div className="rounded-md bg-muted p-2 text-sm">
          <p className="mb-1 text-xs font-medium text-muted-foreground">Context</p>
          {item.context.map((line, index) => (
            <p key={index} className="break-words">
              {line}
            </p>
          ))}
        </div>
      ) : null}
      <p className="text-sm">
        <span className="font-medium">Reasons:</span> {reasons}
      </p>
      {item.details.length > 0 ? (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="What reporters wrote">
          {item.details.map((detail, index) => (
            <li key={index} className="break-words">
              “{detail}”
            </li>
          ))}
        </ul>
      ) : null}
      {item.owner ? <p className="text-sm">Owner: {item.owner.fullName}</p> : null}
      {item.content?.hidden ? <p className="text-sm font-medium text-destructive">Hidden ({item.content.hidden})</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onAction({ path: 'reports/dismiss', kind: item.kind, id: item.id, label })}>
          Dismiss
        </Button>
        {item.kind !== 'member' && item.kind !== 'message' && !item.content?.hidden ? (
          <Button variant="destructive" size="sm" onClick={() => onAction({ path: 'hide', kind: item.kind, id: item.id, label })}>
            Hide
          </Button>
        ) : null}
        {item.owner ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction({ path: 'suspend', userId: item.owner!.userId, label: `Member: ${item.owner!.fullName}` })}
          >
            Suspend owner
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
