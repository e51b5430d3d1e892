import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { Review } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useReplyToReview, useSaveReview } from './api';
import { type ListingKind } from '../../lib/listing-detail-keys';
import { loadListingSchemas } from './listing-schemas';
import { RatingInput } from './rating-stars';

type Errors = Partial<Record<'rating' | 'text', string>>;

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if ((key === 'rating' || key === 'text') && !errors[key]) errors[key] = t(issue.message);
  }
  return errors;
}

/** Write a new review, or edit one's own: 1–5 stars and a few words. */
export function ReviewFormDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  kind: ListingKind;
  listingId: number;
  listingName: string;
  review: Review | null;
}) {
  const formId = useId();
  const save = useSaveReview(props.kind, props.listingId);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!props.open) return;
    setRating(props.review?.rating ?? null);
    setText(props.review?.text ?? '');
    setErrors({});
  }, [props.open, props.review]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadListingSchemas();
    if (!schemas) return;
    const parsed = schemas.reviewInputSchema.safeParse({ rating: rating ?? undefined, text });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { reviewId: props.review?.reviewId ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(props.review ? t('Review updated') : t('Review posted'), {
            description: props.review ? undefined : t('Thank you for sharing your experience.'),
          });
          props.onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && Object.keys(error.fields).length) setErrors(error.fields as Errors);
          toast.error(t('Error'), { description: t('Failed to save review. {reason}', { reason: errorMessage(error) }) });
        },
      },
    );
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.review ? t('Edit Your Review') : t('Write a Review')}
      description={props.listingName}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? t('Saving...') : props.review ? t('Save Changes') : t('Post Review')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        <RatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((current) => ({ ...current, rating: undefined }));
          }}
          error={errors.rating}
        />
        <Field id={`${formId}-text`} label={t('Your review')} error={errors.text}>
          <Textarea
            id={`${formId}-text`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setErrors((current) => ({ ...current, text: undefined }));
            }}
            maxLength={2000}
            rows={5}
            placeholder={t('What was good? What could be better?')}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${formId}-text-error` : undefined}
          />
        </Field>
      </form>
    </Dialog>
  );
}

/** The owner's one reply to a review, written in place. */
export function ReplyForm(props: { kind: ListingKind; listingId: number; reviewId: number; onDone(): void }) {
  const id = useId();
  const reply = useReplyToReview(props.kind, props.listingId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadListingSchemas();
    if (!schemas) return;
    const parsed = schemas.reviewReplyInputSchema.safeParse({ text });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? t(issue.message) : undefined);
      return;
    }
    setError(undefined);
    reply.mutate(
      { reviewId: props.reviewId, text: parsed.data.text },
      {
        onSuccess: () => {
          toast.success(t('Reply posted'));
          props.onDone();
        },
        onError: (failure) =>
          toast.error(t('Error'), { description: t('Failed to post reply. {reason}', { reason: errorMessage(failure) }) }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-2">
      <Field id={id} label={t('Your reply')} error={error}>
        <Textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={1000}
          rows={3}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={props.onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? t('Posting...') : t('Post Reply')}
        </Button>
      </div>
    </form>
  );
}
