import { Store } from 'lucide-react';
import { msg } from '../../../shared/i18n/msg';
import type { Business, BusinessInput } from '../../../shared/schemas/listings';
import { t } from '../../lib/i18n';
import type { MyListingsKind } from '../listings';
import { useDeleteBusiness, useMyBusinesses } from './api';
import { BusinessCard } from './business-card';
import { businessFormKind } from './business-form-kind';
import { BusinessManager } from './business-manager';

/** My Businesses: the owner's businesses, and the categories and products of the selected one. */
export const myBusinessesKind: MyListingsKind<Business, BusinessInput> = {
  kind: 'business',
  title: msg('My Businesses'),
  description: msg('Manage your businesses, their categories and their products.'),
  signInMessage: msg('Please log in to manage your businesses'),
  addLabel: msg('Add Business'),
  icon: Store,
  loadingLabel: msg('Loading your businesses'),
  failedMessage: msg('Failed to fetch businesses'),
  empty: {
    title: msg('No businesses yet'),
    description: msg('Add your business so customers nearby can find your products and services.'),
  },
  useMine: () => useMyBusinesses(),
  useDelete: useDeleteBusiness,
  idOf: (business) => business.businessId,
  form: businessFormKind,
  remove: {
    title: msg('Delete business?'),
    describe: (business) =>
      t(
        'Are you sure you want to delete this business? “{name}” and its categories, products and images will be removed. This cannot be undone.',
        { name: business.name },
      ),
    confirmLabel: msg('Delete Business'),
    done: msg('Business deleted successfully'),
    failed: msg('Failed to delete business.'),
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
