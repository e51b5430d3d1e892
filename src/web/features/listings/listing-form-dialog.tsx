import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import type { Place } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field, RequiredNote } from '../../components/ui/field';
import { LabelledSwitch } from '../../components/ui/labelled-switch';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { apiFieldErrors, focusFirstError, isPlanLimit, zodFieldErrors, type FieldErrors } from '../../lib/form-utils';
import type { ListingApi } from './listing-api';
import { placeFormValue, readCoordinates, savePictureChange } from './listing-form';
import { AREA_ERROR_FIELDS, ListingPlaceFields, type ListingPlaceValue } from './listing-place-fields';
import { NO_PICTURE_CHANGE, PictureField, type PictureChange } from './picture-field';

/** A listing as the form reads it: the fields every kind has. */
export interface FormListing {
  description: string | null;
  contactPhone: string | null;
  profilePicture: string | null;
  place: Place;
}

/** One of a kind's own text fields, shown between the phone and the coordinates; `key` is its name in the schema. */
export interface OwnField {
  key: string;
  id: string;
  label: string;
  hint: string;
  placeholder: string;
  input: Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'step' | 'min'>;
}

/**
 * A kind of listing as its form needs it: words, field names in the shared schema, its API and its own fields (the
 * slot). Everything else — location, coordinates, picture, validation, saving, errors and toasts — is the same form.
 * Its labels, hints and placeholders are English marked with `msg()` (the form shows them with `t()`); `describe`
 * runs while rendering and returns its text already translated. The sentences that name the kind (Save Business,
 * Profession updated successfully …) are whole messages here, chosen by `idPrefix`.
 */
export interface ListingFormKind<Item extends FormListing, Input> {
  /** "business" / "profession": element ids, and which of the form's sentences (Save Business / Save Profession …). */
  idPrefix: string;
  /** "Business" / "Profession", in English: the kind's name (the sentences that show it are chosen by `idPrefix`). */
  noun: string;
  addTitle: string;
  editTitle: string;
  describe(item: Item | null): string;
  icon: LucideIcon;
  schema: z.ZodType<Input>;
  api: Pick<ListingApi<Item, Input>, 'create' | 'update' | 'uploadPicture' | 'removePicture'>;
  invalidate(client: QueryClient): void;
  idOf(item: Item): number;
  /** The name field ("name" / "title") and its words. */
  name: { key: string; id: string; label: string; placeholder?: string; autoComplete?: string; valueOf(item: Item): string };
  type: {
    key: string;
    id: string;
    label: string;
    placeholder: string;
    useTypes(): { isPending: boolean; isError: boolean; data?: Array<{ id: number; name: string }> };
    valueOf(item: Item): number | null;
  };
  hours: { key: string; id: string; label: string; hint: string; placeholder: string; valueOf(item: Item): string | null };
  descriptionPlaceholder: string;
  /** The kind's own fields (the slot): what they are, their starting text, and how the text becomes schema input (or field errors). */
  own: {
    fields: OwnField[];
    /** On/off settings of the kind, kept in `own` as "true" / "false". */
    switches?: Array<{ key: string; label: string; description: string }>;
    initial(item: Item | null): Record<string, string>;
    toInput(values: Record<string, string>): { input: Record<string, unknown>; errors: FieldErrors };
  };
}

interface FormState {
  name: string;
  description: string;
  typeId: string;
  hours: string;
  contactPhone: string;
  own: Record<string, string>;
  place: ListingPlaceValue;
  picture: PictureChange;
}

/** The form's sentences that name the kind, whole (word order differs between languages). */
function kindSentences(idPrefix: string) {
  const business = idPrefix === 'business';
  return {
    save: () => (business ? t('Save Business') : t('Save Profession')),
    created: () => (business ? t('Business created successfully') : t('Profession created successfully')),
    updated: () => (business ? t('Business updated successfully') : t('Profession updated successfully')),
    failed: (reason: string) =>
      business ? t('Failed to save business. {reason}', { reason }) : t('Failed to save profession. {reason}', { reason }),
  };
}

function initialState<Item extends FormListing, Input>(kind: ListingFormKind<Item, Input>, item: Item | null): FormState {
  const typeId = item ? kind.type.valueOf(item) : null;
  return {
    name: item ? kind.name.valueOf(item) : '',
    description: item?.description ?? '',
    typeId: typeId === null ? '' : String(typeId),
    hours: item ? (kind.hours.valueOf(item) ?? '') : '',
    contactPhone: item?.contactPhone ?? '',
    own: kind.own.initial(item),
    place: placeFormValue(item?.place ?? null),
    picture: NO_PICTURE_CHANGE,
  };
}

/** 'Add New Business' / 'Edit Profession' …: every field of the kind's spec section, a landmark, and the picture. */
export function ListingFormDialog<Item extends FormListing, Input>(props: {
  kind: ListingFormKind<Item, Input>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null to create a new listing. */
  item: Item | null;
  onSaved?(item: Item): void;
}) {
  const { kind } = props;
  const [saving, setSaving] = useState(false);
  const formId = `${kind.idPrefix}-form`;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (!open && saving ? null : props.onOpenChange(open))}
      title={props.item ? t(kind.editTitle) : t(kind.addTitle)}
      description={kind.describe(props.item)}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={saving}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('Saving...') : kindSentences(kind.idPrefix).save()}
          </Button>
        </>
      }
    >
      {props.open ? (
        <ListingForm
          key={props.item ? kind.idOf(props.item) : 'new'}
          kind={kind}
          formId={formId}
          item={props.item}
          onSavingChange={setSaving}
          onSaved={(item) => {
            props.onSaved?.(item);
            props.onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function ListingForm<Item extends FormListing, Input>(props: {
  kind: ListingFormKind<Item, Input>;
  formId: string;
  item: Item | null;
  onSavingChange(saving: boolean): void;
  onSaved(item: Item): void;
}) {
  const { kind } = props;
  const client = useQueryClient();
  const types = kind.type.useTypes();
  const [state, setState] = useState<FormState>(() => initialState(kind, props.item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const isNew = props.item === null;
  const sentences = kindSentences(kind.idPrefix);
  const ids: Array<[string, string]> = [
    [kind.name.key, kind.name.id],
    ['description', `${kind.idPrefix}-description`],
    [kind.type.key, kind.type.id],
    ...AREA_ERROR_FIELDS.map((key): [string, string] => [key, `${kind.idPrefix}-area`]),
    ['landmark', `${kind.idPrefix}-landmark`],
    [kind.hours.key, kind.hours.id],
    ['contactPhone', `${kind.idPrefix}-phone`],
    ...kind.own.fields.map((field): [string, string] => [field.key, field.id]),
    ['latitude', `${kind.idPrefix}-latitude`],
    ['longitude', `${kind.idPrefix}-longitude`],
  ];

  const clearError = (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const set = <K extends keyof FormState>(key: K, value: FormState[K], field: string = key) => {
    setState((current) => ({ ...current, [key]: value }));
    clearError(field);
  };

  const save = useMutation({
    mutationFn: async (input: Input) => {
      const saved = props.item ? await kind.api.update(kind.idOf(props.item), input) : await kind.api.create(input);
      // The picture goes up once the listing exists; a failure here does not undo the save.
      const pictureError = await savePictureChange(state.picture, Boolean(props.item?.profilePicture), {
        upload: (file) => kind.api.uploadPicture(kind.idOf(saved), file),
        remove: () => kind.api.removePicture(kind.idOf(saved)),
      });
      return { saved, pictureError };
    },
    onMutate: () => props.onSavingChange(true),
    onSettled: () => {
      props.onSavingChange(false);
      kind.invalidate(client);
    },
    onSuccess: ({ saved, pictureError }) => {
      toast.success(isNew ? sentences.created() : sentences.updated());
      if (pictureError) toast.error(t('Error'), { description: pictureError });
      props.onSaved(saved);
    },
    onError: (error) => {
      if (isPlanLimit(error)) {
        toast.error(t('Plan limit reached'), { description: errorMessage(error) });
        return;
      }
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError(fields, ids);
      }
      toast.error(t('Error'), { description: sentences.failed(errorMessage(error)) });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const coordinates = readCoordinates(state.place.coordinates);
    const own = kind.own.toInput(state.own);
    const numberErrors: FieldErrors = { ...coordinates.errors, ...own.errors };
    const parsed = kind.schema.safeParse({
      [kind.name.key]: state.name,
      description: state.description,
      [kind.type.key]: state.typeId ? Number(state.typeId) : null,
      [kind.hours.key]: state.hours,
      contactPhone: state.contactPhone,
      ...own.input,
      ...state.place.location,
      placeId: state.place.area?.id ?? null,
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
    });
    const next = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...numberErrors };
    if (!parsed.success || Object.keys(numberErrors).length > 0) {
      setErrors(next);
      focusFirstError(next, ids);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const descriptionId = `${kind.idPrefix}-description`;
  const phoneId = `${kind.idPrefix}-phone`;
  const err = (field: string) => errors[field];

  return (
    <form id={props.formId} noValidate onSubmit={onSubmit} className="grid gap-5">
      <RequiredNote />
      <Field id={kind.name.id} label={t(kind.name.label)} required error={err(kind.name.key)}>
        <Input
          id={kind.name.id}
          required
          aria-required="true"
          maxLength={120}
          autoComplete={kind.name.autoComplete}
          placeholder={kind.name.placeholder ? t(kind.name.placeholder) : undefined}
          value={state.name}
          onChange={(event) => set('name', event.target.value, kind.name.key)}
          aria-invalid={err(kind.name.key) ? true : undefined}
          aria-describedby={describedBy(kind.name.id, err(kind.name.key))}
        />
      </Field>

      <Field id={descriptionId} label={t('Description')} error={err('description')}>
        <Textarea
          id={descriptionId}
          rows={3}
          maxLength={2000}
          placeholder={t(kind.descriptionPlaceholder)}
          value={state.description}
          onChange={(event) => set('description', event.target.value)}
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={describedBy(descriptionId, err('description'))}
        />
      </Field>

      <Field id={kind.type.id} label={t(kind.type.label)} error={err(kind.type.key)}>
        <Select
          id={kind.type.id}
          value={state.typeId}
          onChange={(event) => set('typeId', event.target.value, kind.type.key)}
          disabled={types.isPending}
          aria-invalid={err(kind.type.key) ? true : undefined}
          aria-describedby={describedBy(kind.type.id, err(kind.type.key))}
        >
          <option value="">
            {types.isPending ? t('Loading...') : types.isError ? t('Could not load types') : t(kind.type.placeholder)}
          </option>
          {types.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={kind.hours.id} label={t(kind.hours.label)} hint={t(kind.hours.hint)} error={err(kind.hours.key)}>
          <Input
            id={kind.hours.id}
            maxLength={200}
            placeholder={t(kind.hours.placeholder)}
            value={state.hours}
            onChange={(event) => set('hours', event.target.value, kind.hours.key)}
            aria-invalid={err(kind.hours.key) ? true : undefined}
            aria-describedby={describedBy(kind.hours.id, err(kind.hours.key), true)}
          />
        </Field>
        <Field id={phoneId} label={t('Contact Phone')} hint={t('e.g. {example}', { example: '0803 123 4567' })} error={err('contactPhone')}>
          <Input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            value={state.contactPhone}
            onChange={(event) => set('contactPhone', event.target.value)}
            aria-invalid={err('contactPhone') ? true : undefined}
            aria-describedby={describedBy(phoneId, err('contactPhone'), true)}
          />
        </Field>
      </div>

      {kind.own.fields.map((field) => (
        <Field key={field.key} id={field.id} label={t(field.label)} hint={t(field.hint)} error={err(field.key)}>
          <Input
            id={field.id}
            {...field.input}
            placeholder={t(field.placeholder)}
            value={state.own[field.key] ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setState((current) => ({ ...current, own: { ...current.own, [field.key]: value } }));
              clearError(field.key);
            }}
            aria-invalid={err(field.key) ? true : undefined}
            aria-describedby={describedBy(field.id, err(field.key), true)}
          />
        </Field>
      ))}

      <ListingPlaceFields
        idPrefix={kind.idPrefix}
        value={state.place}
        onChange={(place, changed) => {
          setState((current) => ({ ...current, place }));
          const cleared = { area: AREA_ERROR_FIELDS, landmark: ['landmark'], coordinates: ['latitude', 'longitude'] }[changed];
          setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
        }}
        errors={errors}
      />

      {(kind.own.switches ?? []).map((toggle) => (
        <LabelledSwitch
          key={toggle.key}
          label={t(toggle.label)}
          description={t(toggle.description)}
          checked={state.own[toggle.key] === 'true'}
          onCheckedChange={(checked) => setState((current) => ({ ...current, own: { ...current.own, [toggle.key]: String(checked) } }))}
        />
      ))}

      <PictureField
        id={`${kind.idPrefix}-picture`}
        current={props.item?.profilePicture ?? null}
        value={state.picture}
        onChange={(picture) => set('picture', picture)}
        placeholderIcon={kind.icon}
      />
    </form>
  );
}
