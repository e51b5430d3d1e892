import { memo } from 'react';
import { Briefcase, Store } from 'lucide-react';
import { Link } from 'react-router';
import type { MapResult } from '../../../shared/schemas/map';
import { distanceText } from '../../lib/distance-text';
import { t } from '../../lib/i18n';
import { detailPath, kindLabel } from './listing-popup';
import { formatNumber } from '../../../shared/number-format';

/**
 * The listings in view as a plain list: the map's text alternative, and what still works when tiles cannot load.
 * Clusters are summed in one line (zoom in to list them).
 */
export const ListingsInView = memo(function ListingsInView({ data }: { data: MapResult }) {
  const clustered = data.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  const listings = [...data.listings].sort((a, b) => a.distanceKm - b.distanceKm);
  return (
    <section aria-labelledby="map-list-title" className="mt-6">
      <h2 id="map-list-title" className="mb-2 text-lg font-semibold">
        {t('Listings in view')}
      </h2>
      {listings.length === 0 && clustered === 0 ? (
        <p className="text-sm text-muted-foreground">{t('Nothing here. Zoom out, move the map or change the filters.')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {listings.map((listing) => (
            <li key={`${listing.kind}-${listing.id}`} className="flex items-center gap-3 px-3 py-2 text-sm">
              {listing.kind === 'business' ? (
                <Store aria-hidden className="size-4 shrink-0 text-blue-700 dark:text-blue-300" />
              ) : (
                <Briefcase aria-hidden className="size-4 shrink-0 text-primary" />
              )}
              <Link to={detailPath(listing)} className="min-w-0 flex-1 truncate font-medium hover:underline">
                {listing.name}
              </Link>
              <span className="hidden text-muted-foreground sm:inline">
                {kindLabel(listing)}
                {listing.type ? ` · ${listing.type}` : ''}
              </span>
              <span className="shrink-0 text-muted-foreground">{distanceText(listing.distanceKm, listing.placement).shown}</span>
            </li>
          ))}
          {clustered > 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">
              {t('{count} more in {groups, plural, one {a group} other {# groups}} on the map: zoom in to list them.', {
                count: formatNumber(clustered),
                groups: data.clusters.length,
              })}
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
});
