import { Store } from 'lucide-react';
import type { Business, BusinessInput } from '../../../shared/schemas/listings';
import type { MyListingsKind } from '../listings';
import { useDeleteBusiness, useMyBusinesses } from './api';
import { BusinessCard } from './business-card';
import { businessFormKind } from './business-form-kind';
import { BusinessManager } from './business-manager';

/** My Businesses: the owner's businesses, and the categories and products of the selected one. */
export const myBusinessesKind: MyListingsKind<Business, BusinessInput> = {
  kind: 'business',
  title: 'My Businesses',
  description: 'Manage your businesses, their categories and their products.',
  signInMessage: 'Please log in to manage your businesses',
  addLabel: 'Add Business',
  icon: Store,
  loadingLabel: 'Loading your businesses',
  failedMessage: 'Failed to fetch businesses',
  empty: { title: 'No businesses yet', description: 'Add your business so customers nearby can find your products and services.' },
  useMine: () => useMyBusinesses(),
  useDelete: useDeleteBusiness,
  idOf: (business) => business.businessId,
  form: businessFormKind,
  remove: {
    title: 'Delete business?',
    describe: (business) =>
      `Are you sure you want to delete this business? “${business.name}” and its categories, products and images will be removed. This cannot be undone.`,
    confirmLabel: 'Delete Business',
    done: 'Business deleted successfully',
    failed: 'Failed to delete business.',
  },
  Card: ({ item, selected, onSelect, onEdit, onDelete }) => (
    <BusinessCard business={item} selected={selected ?? false} onSelect={() => onSelect?.()} onEdit={onEdit} onDelete={onDelete} />
  ),
  Manage: BusinessManager,
  onCreated: (business, updateParams) => updateParams((next) => next.set('business', String(business.businessId))),
  onDeleted: (id, params, updateParams) => {
    if (Number(params.get('business')) === id) updateParams((next) => (next.delete('business'), next.delete('tab')));
  },
};
