import type { PlanUsage } from '../../../shared/schemas/listings';
import { api } from '../../lib/api';
import { upload } from './upload';

/** The owner's listings of a kind, with their plan usage. */
export interface MyListings<Item> {
  items: Item[];
  usage: PlanUsage;
}

/** The calls every kind of listing answers, under /api/v1/{businesses|professions}. */
export function listingApi<Item, Input>(collection: 'businesses' | 'professions') {
  const base = `/api/v1/${collection}`;
  return {
    mine: () => api<MyListings<Item>>(`${base}/mine`),
    create: (input: Input) => api<Item>(base, { method: 'POST', body: input as Record<string, unknown> }),
    update: (id: number, input: Input) => api<Item>(`${base}/${id}`, { method: 'PUT', body: input as Record<string, unknown> }),
    remove: (id: number) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
    uploadPicture: (id: number, file: File) => upload<{ profilePicture: string }>(`${base}/${id}/picture`, file, 'PUT'),
    removePicture: (id: number) => api<void>(`${base}/${id}/picture`, { method: 'DELETE' }),
  };
}

export type ListingApi<Item, Input> = ReturnType<typeof listingApi<Item, Input>>;
