import { Briefcase, Store } from 'lucide-react';
import { Link } from 'react-router';
import type { MapListing } from '../../../shared/schemas/map';
import { ListingPicture, RatingBadge } from '../../components/listing/listing-display';
import { distanceText, formatDistance } from '../../lib/distance-text';
import { t } from '../../lib/i18n';

export const detailPath = (listing: MapListing) => `/app/${listing.kind}/${listing.id}`;
export const kindLabel = (listing: MapListing) => (listing.kind === 'business' ? t('Business') : t('Professional'));

/** A marker's popup: picture, name, type, rating, distance from the viewer and the link to the detail page. */
export function ListingPopup({ listing }: { listing: MapListing }) {
  return (
    <div className="flex gap-3" data-testid="map-popup">
      <ListingPicture
        base={listing.picture}
        alt=""
        icon={listing.kind === 'business' ? Store : Briefcase}
        className="size-14"
        sizes="56px"
      />
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-semibold leading-tight">{listing.name}</p>
        <p className="text-xs text-muted-foreground">
          {kindLabel(listing)}
          {listing.type ? ` · ${listing.type}` : ''}
          {listing.pro ? ' · Pro' : ''}
        </p>
        <RatingBadge rating={listing.rating} />
        <p className="text-xs text-muted-foreground">
          {listing.approximate
            ? t('{distance} away (approximate area)', { distance: formatDistance(listing.distanceKm) })
            : distanceText(listing.distanceKm, listing.placement).spoken}
        </p>
        <Link
          to={detailPath(listing)}
          className="font-medium text-primary underline underline-offset-2"
          aria-label={t('View details of {name}', { name: listing.name })}
        >
          {t('View details')}
        </Link>
      </div>
    </div>
  );
}
