import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { toast } from 'sonner';
import { professionInputSchema, type Profession } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { CoordinatesFields, type CoordinatesValue } from '../listings';
import { describedBy, Field, RequiredNote } from '../../components/ui/field';
import { apiFieldErrors, focusFirstError, isPlanLimit, koboToNairaText, nairaToKobo, zodFieldErrors, type FieldErrors } from '../../lib/form-utils';
import { LocationFields, type LocationValue } from '../listings';
import { placeFormValue, readCoordinates, savePictureChange } from '../listings';
import { useProfessionTypes } from '../listings';
import { NO_PICTURE_CHANGE, PictureField, type PictureChange } from '../listings';
import { invalidateProfessions, professionsApi } from './api';

const FORM_ID = 'profession-form';
const ID = {
  title: 'profession-title',
  description: 'profession-description',
  professionTypeId: 'profession-type',
  countryId: 'profession-country',
  stateId: 'profession-state',
  cityId: 'profession-city',
  neighborhoodId: 'profession-neighborhood',
  landmark: 'profession-landmark',
  availabilityHours: 'profession-availability',
  contactPhone: 'profession-phone',
  hourlyRateKobo: 'profession-rate',
  latitude: 'profession-latitude',
  longitude: 'profession-longitude',
  picture: 'profession-picture',
} as const;

interface FormState {
  title: string;
  description: string;
  professionTypeId: string;
  availabilityHours: string;
  contactPhone: string;
  hourlyRate: string;
  location: LocationValue;
  coordinates: CoordinatesValue;
  picture: PictureChange;
}

function initialState(profession: Profession | null): FormState {
  if (!profession) {
    return {
      title: '',
      description: '',
      professionTypeId: '',
      availabilityHours: '',
      contactPhone: '',
      hourlyRate: '',
      ...placeFormValue(null),
      picture: NO_PICTURE_CHANGE,
    };
  }
  const { place } = profession;
  return {
    title: profession.title,
    description: profession.description ?? '',
    professionTypeId: profession.professionType ? String(profession.professionType.id) : '',
    availabilityHours: profession.availabilityHours ?? '',
    contactPhone: profession.contactPhone ?? '',
    hourlyRate: koboToNairaText(profession.hourlyRateKobo),
    ...placeFormValue(place),
    picture: NO_PICTURE_CHANGE,
  };
}

/** 'Add Profession' / 'Edit Profession': every field of spec 2.4, a landmark, and the picture. */
export function ProfessionFormDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null to create a new profession. */
  profession: Profession | null;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (!open && saving ? null : props.onOpenChange(open))}
      title={props.profession ? 'Edit Profession' : 'Add Profession'}
      description={props.profession ? `Update ${props.profession.title}.` : 'Tell customers nearby what you do and how to reach you.'}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={saving}>
            {saving ? 'Saving...' : 'Save Profession'}
          </Button>
        </>
      }
    >
      {props.open ? (
        <ProfessionForm
          key={props.profession?.professionId ?? 'new'}
          profession={props.profession}
          onSavingChange={setSaving}
          onSaved={() => props.onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ProfessionForm(props: { profession: Profession | null; onSavingChange(saving: boolean): void; onSaved(): void }) {
  const client = useQueryClient();
  const types = useProfessionTypes();
  const [state, setState] = useState<FormState>(() => initialState(props.profession));
  const [errors, setErrors] = useState<FieldErrors>({});
  const isNew = props.profession === null;

  const set = <K extends keyof FormState>(key: K, value: FormState[K], field: string = key) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const save = useMutation({
    mutationFn: async (input: ReturnType<typeof professionInputSchema.parse>) => {
      const saved = props.profession
        ? await professionsApi.update(props.profession.professionId, input)
        : await professionsApi.create(input);
      // The picture goes up once the profession exists; a failure here does not undo the save.
      const pictureError = await savePictureChange(state.picture, Boolean(props.profession?.profilePicture), {
        upload: (file) => professionsApi.uploadPicture(saved.professionId, file),
        remove: () => professionsApi.removePicture(saved.professionId),
      });
      return { saved, pictureError };
    },
    onMutate: () => props.onSavingChange(true),
    onSettled: () => {
      props.onSavingChange(false);
      invalidateProfessions(client);
    },
    onSuccess: ({ pictureError }) => {
      toast.success(isNew ? 'Profession created successfully' : 'Profession updated successfully');
      if (pictureError) toast.error('Error', { description: pictureError });
      props.onSaved();
    },
    onError: (error) => {
      if (isPlanLimit(error)) {
        toast.error('Plan limit reached', { description: errorMessage(error) });
        return;
      }
      const fields = apiFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstError(fields, Object.entries(ID));
      }
      toast.error('Error', { description: `Failed to save profession. ${errorMessage(error)}` });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const coordinates = readCoordinates(state.coordinates);
    const rate = nairaToKobo(state.hourlyRate);
    const numberErrors: FieldErrors = { ...coordinates.errors };
    if (Number.isNaN(rate)) numberErrors.hourlyRateKobo = 'Hourly rate must be a number';

    const parsed = professionInputSchema.safeParse({
      title: state.title,
      description: state.description,
      professionTypeId: state.professionTypeId ? Number(state.professionTypeId) : null,
      availabilityHours: state.availabilityHours,
      contactPhone: state.contactPhone,
      hourlyRateKobo: Number.isNaN(rate) ? null : rate,
      ...state.location,
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
    });
    const next = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...numberErrors };
    if (!parsed.success || Object.keys(numberErrors).length > 0) {
      setErrors(next);
      focusFirstError(next, Object.entries(ID));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const err = (field: keyof typeof ID) => errors[field];

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid gap-5">
      <RequiredNote />
      <Field id={ID.title} label="Profession Title" required error={err('title')}>
        <Input
          id={ID.title}
          required
          aria-required="true"
          maxLength={120}
          placeholder="e.g. Tailor, Electrician, Tutor"
          value={state.title}
          onChange={(event) => set('title', event.target.value)}
          aria-invalid={err('title') ? true : undefined}
          aria-describedby={describedBy(ID.title, err('title'))}
        />
      </Field>

      <Field id={ID.description} label="Description" error={err('description')}>
        <Textarea
          id={ID.description}
          rows={3}
          maxLength={2000}
          placeholder="Your skills, experience and the jobs you take"
          value={state.description}
          onChange={(event) => set('description', event.target.value)}
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={describedBy(ID.description, err('description'))}
        />
      </Field>

      <Field id={ID.professionTypeId} label="Profession Type" error={err('professionTypeId')}>
        <Select
          id={ID.professionTypeId}
          value={state.professionTypeId}
          onChange={(event) => set('professionTypeId', event.target.value)}
          disabled={types.isPending}
          aria-invalid={err('professionTypeId') ? true : undefined}
          aria-describedby={describedBy(ID.professionTypeId, err('professionTypeId'))}
        >
          <option value="">{types.isPending ? 'Loading...' : types.isError ? 'Could not load types' : 'Select profession type'}</option>
          {types.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </Field>

      <LocationFields
        idPrefix="profession"
        value={state.location}
        onChange={(location) => {
          setState((current) => ({ ...current, location }));
          setErrors((current) => ({ ...current, countryId: undefined, stateId: undefined, cityId: undefined, neighborhoodId: undefined, landmark: undefined }));
        }}
        errors={errors}
        preselectDefaultCountry={isNew}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ID.availabilityHours} label="Availability Hours" hint="e.g. Mon–Fri 9am–5pm" error={err('availabilityHours')}>
          <Input
            id={ID.availabilityHours}
            maxLength={200}
            placeholder="Mon–Fri 9am–5pm"
            value={state.availabilityHours}
            onChange={(event) => set('availabilityHours', event.target.value)}
            aria-invalid={err('availabilityHours') ? true : undefined}
            aria-describedby={describedBy(ID.availabilityHours, err('availabilityHours'), true)}
          />
        </Field>
        <Field id={ID.contactPhone} label="Contact Phone" hint="e.g. 0803 123 4567" error={err('contactPhone')}>
          <Input
            id={ID.contactPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            value={state.contactPhone}
            onChange={(event) => set('contactPhone', event.target.value)}
            aria-invalid={err('contactPhone') ? true : undefined}
            aria-describedby={describedBy(ID.contactPhone, err('contactPhone'), true)}
          />
        </Field>
      </div>

      <Field id={ID.hourlyRateKobo} label="Hourly Rate (₦)" hint="Naira per hour, e.g. 2500" error={err('hourlyRateKobo')}>
        <Input
          id={ID.hourlyRateKobo}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          placeholder="0.00"
          value={state.hourlyRate}
          onChange={(event) => set('hourlyRate', event.target.value, 'hourlyRateKobo')}
          aria-invalid={err('hourlyRateKobo') ? true : undefined}
          aria-describedby={describedBy(ID.hourlyRateKobo, err('hourlyRateKobo'), true)}
        />
      </Field>

      <CoordinatesFields
        idPrefix="profession"
        value={state.coordinates}
        onChange={(coordinates) => {
          setState((current) => ({ ...current, coordinates }));
          setErrors((current) => ({ ...current, latitude: undefined, longitude: undefined }));
        }}
        errors={errors}
      />

      <PictureField
        id={ID.picture}
        current={props.profession?.profilePicture ?? null}
        value={state.picture}
        onChange={(picture) => set('picture', picture)}
        placeholderIcon={Briefcase}
      />
    </form>
  );
}
