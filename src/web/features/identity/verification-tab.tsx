import { useState, type FormEvent } from 'react';
import { Clock, IdCard, ShieldX } from 'lucide-react';
import { toast } from '../../lib/toast';
import { ID_DOCUMENT_LABELS, ID_DOCUMENT_TYPES, IDENTITY_REQUEST_DAYS, type IdDocumentType } from '../../../shared/identity';
import type { IdentityState } from '../../../shared/schemas/identity';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { describedBy, Field } from '../../components/ui/field';
import { LoadError } from '../../components/ui/load-error';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { IdentityBadge } from '../../components/verification-badges';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { IMAGE_ACCEPT, imageFileProblem } from '../listings';
import { useIdentityState } from './api';
import { useRequestVerification } from './request-verification';
import { dateFormatter } from '../../lib/date-format';

const dayFormat = dateFormatter('d MMMM y');
const day = (iso: string) => dayFormat(new Date(iso));

/** Account → Verification: the latest request's state, and the form to ask (again, after a rejection or expiry). */
export function VerificationTab() {
  const state = useIdentityState();
  return (
    <SectionCard
      title={t('Identity verification')}
      icon={<IdCard aria-hidden className="size-5 text-muted-foreground" />}
      description={t(
        'Show people you are who you say you are: staff compare a photo of your ID with a selfie. Once approved, a “Verified identity” badge shows on your profile, listings and messages.',
      )}
    >
      {state.isPending ? (
        <Spinner label={t('Loading verification')} />
      ) : state.isError ? (
        <LoadError
          message={t('Could not load your verification')}
          error={state.error}
          onRetry={() => void state.refetch()}
          retrying={state.isFetching}
        />
      ) : (
        <Status state={state.data} />
      )}
    </SectionCard>
  );
}

function Status({ state }: { state: IdentityState }) {
  if (state.verified) {
    return (
      <div className="grid justify-items-start gap-2" role="status">
        <IdentityBadge />
        <p className="text-sm">{t('Your identity is verified. Your photos were deleted when staff decided.')}</p>
      </div>
    );
  }
  if (state.status === 'pending') {
    return (
      <div className="grid gap-1 rounded-md border border-border p-3 text-sm" role="status">
        <p className="flex items-center gap-2 font-medium">
          <Clock aria-hidden className="size-4 text-muted-foreground" />
          {t('Waiting for review')}
        </p>
        <p className="text-muted-foreground">
          {t(
            '{document} and selfie sent on {sent}. If nobody has decided by {expires}, the request and its photos are deleted and you can send a new one.',
            {
              document: state.documentType ? t(ID_DOCUMENT_LABELS[state.documentType]) : t('Your ID'),
              sent: day(state.submittedAt!),
              expires: day(state.expiresAt!),
            },
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {state.status === 'rejected' ? (
        <div className="grid gap-1 rounded-md border border-destructive/40 p-3 text-sm" role="status">
          <p className="flex items-center gap-2 font-medium text-destructive">
            <ShieldX aria-hidden className="size-4" />
            {t('Not approved')}
          </p>
          <p className="break-words">{t('Reason: {reason}', { reason: state.reason ?? '' })}</p>
          <p className="text-muted-foreground">{t('Your photos were deleted. You can try again below.')}</p>
        </div>
      ) : state.status === 'expired' ? (
        <p className="rounded-md border border-border p-3 text-sm" role="status">
          {t('Your last request was not reviewed within {days} days, so it was deleted with its photos. You can send a new one below.', {
            days: IDENTITY_REQUEST_DAYS,
          })}
        </p>
      ) : null}
      <RequestForm retry={state.status !== 'none'} />
    </div>
  );
}

type FieldName = 'documentType' | 'document' | 'selfie';
type FieldErrors = Partial<Record<FieldName, string>>;

function RequestForm({ retry }: { retry: boolean }) {
  const send = useRequestVerification();
  const [documentType, setDocumentType] = useState<IdDocumentType | ''>('');
  const [files, setFiles] = useState<{ document: File | null; selfie: File | null }>({ document: null, selfie: null });
  const [errors, setErrors] = useState<FieldErrors>({});

  async function choose(name: 'document' | 'selfie', file: File | null) {
    setFiles((current) => ({ ...current, [name]: file }));
    const problem = file ? await imageFileProblem(file) : null;
    setErrors((current) => ({ ...current, [name]: problem ?? undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const next: FieldErrors = {
      documentType: documentType ? undefined : t('Choose the document you photographed.'),
      document: files.document ? ((await imageFileProblem(files.document)) ?? undefined) : t('Add a photo of your ID.'),
      selfie: files.selfie ? ((await imageFileProblem(files.selfie)) ?? undefined) : t('Add a selfie: a photo of your face.'),
    };
    setErrors(next);
    const first = (['documentType', 'document', 'selfie'] as const).find((name) => next[name]);
    if (first) {
      document.getElementById(`identity-${first}`)?.focus();
      return;
    }
    send.mutate(
      { documentType: documentType as IdDocumentType, document: files.document!, selfie: files.selfie! },
      {
        onSuccess: () => toast.success(t('Sent for review'), { description: t('We will tell you when staff have decided.') }),
        onError: (error) => {
          if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
            setErrors({ documentType: error.fields.documentType, document: error.fields.document, selfie: error.fields.selfie });
          }
          toast.error(t('Could not send your request'), { description: errorMessage(error) });
        },
      },
    );
  }

  const fileInput = (name: 'document' | 'selfie', label: string, hint: string) => (
    <Field id={`identity-${name}`} label={label} required error={errors[name]} hint={hint}>
      <input
        id={`identity-${name}`}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(`identity-${name}`, errors[name], true)}
        disabled={send.isPending}
        onChange={(event) => void choose(name, event.target.files?.[0] ?? null)}
        className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium file:text-foreground"
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label={t('Ask for identity verification')}>
      <Field id="identity-documentType" label={t('Document')} required error={errors.documentType}>
        <Select
          id="identity-documentType"
          value={documentType}
          aria-required
          aria-invalid={errors.documentType ? true : undefined}
          aria-describedby={describedBy('identity-documentType', errors.documentType)}
          disabled={send.isPending}
          onChange={(event) => {
            setDocumentType(event.target.value as IdDocumentType | '');
            setErrors((current) => ({ ...current, documentType: undefined }));
          }}
        >
          <option value="">{t('Choose a document')}</option>
          {ID_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(ID_DOCUMENT_LABELS[type])}
            </option>
          ))}
        </Select>
      </Field>
      {fileInput(
        'document',
        t('Photo of your ID'),
        t('The whole document, flat and sharp enough to read. JPEG, PNG or WebP, up to 10 MB.'),
      )}
      {fileInput('selfie', t('Selfie'), t('Your face, clearly lit, so staff can compare it with the ID photo.'))}
      <p className="text-xs text-muted-foreground">
        {t(
          'Only LocalHub staff see these photos. They are never shown on the site, and they are deleted as soon as staff decide, or after {days} days if nobody has.',
          { days: IDENTITY_REQUEST_DAYS },
        )}
      </p>
      <div>
        <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? t('Sending...') : retry ? t('Send a new request') : t('Send for review')}
        </Button>
      </div>
    </form>
  );
}
