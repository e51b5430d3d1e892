import { formatNumber } from '../../shared/number-format';
import type { Placement } from '../../shared/placement';
import { t } from './i18n';

/** "0.4 km", "3.2 km", "48 km", "1,204 km", in the reader's language and way of writing numbers. */
export function formatDistance(km: number): string {
  if (km < 0.1) return t('under {distance} km', { distance: formatNumber(0.1) });
  return t('{distance} km', { distance: formatNumber(km, { maximumFractionDigits: km < 100 ? 1 : 0 }) });
}

/**
 * Where a card says something is (decision 0029): "3.2 km" from an exact point; "in Yaba" when its point is only the
 * centre of an area, city or state, so no distance is claimed that the point cannot back. `spoken` is for screen readers.
 */
export function distanceText(km: number, placement: Placement | null): { shown: string; spoken: string } {
  if (placement && placement.precision !== 'exact' && placement.name) {
    const where = t('in {place}', { place: placement.name });
    return { shown: where, spoken: where };
  }
  return { shown: formatDistance(km), spoken: t('{distance} away', { distance: formatDistance(km) }) };
}
