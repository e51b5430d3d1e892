import { Briefcase } from 'lucide-react';
import { professionInputSchema, type Profession, type ProfessionInput } from '../../../shared/schemas/listings';
import { describedBy, Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { koboToNairaText, nairaToKobo } from '../../lib/form-utils';
import { useProfessionTypes, type ListingFormKind, type OwnFieldsProps } from '../listings';
import { invalidateProfessions, professionsApi } from './api';

const RATE_ID = 'profession-rate';

function HourlyRateField({ values, set, errors }: OwnFieldsProps) {
  return (
    <Field id={RATE_ID} label="Hourly Rate (₦)" hint="Naira per hour, e.g. 2500" error={errors.hourlyRateKobo}>
      <Input
        id={RATE_ID}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        placeholder="0.00"
        value={values.hourlyRateKobo}
        onChange={(event) => set('hourlyRateKobo', event.target.value)}
        aria-invalid={errors.hourlyRateKobo ? true : undefined}
        aria-describedby={describedBy(RATE_ID, errors.hourlyRateKobo, true)}
      />
    </Field>
  );
}

/** The profession form (spec 2.4): the shared listing form with availability and an hourly rate in naira. */
export const professionFormKind: ListingFormKind<Profession, ProfessionInput> = {
  idPrefix: 'profession',
  noun: 'Profession',
  addTitle: 'Add Profession',
  editTitle: 'Edit Profession',
  describe: (profession) => (profession ? `Update ${profession.title}.` : 'Tell customers nearby what you do and how to reach you.'),
  icon: Briefcase,
  schema: professionInputSchema,
  api: professionsApi,
  invalidate: invalidateProfessions,
  idOf: (profession) => profession.professionId,
  name: { key: 'title', id: 'profession-title', label: 'Profession Title', placeholder: 'e.g. Tailor, Electrician, Tutor', valueOf: (profession) => profession.title },
  type: {
    key: 'professionTypeId',
    id: 'profession-type',
    label: 'Profession Type',
    placeholder: 'Select profession type',
    useTypes: useProfessionTypes,
    valueOf: (profession) => profession.professionType?.id ?? null,
  },
  hours: {
    key: 'availabilityHours',
    id: 'profession-availability',
    label: 'Availability Hours',
    hint: 'e.g. Mon–Fri 9am–5pm',
    placeholder: 'Mon–Fri 9am–5pm',
    valueOf: (profession) => profession.availabilityHours,
  },
  descriptionPlaceholder: 'Your skills, experience and the jobs you take',
  own: {
    initial: (profession) => ({ hourlyRateKobo: koboToNairaText(profession?.hourlyRateKobo ?? null) }),
    toInput: (values) => {
      const rate = nairaToKobo(values.hourlyRateKobo);
      return Number.isNaN(rate)
        ? { input: { hourlyRateKobo: null }, errors: { hourlyRateKobo: 'Hourly rate must be a number' } }
        : { input: { hourlyRateKobo: rate }, errors: {} };
    },
    ids: { hourlyRateKobo: RATE_ID },
    Fields: HourlyRateField,
  },
};
