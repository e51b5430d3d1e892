import { msg } from './i18n/msg';

/** Distance bands are rings around the viewer (docs/product-decisions.md §6): a listing is in a band when min < distance ≤ max. */
export const BAND_IDS = ['local', 'regional', 'national', 'international', 'global'] as const;
export type BandId = (typeof BAND_IDS)[number];

export interface DistanceBand {
  id: BandId;
  label: string;
  /** Exclusive lower bound in km (0 for local, which includes the viewer's own spot). */
  minKm: number;
  /** Inclusive upper bound in km; null = no bound. */
  maxKm: number | null;
  /** As the spec writes it: "0–50 km", "51–300 km"… */
  range: string;
}

export const DISTANCE_BANDS: Record<BandId, DistanceBand> = {
  local: { id: 'local', label: msg('Local'), minKm: 0, maxKm: 50, range: '0–50 km' },
  regional: { id: 'regional', label: msg('Regional'), minKm: 50, maxKm: 300, range: '51–300 km' },
  national: { id: 'national', label: msg('National'), minKm: 300, maxKm: 1500, range: '301–1,500 km' },
  international: { id: 'international', label: msg('International'), minKm: 1500, maxKm: 5000, range: '1,501–5,000 km' },
  global: { id: 'global', label: msg('Global'), minKm: 5000, maxKm: null, range: msg('over 5,000 km') },
};

export const DEFAULT_BAND: BandId = 'local';

/** Where the viewer is taken to be when neither the browser nor the profile says (docs/product-decisions.md §6). */
export const LAGOS = { latitude: 6.5244, longitude: 3.3792 } as const;
