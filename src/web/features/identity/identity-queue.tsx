import { useId, useState, type FormEvent } from 'react';
import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { ID_DOCUMENT_LABELS, IDENTITY_FILE_LABELS, IDENTITY_FILES } from '../../../shared/identity';
import type { IdentityQueueItem } from '../../../shared/schemas/identity';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useIdentityDecision, useIdentityQueue } from './admin-api';

type Pending = { item: IdentityQueueItem; approve: boolean };

/** The console's identity requests, oldest first: both photos side by side, approve or reject with a reason. */
export function IdentityQueue() {
  const queue = useIdentityQueue();
  const [pending, setPending] = useState<Pending | null>(null);
  if (queue.isPending) return <PageSpinner label="Loading identity requests" />;
  if (queue.isError)
    return (
      <LoadError message="The identity requests did not load." detail={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />
    );
  if (queue.data.items.length === 0) {
    return <EmptyState icon={IdCard} title="No identity requests" description="Members’ requests appear here, oldest first." />;
  }
  return (
    <>
      <ul className="grid gap-4" aria-label="Identity requests">
        {queue.data.items.map((item) => (
          <li key={item.requestId}>
            <RequestCard item={item} onDecide={(approve) => setPending({ item, approve })} />
          </li>
        ))}
      </ul>
      {pending ? <DecisionDialog pending={pending} onClose={() => setPending(null)} /> : null}
    </>
  );
}

function RequestCard({ item, onDecide }: { item: IdentityQueueItem; onDecide(approve: boolean): void }) {
  const name = item.member.fullName;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-words">
          <Link to={`/app/members/${encodeURIComponent(item.member.userId)}`} className="hover:underline">
            {name}
          </Link>{' '}
          <span className="text-sm font-normal text-muted-foreground">@{item.member.username}</span>
        </h2>
        <p className="text-xs text-muted-foreground">
          {ID_DOCUMENT_LABELS[item.documentType]} · sent {new Date(item.submittedAt).toLocaleString()} · deleted{' '}
          {new Date(item.expiresAt).toLocaleDateString()} if undecided
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {IDENTITY_FILES.map((file) => (
          <figure key={file} className="grid min-w-0 gap-1">
            <a href={item.files[file]} target="_blank" rel="noopener noreferrer" className="block rounded-md bg-muted">
              <img
                src={item.files[file]}
                alt={`${IDENTITY_FILE_LABELS[file]} of ${name}`}
                loading="lazy"
                decoding="async"
                className="max-h-72 w-full rounded-md object-contain"
              />
              <span className="sr-only"> (opens full size in a new tab)</span>
            </a>
            <figcaption className="text-xs text-muted-foreground">{IDENTITY_FILE_LABELS[file]}</figcaption>
          </figure>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide(true)}>
          Approve<span className="sr-only"> {name}</span>
        </Button>
        <Button size="sm" variant="destructive" onClick={() => onDecide(false)}>
          Reject<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </Card>
  );
}

/** Approving may carry a note for the audit log; rejecting needs a reason, which the member reads. */
function DecisionDialog({ pending, onClose }: { pending: Pending; onClose(): void }) {
  const formId = useId();
  const [text, setText] = useState('');
  const decide = useIdentityDecision();
  const { item, approve } = pending;
  const title = approve ? 'Approve this identity' : 'Reject this identity';
  const why = text.trim();
  const ready = approve || why.length >= 3;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || decide.isPending) return;
    decide.mutate(
      approve ? { requestId: item.requestId, approve, note: why || undefined } : { requestId: item.requestId, approve, reason: why },
      {
        onSuccess: () => {
          toast.success(approve ? `${item.member.fullName} is verified` : 'Request rejected');
          onClose();
        },
        onError: (error) => toast.error('The decision failed', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={`${item.member.fullName} · ${ID_DOCUMENT_LABELS[item.documentType]}. The photos are deleted with the decision.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={approve ? 'default' : 'destructive'} disabled={!ready || decide.isPending}>
            {decide.isPending ? 'Working...' : approve ? 'Approve' : 'Reject'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4">
        <Field
          id={`${formId}-text`}
          label={approve ? 'Note (optional)' : 'Reason'}
          required={!approve}
          hint={approve ? 'Written to the audit log.' : 'Written to the audit log and sent to the member.'}
        >
          <Textarea
            id={`${formId}-text`}
            value={text}
            maxLength={500}
            required={!approve}
            aria-describedby={`${formId}-text-hint`}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
