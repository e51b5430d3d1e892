import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { toast } from 'sonner';
import { businessInputSchema, type Business } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { CoordinatesFields, type CoordinatesValue } from '../listings';
import { describedBy, Field, RequiredNote } from '../../components/ui/field';
import { apiFieldErrors, focusFirstError, isPlanLimit, zodFieldErrors, type FieldErrors } from '../../lib/form-utils';
import { LocationFields, type LocationValue } from '../listings';
import { placeFormValue, readCoordinates, savePictureChange } from '../listings';
import { useBusinessTypes } from '../listings';
import { NO_PICTURE_CHANGE, PictureField, type PictureChange } from '../listings';
import { businessesApi, invalidateBusinesses } from './api';

const FORM_ID = 'business-form';
const ID = {
  name: 'business-name',
  description: 'business-description',
  businessTypeId: 'business-type',
  countryId: 'business-country',
  stateId: 'business-state',
  cityId: 'business-city',
  neighborhoodId: 'business-neighborhood',
  landmark: 'business-landmark',
  openingHours: 'business-opening-hours',
  contactPhone: 'business-phone',
  websiteUrl: 'business-website',
  latitude: 'business-latitude',
  longitude: 'business-longitude',
  picture: 'business-picture',
} as const;

interface FormState {
  name: string;
  description: string;
  businessTypeId: string;
  openingHours: string;
  contactPhone: string;
  websiteUrl: string;
  location: LocationValue;
  coordinates: CoordinatesValue;
  picture: PictureChange;
}

function initialState(business: Business | null): FormState {
  if (!business) {
    return {
      name: '',
      description: '',
      businessTypeId: '',
      openingHours: '',
      contactPhone: '',
      websiteUrl: '',
      ...placeFormValue(null),
      picture: NO_PICTURE_CHANGE,
    };
  }
  const { place } = business;
  return {
    name: business.name,
    description: business.description ?? '',
    businessTypeId: business.businessType ? String(business.businessType.id) : '',
    openingHours: business.openingHours ?? '',
    contactPhone: business.contactPhone ?? '',
    websiteUrl: business.websiteUrl ?? '',
    ...placeFormValue(place),
    picture: NO_PICTURE_CHANGE,
  };
}

/** 'Add New Business' / 'Edit Business': every field of spec 2.5, a landmark, and the picture. */
export function BusinessFormDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** null to create a new business. */
  business: Business | null;
  onSaved?(business: Business): void;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && saving) return;
        props.onOpenChange(open);
      }}
      title={props.business ? 'Edit Business' : 'Add New Business'}
      description={props.business ? `Update the details of ${props.business.name}.` : 'Tell customers nearby about your business.'}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={saving}>
            {saving ? 'Saving...' : 'Save Business'}
          </Button>
        </>
      }
    >
      {props.open ? (
        <BusinessForm
          key={props.business?.businessId ?? 'new'}
          business={props.business}
          onSavingChange={setSaving}
          onSaved={(business) => {
            props.onSaved?.(business);
            props.onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function BusinessForm(props: { business: Business | null; onSavingChange(saving: boolean): void; onSaved(business: Business): void }) {
  const client = useQueryClient();
  const types = useBusinessTypes();
  const [state, setState] = useState<FormState>(() => initialState(props.business));
  const [errors, setErrors] = useState<FieldErrors>({});
  const isNew = props.business === null;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const save = useMutation({
    mutationFn: async (input: ReturnType<typeof businessInputSchema.parse>) => {
      const saved = props.business ? await businessesApi.update(props.business.businessId, input) : await businessesApi.create(input);
      // The picture goes up once the business exists; a failure here does not undo the save.
      const pictureError = await savePictureChange(state.picture, Boolean(props.business?.profilePicture), {
        upload: (file) => businessesApi.uploadPicture(saved.businessId, file),
        remove: () => businessesApi.removePicture(saved.businessId),
      });
      return { saved, pictureError };
    },
    onMutate: () => props.onSavingChange(true),
    onSettled: () => {
      props.onSavingChange(false);
      invalidateBusinesses(client);
    },
    onSuccess: ({ saved, pictureError }) => {
      toast.success(isNew ? 'Business created successfully' : 'Business updated successfully');
      if (pictureError) toast.error('Error', { description: pictureError });
      props.onSaved(saved);
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
      toast.error('Error', { description: `Failed to save business. ${errorMessage(error)}` });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const coordinates = readCoordinates(state.coordinates);
    const numberErrors: FieldErrors = { ...coordinates.errors };

    const parsed = businessInputSchema.safeParse({
      name: state.name,
      description: state.description,
      businessTypeId: state.businessTypeId ? Number(state.businessTypeId) : null,
      openingHours: state.openingHours,
      contactPhone: state.contactPhone,
      websiteUrl: state.websiteUrl,
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
      <Field id={ID.name} label="Business Name" required error={err('name')}>
        <Input
          id={ID.name}
          required
          aria-required="true"
          maxLength={120}
          autoComplete="organization"
          value={state.name}
          onChange={(event) => set('name', event.target.value)}
          aria-invalid={err('name') ? true : undefined}
          aria-describedby={describedBy(ID.name, err('name'))}
        />
      </Field>

      <Field id={ID.description} label="Description" error={err('description')}>
        <Textarea
          id={ID.description}
          rows={3}
          maxLength={2000}
          placeholder="What you sell or do, and what makes you stand out"
          value={state.description}
          onChange={(event) => set('description', event.target.value)}
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={describedBy(ID.description, err('description'))}
        />
      </Field>

      <Field id={ID.businessTypeId} label="Business Type" error={err('businessTypeId')}>
        <Select
          id={ID.businessTypeId}
          value={state.businessTypeId}
          onChange={(event) => set('businessTypeId', event.target.value)}
          disabled={types.isPending}
          aria-invalid={err('businessTypeId') ? true : undefined}
          aria-describedby={describedBy(ID.businessTypeId, err('businessTypeId'))}
        >
          <option value="">{types.isPending ? 'Loading...' : types.isError ? 'Could not load types' : 'Select business type'}</option>
          {types.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </Field>

      <LocationFields
        idPrefix="business"
        value={state.location}
        onChange={(location) => {
          setState((current) => ({ ...current, location }));
          setErrors((current) => ({ ...current, countryId: undefined, stateId: undefined, cityId: undefined, neighborhoodId: undefined, landmark: undefined }));
        }}
        errors={errors}
        preselectDefaultCountry={isNew}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ID.openingHours} label="Opening Hours" hint="e.g. Mon–Sat 8am–6pm" error={err('openingHours')}>
          <Input
            id={ID.openingHours}
            maxLength={200}
            placeholder="Mon–Sat 8am–6pm"
            value={state.openingHours}
            onChange={(event) => set('openingHours', event.target.value)}
            aria-invalid={err('openingHours') ? true : undefined}
            aria-describedby={describedBy(ID.openingHours, err('openingHours'), true)}
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

      <Field id={ID.websiteUrl} label="Website" hint="e.g. https://example.ng" error={err('websiteUrl')}>
        <Input
          id={ID.websiteUrl}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.ng"
          value={state.websiteUrl}
          onChange={(event) => set('websiteUrl', event.target.value)}
          aria-invalid={err('websiteUrl') ? true : undefined}
          aria-describedby={describedBy(ID.websiteUrl, err('websiteUrl'), true)}
        />
      </Field>

      <CoordinatesFields
        idPrefix="business"
        value={state.coordinates}
        onChange={(coordinates) => {
          setState((current) => ({ ...current, coordinates }));
          setErrors((current) => ({ ...current, latitude: undefined, longitude: undefined }));
        }}
        errors={errors}
      />

      <PictureField
        id={ID.picture}
        current={props.business?.profilePicture ?? null}
        value={state.picture}
        onChange={(picture) => set('picture', picture)}
        placeholderIcon={Store}
      />
    </form>
  );
}
