import { Briefcase } from 'lucide-react';
import { professionInputSchema, type Profession, type ProfessionInput } from '../../../shared/schemas/listings';
import { koboToNairaText, nairaToKobo } from '../../lib/form-utils';
import { t } from '../../lib/i18n';
import { msg } from '../../../shared/i18n/msg';
import { useProfessionTypes } from '../../lib/lookups';
import type { ListingFormKind } from '../listings';
import { invalidateProfessions, professionsApi } from './api';

/**
 * The profession form (docs/spec/part-2-management-detail-messaging-account-media.md §2.4): the shared listing form with
 * availability and an hourly rate in naira. Its words are marked here and translated where shown.
 */
export const professionFormKind: ListingFormKind<Profession, ProfessionInput> = {
  idPrefix: 'profession',
  noun: 'Profession',
  addTitle: msg('Add Profession'),
  editTitle: msg('Edit Profession'),
  describe: (profession) =>
    profession ? t('Update {title}.', { title: profession.title }) : t('Tell customers nearby what you do and how to reach you.'),
  icon: Briefcase,
  schema: professionInputSchema,
  api: professionsApi,
  invalidate: invalidateProfessions,
  idOf: (profession) => profession.professionId,
  name: {
    key: 'title',
    id: 'profession-title',
    label: msg('Profession Title'),
    placeholder: msg('e.g. Tailor, Electrician, Tutor'),
    valueOf: (profession) => profession.title,
  },
  type: {
    key: 'professionTypeId',
    id: 'profession-type',
    label: msg('Profession Type'),
    placeholder: msg('Select profession type'),
    useTypes: useProfessionTypes,
    valueOf: (profession) => profession.professionType?.id ?? null,
  },
  hours: {
    key: 'availabilityHours',
    id: 'profession-availability',
    label: msg('Availability Hours'),
    hint: msg('e.g. Mon–Fri 9am–5pm'),
    placeholder: msg('Mon–Fri 9am–5pm'),
    valueOf: (profession) => profession.availabilityHours,
  },
  descriptionPlaceholder: msg('Your skills, experience and the jobs you take'),
  own: {
    fields: [
      {
        key: 'hourlyRateKobo',
        id: 'profession-rate',
        label: msg('Hourly Rate (₦)'),
        hint: msg('Naira per hour, e.g. 2500'),
        placeholder: '0.00',
        input: { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 },
      },
    ],
    switches: [
      {
        key: 'approximateArea',
        label: msg('Show my approximate area only'),
        description: msg('For home-based work: maps and listings show an area of about 1 km, never your exact position.'),
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
        ? { input: { hourlyRateKobo: null, approximateArea }, errors: { hourlyRateKobo: t('Hourly rate must be a number') } }
        : { input: { hourlyRateKobo: rate, approximateArea }, errors: {} };
    },
  },
};
