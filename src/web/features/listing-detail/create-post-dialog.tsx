import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useCreatePost } from './api';
import { type ListingKind } from '../../lib/listing-detail-keys';
import { loadListingSchemas } from './listing-schemas';

type Errors = Partial<Record<'title' | 'content', string>>;

/** The owner's Create Post dialog for a business or profession: Title and Content, both required. */
export function CreatePostDialog(props: { open: boolean; onOpenChange(open: boolean): void; kind: ListingKind; id: number }) {
  const id = useId();
  const create = useCreatePost(props.kind, props.id);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (props.open) setErrors({});
  }, [props.open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadListingSchemas();
    if (!schemas) return;
    const parsed = schemas.postInputSchema.safeParse({ title, content });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'title' || key === 'content') && !next[key]) next[key] = t(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('Post created successfully'));
        setTitle('');
        setContent('');
        props.onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && Object.keys(error.fields).length) setErrors(error.fields as Errors);
        toast.error(t('Error'), { description: t('Failed to create post') });
      },
    });
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('Create Post')}
      description={
        props.kind === 'business'
          ? t('Share news, work you have done or an offer with the people who visit your business. Your followers hear about it.')
          : t('Share news, work you have done or an offer with the people who visit your profile. Your followers hear about it.')
      }
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
            {create.isPending ? t('Posting...') : t('Create Post')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
        <Field id={`${id}-title`} label={t('Title *')} error={errors.title}>
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setErrors((current) => ({ ...current, title: undefined }));
            }}
            maxLength={200}
            required
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
          />
        </Field>
        <Field id={`${id}-content`} label={t('Content *')} error={errors.content}>
          <Textarea
            id={`${id}-content`}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setErrors((current) => ({ ...current, content: undefined }));
            }}
            maxLength={5000}
            rows={6}
            required
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? `${id}-content-error` : undefined}
          />
        </Field>
      </form>
    </Dialog>
  );
}
