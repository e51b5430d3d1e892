import { Briefcase, Clock, MapPin, MessageSquare, Store } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/brand';
import { formatNaira } from '../../../shared/money';
import type { Business, Profession } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { publicUrl } from '../../lib/format';
import { t } from '../../lib/i18n';
import { ShareButton } from '../../components/listing/share-button';
import { WhatsAppButton } from '../../components/listing/whatsapp-button';
import { TapReporter } from '../analytics';
import { ListingPicture, RatingBadge } from '../../components/listing/listing-display';
import { ReportButton } from '../reports';
import { SaveButton } from '../saves';
import { ConnectButton } from '../network';
import { CardActionRow, DistanceLabel, LikeButton, NarrowOnly, WideOnly } from './card-actions';
import { placementOf } from '../../../shared/placement';
import { CardMore } from './card-more';

type ListingCardProps =
  | { kind: 'business'; listing: Business; distanceKm: number | null }
  | { kind: 'profession'; listing: Profession; distanceKm: number | null };

/** The greeting a WhatsApp message starts with (docs/spec/part-1-access-shell-home-search-plans.md §5): it names LocalHub and the listing's public link. */
export function listingGreeting(props: ListingCardProps): string {
  const url = publicUrl(props.kind, props.kind === 'business' ? props.listing.businessId : props.listing.professionId);
  return props.kind === 'business'
    ? t('Hello! I found your business "{name}" on {brand}: {url}', { name: props.listing.name, brand: PRODUCT_NAME, url })
    : t('Hello! I found your profile "{name}" on {brand}: {url}', { name: props.listing.title, brand: PRODUCT_NAME, url });
}

/** A business or a professional: picture, name, type, real rating, distance, description and the card's actions. */
export function ListingCard(props: ListingCardProps) {
  const { kind, listing, distanceKm } = props;
  const id = props.kind === 'business' ? props.listing.businessId : props.listing.professionId;
  const name = props.kind === 'business' ? props.listing.name : props.listing.title;
  const type = props.kind === 'business' ? props.listing.businessType?.name : props.listing.professionType?.name;
  const hours = props.kind === 'business' ? props.listing.openingHours : props.listing.availabilityHours;
  const rate = props.kind === 'profession' ? props.listing.hourlyRateKobo : null;
  const detail = `/app/${kind}/${id}`;
  const report = { kind, id, ownerId: listing.owner.userId, noun: kind === 'business' ? 'business' : 'profile' };
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

      <div className="mt-auto pt-3">
        <CardActionRow>
          <LikeButton kind={kind} id={id} liked={listing.likedByMe} likeCount={listing.likeCount} name={name} />
          <Button size="sm" variant="ghost" asChild>
            <Link to={`${detail}#comments`} aria-label={t('Comment on {name}', { name })}>
              <MessageSquare aria-hidden />
              <span className="@max-sm:sr-only">{t('Comment')}</span>
            </Link>
          </Button>
          <WideOnly>
            <ShareButton
              size="sm"
              variant="ghost"
              url={publicUrl(kind, id)}
              title={name}
              text={listing.description ?? undefined}
              label={name}
            />
            <SaveButton kind={kind} id={id} name={name} />
            <ConnectButton
              userId={listing.owner.userId}
              name={listing.owner.fullName}
              label={t('{owner}, owner of {name}', { owner: listing.owner.fullName, name })}
            />
            <ReportButton {...report} compact />
          </WideOnly>
          <TapReporter kind={kind} id={id} tap="whatsapp">
            <WhatsAppButton
              size="sm"
              variant="ghost"
              phone={listing.contactPhone}
              message={listingGreeting(props)}
              label={name}
              className="text-primary"
            />
          </TapReporter>
          <NarrowOnly>
            <CardMore
              className="ml-auto"
              actions={{
                name,
                share: { url: publicUrl(kind, id), title: name, text: listing.description ?? undefined },
                save: { kind, id },
                connect: { userId: listing.owner.userId, name: listing.owner.fullName },
                report,
              }}
            />
          </NarrowOnly>
        </CardActionRow>
      </div>
    </Card>
  );
}
