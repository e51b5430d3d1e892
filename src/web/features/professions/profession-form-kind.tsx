import { Briefcase } from 'lucide-react';
import { professionInputSchema, type Profession, type ProfessionInput } from '../../../shared/schemas/listings';
import { koboToNairaText, nairaToKobo } from '../../lib/form-utils';
import { useProfessionTypes, type ListingFormKind } from '../listings';
import { invalidateProfessions, professionsApi } from './api';

/** The profession form (docs/spec/part-2-management-detail-messaging-account-media.md §2.4): the shared listing form with availability and an hourly rate in naira. */
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
  name: {
    key: 'title',
    id: 'profession-title',
    label: 'Profession Title',
    placeholder: 'e.g. Tailor, Electrician, Tutor',
    valueOf: (profession) => profession.title,
  },
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
    fields: [
      {
        key: 'hourlyRateKobo',
        id: 'profession-rate',
        label: 'Hourly Rate (₦)',
        hint: 'Naira per hour, e.g. 2500',
        placeholder: '0.00',
        input: { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 },
      },
    ],
    switches: [
      {
        key: 'approximateArea',
        label: 'Show my approximate area only',
        description: 'For home-based work: maps and listings show an area of about 1 km, never your exact position.',
      },
    ],
    initial: (profession) => ({
      hourlyRateKobo: koboToNairaText(profession?.hourlyRateKobo ?? null),
      approximateArea: String(profession?.approximateArea ?? false),
    }),
    toInput: (values) => {
      const rate = nairaToKobo(values.hourlyRateKobo);
      const approximateArea = values.approximateArea === 'true';
      return Number.isNaN(rate)
        ? { input: { hourlyRateKobo: null, approximateArea }, errors: { hourlyRateKobo: 'Hourly rate must be a number' } }
        : { input: { hourlyRateKobo: rate, approximateArea }, errors: {} };
    },
  },
};
