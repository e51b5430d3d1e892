import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { EXPERIENCE_TYPES } from '../../../shared/experience-types';
import type { Experience } from '../../../shared/schemas/listings';
import { loadListingSchemas } from './listing-schemas';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { msg } from '../../../shared/i18n/msg';
import { useSaveExperience } from './api';

type ExperienceType = (typeof EXPERIENCE_TYPES)[number];
export const EXPERIENCE_TYPE_LABELS: Record<ExperienceType, string> = {
  work: msg('Work Experience'),
  education: msg('Education'),
  certification: msg('Certification'),
};

interface Draft {
  type: ExperienceType | '';
  title: string;
  organization: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}
type FieldName = Exclude<keyof Draft, 'current'>;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Draft = { type: '', title: '', organization: '', startDate: '', endDate: '', current: false, description: '' };
const toDraft = (entry: Experience): Draft => ({
  type: entry.type,
  title: entry.title,
  organization: entry.organization,
  startDate: entry.startDate,
  endDate: entry.endDate ?? '',
  current: entry.current,
  description: entry.description ?? '',
});

/** Add or edit one experience entry. "Current" disables the end date and clears it. */
export function ExperienceFormDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  professionId: number;
  entry: Experience | null;
  defaultType?: ExperienceType;
}) {
  const id = useId();
  const save = useSaveExperience(props.professionId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!props.open) return;
    setDraft(props.entry ? toDraft(props.entry) : { ...EMPTY, type: props.defaultType ?? '' });
    setErrors({});
  }, [props.open, props.entry, props.defaultType]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const currentLabel =
    draft.type === 'certification' ? t('Does not expire') : draft.type === 'education' ? t('I study here now') : t('I work here now');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadListingSchemas();
    if (!schemas) return;
    const parsed = schemas.experienceInputSchema.safeParse({
      type: draft.type || undefined,
      title: draft.title,
      organization: draft.organization,
      startDate: draft.startDate,
      endDate: draft.current || !draft.endDate ? null : draft.endDate,
      current: draft.current,
      description: draft.description,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        if (typeof key === 'string' && !next[key])
          next[key] = key === 'startDate' && !draft.startDate ? t('Start date is required') : t(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const editing = props.entry !== null;
    save.mutate(
      { id: props.entry?.experienceId ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(editing ? t('Experience updated') : t('Experience added'));
          props.onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && Object.keys(error.fields).length) setErrors(error.fields as Errors);
          toast.error(t('Error'), { description: t('Failed to save experience. {reason}', { reason: errorMessage(error) }) });
        },
      },
    );
  }

  const control = (name: FieldName) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.entry ? t('Edit Experience') : t('Add Experience')}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? t('Saving...') : props.entry ? t('Save Changes') : t('Add Experience')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
        <Field id={`${id}-type`} label={t('Type *')} error={errors.type}>
          <Select {...control('type')} value={draft.type} onChange={(event) => set('type', event.target.value as Draft['type'])}>
            <option value="" disabled>
              {t('Choose a type')}
            </option>
            {EXPERIENCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(EXPERIENCE_TYPE_LABELS[type])}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={`${id}-title`}
          label={draft.type === 'education' ? t('Qualification *') : draft.type === 'certification' ? t('Certificate *') : t('Title *')}
          error={errors.title}
        >
          <Input {...control('title')} value={draft.title} onChange={(event) => set('title', event.target.value)} maxLength={120} />
        </Field>
        <Field
          id={`${id}-organization`}
          label={
            draft.type === 'education'
              ? t('School / institution *')
              : draft.type === 'certification'
                ? t('Issued by *')
                : t('Organization *')
          }
          error={errors.organization}
        >
          <Input
            {...control('organization')}
            value={draft.organization}
            onChange={(event) => set('organization', event.target.value)}
            maxLength={120}
          />
        </Field>
        <div className="grid gap-4 min-[420px]:grid-cols-2">
          <Field
            id={`${id}-startDate`}
            label={draft.type === 'certification' ? t('Issued *') : t('Start date *')}
            error={errors.startDate}
            hint={t('Month and year (YYYY-MM)')}
          >
            <Input
              {...control('startDate')}
              type="month"
              value={draft.startDate}
              onChange={(event) => set('startDate', event.target.value)}
            />
          </Field>
          <Field
            id={`${id}-endDate`}
            label={draft.type === 'certification' ? t('Expires') : t('End date')}
            error={errors.endDate}
            hint={draft.current ? t('Not needed for a current entry') : t('Month and year (YYYY-MM)')}
          >
            <Input
              {...control('endDate')}
              type="month"
              value={draft.current ? '' : draft.endDate}
              disabled={draft.current}
              min={draft.startDate || undefined}
              onChange={(event) => set('endDate', event.target.value)}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.current}
            onChange={(event) => {
              const checked = event.target.checked;
              setDraft((current) => ({ ...current, current: checked, endDate: checked ? '' : current.endDate }));
              setErrors((current) => ({ ...current, endDate: undefined }));
            }}
            className="size-4 accent-primary"
          />
          {t('Current')} <span className="text-muted-foreground">({currentLabel})</span>
        </label>
        <Field id={`${id}-description`} label={t('Description')} error={errors.description}>
          <Textarea
            {...control('description')}
            value={draft.description}
            onChange={(event) => set('description', event.target.value)}
            maxLength={1000}
            rows={4}
          />
        </Field>
      </form>
    </Dialog>
  );
}
