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
import { t } from '../../lib/i18n';
import { useIdentityDecision, useIdentityQueue } from './admin-api';
import { formatDate, formatDateTime } from '../../lib/format';

type Pending = { item: IdentityQueueItem; approve: boolean };

/** The console's identity requests, oldest first: both photos side by side, approve or reject with a reason. */
export function IdentityQueue() {
  const queue = useIdentityQueue();
  const [pending, setPending] = useState<Pending | null>(null);
  if (queue.isPending) return <PageSpinner label={t('Loading identity requests')} />;
  if (queue.isError)
    return <LoadError message={t('The identity requests did not load.')} error={queue.error} onRetry={() => void queue.refetch()} />;
  if (queue.data.items.length === 0) {
    return <EmptyState icon={IdCard} title={t('No identity requests')} description={t('Members’ requests appear here, oldest first.')} />;
  }
  return (
    <>
      <ul className="grid gap-4" aria-label={t('Identity requests')}>
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
          {t('{document} · sent {sent} · deleted {expires} if undecided', {
            document: t(ID_DOCUMENT_LABELS[item.documentType]),
            sent: formatDateTime(item.submittedAt),
            expires: formatDate(item.expiresAt),
          })}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {IDENTITY_FILES.map((file) => (
          <figure key={file} className="grid min-w-0 gap-1">
            <a href={item.files[file]} target="_blank" rel="noopener noreferrer" className="block rounded-md bg-muted">
              <img
                src={item.files[file]}
                alt={t('{file, select, document {Photo of the ID of {name}} other {Selfie of {name}}}', { file, name })}
                loading="lazy"
                decoding="async"
                className="max-h-72 w-full rounded-md object-contain"
              />
              <span className="sr-only"> {t('(opens full size in a new tab)')}</span>
            </a>
            <figcaption className="text-xs text-muted-foreground">{t(IDENTITY_FILE_LABELS[file])}</figcaption>
          </figure>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide(true)} aria-label={t('Approve {name}', { name })}>
          {t('Approve')}
        </Button>
        <Button size="sm" variant="destructive" onClick={() => onDecide(false)} aria-label={t('Reject {name}', { name })}>
          {t('Reject')}
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
  const title = approve ? t('Approve this identity') : t('Reject this identity');
  const why = text.trim();
  const ready = approve || why.length >= 3;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || decide.isPending) return;
    decide.mutate(
      approve ? { requestId: item.requestId, approve, note: why || undefined } : { requestId: item.requestId, approve, reason: why },
      {
        onSuccess: () => {
          toast.success(approve ? t('{name} is verified', { name: item.member.fullName }) : t('Request rejected'));
          onClose();
        },
        onError: (error) => toast.error(t('The decision failed'), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={t('{name} · {document}. The photos are deleted with the decision.', {
        name: item.member.fullName,
        document: t(ID_DOCUMENT_LABELS[item.documentType]),
      })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} variant={approve ? 'default' : 'destructive'} disabled={!ready || decide.isPending}>
            {decide.isPending ? t('Working...') : approve ? t('Approve') : t('Reject')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4">
        <Field
          id={`${formId}-text`}
          label={approve ? t('Note (optional)') : t('Reason')}
          required={!approve}
          hint={approve ? t('Written to the audit log.') : t('Written to the audit log and sent to the member.')}
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
