import { Briefcase, Clock, MapPin, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNaira } from '../../../shared/money';
import { placementOf } from '../../../shared/placement';
import type { Business, Profession } from '../../../shared/schemas/listings';
import { t } from '../../lib/i18n';
import { ListingPicture, RatingBadge } from '../listing/listing-display';
import { Card } from '../ui/card';
import { DistanceLabel } from './card-row';

/** A business or a professional, and how far it is from the viewer (null where no distance is shown). */
export type ListingCardProps =
  | { kind: 'business'; listing: Business; distanceKm: number | null }
  | { kind: 'profession'; listing: Profession; distanceKm: number | null };

/** A listing card's id, shown name and detail page, for the card and for its actions. */
export function listingOnCard(props: ListingCardProps): { id: number; name: string; detail: string } {
  const id = props.kind === 'business' ? props.listing.businessId : props.listing.professionId;
  const name = props.kind === 'business' ? props.listing.name : props.listing.title;
  return { id, name, detail: `/app/${props.kind}/${id}` };
}

/** A business or a professional: picture, name, type, real rating, distance, description, and the actions given. */
export function ListingCardView(props: ListingCardProps & { actions: ReactNode }) {
  const { kind, listing, distanceKm } = props;
  const { name, detail } = listingOnCard(props);
  const type = props.kind === 'business' ? props.listing.businessType?.name : props.listing.professionType?.name;
  const hours = props.kind === 'business' ? props.listing.openingHours : props.listing.availabilityHours;
  const rate = props.kind === 'profession' ? props.listing.hourlyRateKobo : null;
  const place = [listing.place.neighborhood?.name, listing.place.city?.name].filter(Boolean).join(', ');

  return (
    <Card className="flex h-full min-w-0 flex-col p-4">
      <div className="flex min-w-0 gap-3">
        <ListingPicture
          base={listing.profilePicture}
          alt=""
          icon={kind === 'business' ? Store : Briefcase}
          className="size-16 sm:size-18"
          sizes="72px"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold leading-tight">
            <Link to={detail} className="hover:underline focus-visible:underline">
              {name}
            </Link>
          </h3>
          <p className="truncate text-xs text-muted-foreground">
            {type ?? (kind === 'business' ? t('Business') : t('Professional'))}
            {kind === 'profession' ? ` · ${props.listing.owner.fullName}` : ''}
          </p>
          <RatingBadge rating={listing.rating} className="mt-1" />
          <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            {distanceKm !== null ? (
              <span className="inline-flex items-center gap-1 font-medium text-foreground">
                <MapPin aria-hidden className="size-3.5 text-primary" />
                <DistanceLabel km={distanceKm} placement={placementOf(listing.place)} />
              </span>
            ) : null}
            {place ? <span className="truncate">{place}</span> : null}
          </p>
        </div>
      </div>

      {listing.description ? <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{listing.description}</p> : null}
      {hours || rate !== null ? (
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {hours ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-3.5" />
              {hours}
            </span>
          ) : null}
          {rate !== null ? <span className="font-medium text-foreground">{t('{price}/hr', { price: formatNaira(rate) })}</span> : null}
        </p>
      ) : null}

      <div className="mt-auto pt-3">{props.actions}</div>
    </Card>
  );
}
