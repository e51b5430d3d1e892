import { Store } from 'lucide-react';
import { msg } from '../../../shared/i18n/msg';
import { businessInputSchema, type Business, type BusinessInput } from '../../../shared/schemas/listings';
import { useBusinessTypes } from '../../lib/lookups';
import type { ListingFormKind } from '../listings';
import { t } from '../../lib/i18n';
import { businessesApi, invalidateBusinesses } from './api';

/** The business form (docs/spec/part-2-management-detail-messaging-account-media.md §2.5): the shared listing form with opening hours and a website. */
export const businessFormKind: ListingFormKind<Business, BusinessInput> = {
  idPrefix: 'business',
  noun: msg('Business'),
  addTitle: msg('Add New Business'),
  editTitle: msg('Edit Business'),
  describe: (business) =>
    business ? t('Update the details of {name}.', { name: business.name }) : t('Tell customers nearby about your business.'),
  icon: Store,
  schema: businessInputSchema,
  api: businessesApi,
  invalidate: invalidateBusinesses,
  idOf: (business) => business.businessId,
  name: {
    key: 'name',
    id: 'business-name',
    label: msg('Business Name'),
    autoComplete: 'organization',
    valueOf: (business) => business.name,
  },
  type: {
    key: 'businessTypeId',
    id: 'business-type',
    label: msg('Business Type'),
    placeholder: msg('Select business type'),
    useTypes: useBusinessTypes,
    valueOf: (business) => business.businessType?.id ?? null,
  },
  hours: {
    key: 'openingHours',
    id: 'business-opening-hours',
    label: msg('Opening Hours'),
    hint: msg('e.g. Mon–Sat 8am–6pm'),
    placeholder: msg('Mon–Sat 8am–6pm'),
    valueOf: (business) => business.openingHours,
  },
  descriptionPlaceholder: msg('What you sell or do, and what makes you stand out'),
  own: {
    fields: [
      {
        key: 'websiteUrl',
        id: 'business-website',
        label: msg('Website'),
        hint: msg('e.g. https://example.ng'),
        placeholder: 'https://example.ng',
        input: { type: 'url', inputMode: 'url', autoComplete: 'url' },
      },
    ],
    initial: (business) => ({ websiteUrl: business?.websiteUrl ?? '' }),
    toInput: (values) => ({ input: { websiteUrl: values.websiteUrl }, errors: {} }),
  },
};
