import L from 'leaflet';
import type { MapCluster, MapListing } from '../../../shared/schemas/map';
import { t } from '../../lib/i18n';
import { formatNumber } from '../../../shared/number-format';

/*
 * Marker icons as small HTML (no image files to fetch): businesses are blue squares with a shop, professionals green
 * circles with a briefcase, so kind is told by shape as well as colour; Pro listings carry a star badge; an
 * approximate area is a dashed ring. Colours and focus rings are in map.css.
 */
const STORE = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 9l1.5-5h15L21 9M4 9v11h16V9M9 20v-6h6v6M3 9h18"/></svg>';
const BRIEFCASE =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="7" width="18" height="13" rx="2"/><path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18"/></svg>';
const PRO = '<span class="map-pro" aria-hidden="true">★</span>';

export function listingIcon(listing: MapListing): L.DivIcon {
  const kind = listing.kind === 'business' ? 'map-business' : 'map-profession';
  const area = listing.approximate ? ' map-area' : '';
  return L.divIcon({
    className: `map-marker ${kind}${area}`,
    html: `${listing.kind === 'business' ? STORE : BRIEFCASE}${listing.pro ? PRO : ''}`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -14],
  });
}

export function clusterIcon(cluster: MapCluster): L.DivIcon {
  const size = cluster.count < 10 ? 34 : cluster.count < 100 ? 40 : cluster.count < 1000 ? 46 : 54;
  return L.divIcon({
    className: 'map-marker map-cluster',
    html: `<span aria-hidden="true">${formatNumber(cluster.count)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** What a screen reader hears on a marker, and its tooltip: "Ada's Kitchen (Business, Pro, approximate area)". */
export function listingLabel(listing: MapListing): string {
  const details = [listing.kind === 'business' ? t('Business') : t('Professional')];
  if (listing.pro) details.push('Pro');
  if (listing.approximate) details.push(t('approximate area'));
  return t('{name} ({details})', { name: listing.name, details: details.join(', ') });
}

export const clusterLabel = (cluster: MapCluster) =>
  t('{count, plural, one {# listing here: zoom in} other {# listings here: zoom in}}', { count: cluster.count });
