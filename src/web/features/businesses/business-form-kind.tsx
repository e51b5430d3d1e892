import { Store } from 'lucide-react';
import { businessInputSchema, type Business, type BusinessInput } from '../../../shared/schemas/listings';
import { useBusinessTypes, type ListingFormKind } from '../listings';
import { businessesApi, invalidateBusinesses } from './api';

/** The business form (docs/spec/part-2-management-detail-messaging-account-media.md §2.5): the shared listing form with opening hours and a website. */
export const businessFormKind: ListingFormKind<Business, BusinessInput> = {
  idPrefix: 'business',
  noun: 'Business',
  addTitle: 'Add New Business',
  editTitle: 'Edit Business',
  describe: (business) => (business ? `Update the details of ${business.name}.` : 'Tell customers nearby about your business.'),
  icon: Store,
  schema: businessInputSchema,
  api: businessesApi,
  invalidate: invalidateBusinesses,
  idOf: (business) => business.businessId,
  name: { key: 'name', id: 'business-name', label: 'Business Name', autoComplete: 'organization', valueOf: (business) => business.name },
  type: {
    key: 'businessTypeId',
    id: 'business-type',
    label: 'Business Type',
    placeholder: 'Select business type',
    useTypes: useBusinessTypes,
    valueOf: (business) => business.businessType?.id ?? null,
  },
  hours: {
    key: 'openingHours',
    id: 'business-opening-hours',
    label: 'Opening Hours',
    hint: 'e.g. Mon–Sat 8am–6pm',
    placeholder: 'Mon–Sat 8am–6pm',
    valueOf: (business) => business.openingHours,
  },
  descriptionPlaceholder: 'What you sell or do, and what makes you stand out',
  own: {
    fields: [
      {
        key: 'websiteUrl',
        id: 'business-website',
        label: 'Website',
        hint: 'e.g. https://example.ng',
        placeholder: 'https://example.ng',
        input: { type: 'url', inputMode: 'url', autoComplete: 'url' },
      },
    ],
    initial: (business) => ({ websiteUrl: business?.websiteUrl ?? '' }),
    toInput: (values) => ({ input: { websiteUrl: values.websiteUrl }, errors: {} }),
  },
};
