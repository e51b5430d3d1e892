import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import {
  AD_AUDIENCE_LABELS,
  AD_AUDIENCES,
  AD_DURATIONS,
  AD_TYPE_LABELS,
  AD_TYPES,
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_PRIORITIES,
  advertisementInputSchema,
  announcementInputSchema,
  eventInputSchema,
  noticeInputSchema,
  type AnnouncementInput,
  type EventInput,
  type NoticeInput,
} from '../../../shared/schemas/content';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field, RequiredNote } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { IMAGE_ACCEPT, imageFileProblem } from '../listings';
import { useMyBusinesses } from '../businesses/api';
import { useMyProfessions } from '../professions/api';
import { uploadAdImage, useCreateContent, useEditContent } from './api';
import { ContentPlaceFields } from './place-fields';
import type { ContentPlace } from '../../../shared/schemas/placement';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';

export type ContentKind = 'notice' | 'event' | 'announcement' | 'advertisement';

const today = () => new Date(Date.now() + 3600_000).toISOString().slice(0, 10);

/** A field of a dialog: its control is drawn from its type. Label, hint and placeholder are marked with msg(). */
interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'date' | 'time' | 'number' | 'select';
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** The choices of a select, their labels translated: called while rendering. */
  options?: () => ReadonlyArray<readonly [value: string, label: string]>;
  /** How the typed text becomes the schema's value. */
  as?: 'number' | 'nullableNumber';
}

const PRIORITY_LABELS: Record<(typeof ANNOUNCEMENT_PRIORITIES)[number], string> = {
  low: msg('Low'),
  normal: msg('Normal'),
  high: msg('High'),
  urgent: msg('Urgent'),
};

const CATEGORY_LABELS: Record<(typeof ANNOUNCEMENT_CATEGORIES)[number], string> = {
  general: msg('General'),
  business: msg('Business'),
  community: msg('Community'),
  emergency: msg('Emergency'),
  update: msg('Update'),
};

const FIELDS: Record<ContentKind, FieldSpec[]> = {
  notice: [
    { name: 'title', label: msg('Title'), type: 'text', required: true },
    { name: 'content', label: msg('Content'), type: 'textarea', required: true },
    { name: 'location', label: msg('Location'), type: 'text', placeholder: msg('e.g. Allen Avenue, Ikeja') },
    { name: 'expiryDate', label: msg('Expiry date'), type: 'date', required: true, hint: msg('Shown until the end of this day.') },
  ],
  event: [
    { name: 'title', label: msg('Title'), type: 'text', required: true },
    { name: 'description', label: msg('Description'), type: 'textarea', required: true },
    { name: 'date', label: msg('Date'), type: 'date', required: true },
    { name: 'time', label: msg('Time'), type: 'time', required: true, hint: msg('Lagos time.') },
    { name: 'location', label: msg('Location'), type: 'text', required: true },
    {
      name: 'maxAttendees',
      label: msg('Max attendees'),
      type: 'number',
      as: 'nullableNumber',
      hint: msg('Leave empty for no limit.'),
    },
  ],
  announcement: [
    { name: 'title', label: msg('Title'), type: 'text', required: true },
    { name: 'content', label: msg('Content'), type: 'textarea', required: true },
    {
      name: 'priority',
      label: msg('Priority'),
      type: 'select',
      required: true,
      options: () => ANNOUNCEMENT_PRIORITIES.map((p) => [p, t(PRIORITY_LABELS[p])]),
    },
    {
      name: 'category',
      label: msg('Category'),
      type: 'select',
      required: true,
      options: () => ANNOUNCEMENT_CATEGORIES.map((c) => [c, t(CATEGORY_LABELS[c])]),
    },
  ],
  advertisement: [
    { name: 'title', label: msg('Title'), type: 'text', required: true },
    { name: 'description', label: msg('Description'), type: 'textarea', required: true },
    {
      name: 'adType',
      label: msg('Ad type'),
      type: 'select',
      required: true,
      options: () => AD_TYPES.map((type) => [type, t(AD_TYPE_LABELS[type])]),
    },
    {
      name: 'budgetNaira',
      label: msg('Budget (₦)'),
      type: 'number',
      required: true,
      as: 'number',
      placeholder: '5000',
      hint: msg('At least ₦1,000.'),
    },
    {
      name: 'durationDays',
      label: msg('Duration'),
      type: 'select',
      required: true,
      as: 'number',
      options: () => AD_DURATIONS.map((d) => [String(d), t('{count, plural, one {# day} other {# days}}', { count: d })]),
    },
    {
      name: 'audience',
      label: msg('Target audience'),
      type: 'select',
      required: true,
      options: () => AD_AUDIENCES.map((a) => [a, t(AD_AUDIENCE_LABELS[a])]),
    },
  ],
};

const DEFAULTS: Record<ContentKind, () => Record<string, unknown>> = {
  notice: () => ({ title: '', content: '', location: '', expiryDate: '' }),
  event: () => ({ title: '', description: '', date: '', time: '', location: '', maxAttendees: null }),
  announcement: () => ({ title: '', content: '', priority: 'normal', category: 'general' }),
  advertisement: () => ({
    title: '',
    description: '',
    adType: 'feed',
    budgetNaira: undefined,
    durationDays: 7,
    audience: 'all',
    link: { kind: 'url', url: '' },
  }),
};

const SCHEMAS: Record<ContentKind, z.ZodType<FieldValues, FieldValues>> = {
  notice: noticeInputSchema as unknown as z.ZodType<FieldValues, FieldValues>,
  event: eventInputSchema as unknown as z.ZodType<FieldValues, FieldValues>,
  announcement: announcementInputSchema as unknown as z.ZodType<FieldValues, FieldValues>,
  advertisement: advertisementInputSchema as unknown as z.ZodType<FieldValues, FieldValues>,
};

/** What each kind's dialog says, whole sentences per kind (word order and gender differ between languages). */
const TEXTS: Record<
  ContentKind,
  { create: string; edit: string; created: string; updated: string; createFailed: string; updateFailed: string }
> = {
  notice: {
    create: msg('Create Notice'),
    edit: msg('Edit Notice'),
    created: msg('Notice published'),
    updated: msg('Notice updated'),
    createFailed: msg('Failed to create notice'),
    updateFailed: msg('Failed to update notice'),
  },
  event: {
    create: msg('Create Event'),
    edit: msg('Edit Event'),
    created: msg('Event created'),
    updated: msg('Event updated'),
    createFailed: msg('Failed to create event'),
    updateFailed: msg('Failed to update event'),
  },
  announcement: {
    create: msg('Create Announcement'),
    edit: msg('Edit Announcement'),
    created: msg('Announcement published'),
    updated: msg('Announcement updated'),
    createFailed: msg('Failed to create announcement'),
    updateFailed: msg('Failed to update announcement'),
  },
  advertisement: {
    create: msg('Create Advertisement'),
    edit: msg('Edit Advertisement'),
    created: msg('Advertisement saved: it runs once its budget is paid'),
    updated: msg('Advertisement updated'),
    createFailed: msg('Failed to create advertisement'),
    updateFailed: msg('Failed to update advertisement'),
  },
};

/** Content the author is changing: its kind, id, current values in the form's shape and where it is now. */
export type ContentEdit = { id: number; place: ContentPlace | null } & (
  { kind: 'notice'; values: NoticeInput } | { kind: 'event'; values: EventInput } | { kind: 'announcement'; values: AnnouncementInput }
);

/**
 * The Create Content dialog of one kind: every field of the spec, validated by the shared schema before sending.
 * With `edit`, the same dialog changes what the author published.
 */
export function ContentDialog({
  kind,
  open,
  onOpenChange,
  edit,
}: {
  kind: ContentKind | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  edit?: ContentEdit;
}) {
  if (!kind) return null;
  return <ContentDialogBody key={`${kind}-${edit?.id ?? 'new'}`} kind={kind} open={open} onOpenChange={onOpenChange} edit={edit} />;
}

function ContentDialogBody({
  kind,
  open,
  onOpenChange,
  edit,
}: {
  kind: ContentKind;
  open: boolean;
  onOpenChange(open: boolean): void;
  edit?: ContentEdit;
}) {
  const formId = useId();
  const create = useCreateContent();
  const change = useEditContent();
  const initial = useCallback(() => (edit ? { ...edit.values } : DEFAULTS[kind]()), [edit, kind]);
  const form = useForm<FieldValues>({ resolver: zodResolver(SCHEMAS[kind]), defaultValues: initial(), shouldFocusError: true });
  const { register, handleSubmit, formState, setError, reset } = form;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [image, setImage] = useState<File | null>(null);

  useEffect(() => {
    if (open) reset(initial());
  }, [open, initial, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The values passed the shared schema above; the server parses them again.
      if (edit) {
        await change[edit.kind].mutateAsync({ id: edit.id, input: values as never });
        toast.success(t(TEXTS[kind].updated));
        onOpenChange(false);
        return;
      }
      const created = await create[kind].mutateAsync(values as never);
      toast.success(t(TEXTS[kind].created));
      onOpenChange(false);
      // A new event opens on its own page, ready to share.
      if (kind === 'event' && created && typeof created === 'object' && 'eventId' in created)
        void navigate(`/app/events/${created.eventId}`);
      // An advertisement takes its image, then goes to Your ads with its payment step open (card, bank transfer or USSD).
      if (kind === 'advertisement' && created && typeof created === 'object' && 'adId' in created) {
        const adId = Number(created.adId);
        if (image) {
          await uploadAdImage(adId, image)
            .then(() => client.invalidateQueries({ queryKey: ['ads'] }))
            .catch((error: unknown) =>
              toast.error(t('Image Error'), {
                description: t('{error} Add the image later from Your ads.', { error: errorMessage(error) }),
              }),
            );
        }
        void navigate(`/app/ads?pay=${adId}`);
      }
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [path, message] of Object.entries(error.fields)) setError(path as Path<FieldValues>, { message }, { shouldFocus: true });
      }
      const detail =
        error instanceof ApiRequestError && (error.status === 403 || error.status === 409)
          ? error.message
          : t(edit ? TEXTS[kind].updateFailed : TEXTS[kind].createFailed);
      toast.error(t('Error'), { description: detail });
    }
  });

  const errorOf = (name: string): string | undefined => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(edit ? TEXTS[kind].edit : TEXTS[kind].create)}
      footer={
        <>
          <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={formState.isSubmitting}>
            {formState.isSubmitting
              ? edit
                ? t('Saving…')
                : t('Publishing…')
              : edit
                ? t('Save changes')
                : kind === 'advertisement'
                  ? t('Continue')
                  : t('Publish')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        <RequiredNote />
        {FIELDS[kind].map((spec) => {
          const id = `${formId}-${spec.name}`;
          const error = errorOf(spec.name);
          const common = {
            id,
            'aria-invalid': error ? true : undefined,
            'aria-required': spec.required || undefined,
            'aria-describedby': describedBy(id, error, Boolean(spec.hint)),
            ...register(spec.name, {
              setValueAs:
                spec.as === 'number'
                  ? (value: unknown) => (value === '' || value === undefined ? undefined : Number(value))
                  : spec.as === 'nullableNumber'
                    ? (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))
                    : undefined,
            }),
          };
          return (
            <Field key={spec.name} id={id} label={t(spec.label)} required={spec.required} error={error} hint={spec.hint && t(spec.hint)}>
              {spec.type === 'textarea' ? (
                <Textarea rows={4} {...common} />
              ) : spec.type === 'select' ? (
                <Select {...common}>
                  {spec.options?.().map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  type={spec.type}
                  placeholder={spec.placeholder && t(spec.placeholder)}
                  min={spec.type === 'date' ? today() : spec.type === 'number' ? 1 : undefined}
                  step={spec.type === 'number' ? 1 : undefined}
                  inputMode={spec.type === 'number' ? 'numeric' : undefined}
                  {...common}
                />
              )}
            </Field>
          );
        })}
        <ContentPlaceFields form={form} formId={formId} current={edit?.place} error={errorOf('place') ?? errorOf('place.placeId')} />
        {kind === 'advertisement' ? (
          <>
            <AdImageField id={`${formId}-image`} onChange={setImage} />
            <AdLinkFields form={form} formId={formId} errorOf={errorOf} />
            <p className="text-xs text-muted-foreground">
              {t('After saving, you pay the budget to start the ad. It runs for the chosen duration and shows “Sponsored”.')}
            </p>
          </>
        ) : null}
      </form>
    </Dialog>
  );
}

/**
 * The ad's picture, checked on this device first (size, image by content) and previewed as chosen; uploaded once the
 * ad is saved.
 */
export function AdImageField({ id, onChange }: { id: string; onChange(file: File | null): void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // The preview's object URL is released when another file is chosen or the dialog closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <Field id={id} label={t('Image')} error={problem ?? undefined} hint={t('Optional. JPEG, PNG or WebP, at most 10 MB.')}>
      <div className="grid gap-2">
        <Input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(id, problem ?? undefined, true)}
          onChange={async (event) => {
            const file = event.target.files?.[0] ?? null;
            const found = file ? await imageFileProblem(file) : null;
            setProblem(found);
            setPreview(file && !found ? URL.createObjectURL(file) : null);
            onChange(found ? null : file);
          }}
        />
        {preview ? (
          <img
            src={preview}
            alt={t('The chosen image')}
            data-testid="ad-image-preview"
            className="h-32 w-full max-w-xs rounded-md border border-border object-cover"
          />
        ) : null}
      </div>
    </Field>
  );
}

/** What the ad links to: one of the member's listings, or a web address. */
export function AdLinkFields({
  form,
  formId,
  errorOf,
}: {
  form: UseFormReturn<FieldValues>;
  formId: string;
  errorOf(name: string): string | undefined;
}) {
  const businesses = useMyBusinesses();
  const professions = useMyProfessions();
  const link = form.watch('link') as { kind: string; id?: number; url?: string };
  const choice = link.kind === 'url' ? 'url' : `${link.kind}:${link.id}`;
  const urlId = `${formId}-link-url`;
  const urlError = errorOf('link.url') ?? errorOf('link');
  return (
    <>
      <Field id={`${formId}-link`} label={t('Links to')} required>
        <Select
          id={`${formId}-link`}
          value={choice}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'url') form.setValue('link', { kind: 'url', url: '' });
            else {
              const [kind, id] = value.split(':');
              form.setValue('link', { kind, id: Number(id) });
            }
          }}
        >
          <option value="url">{t('A web address')}</option>
          {businesses.data?.items.map((business) => (
            <option key={`b${business.businessId}`} value={`business:${business.businessId}`}>
              {t('Business: {name}', { name: business.name })}
            </option>
          ))}
          {professions.data?.items.map((profession) => (
            <option key={`p${profession.professionId}`} value={`profession:${profession.professionId}`}>
              {t('Profession: {name}', { name: profession.title })}
            </option>
          ))}
        </Select>
      </Field>
      {link.kind === 'url' ? (
        <Field id={urlId} label={t('Web address')} required error={urlError}>
          <Input
            id={urlId}
            type="url"
            placeholder="https://"
            aria-required
            aria-invalid={urlError ? true : undefined}
            aria-describedby={describedBy(urlId, urlError)}
            {...form.register('link.url')}
          />
        </Field>
      ) : null}
    </>
  );
}
