import { Info, MapPin, Pencil, Phone, Star, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/brand';
import type { Place, RatingSummary } from '../../../shared/schemas/listings';
import { ShareButton } from '../../components/listing/share-button';
import { Button } from '../../components/ui/button';
import { IdentityBadge, ProBadge, VerifiedNumberBadge } from '../../components/verification-badges';
import { formatPhone, formatPlace, hasCoordinates, publicUrl, telHref } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useSession } from '../auth/api';
import { AnalyticsLink, TapReporter } from '../analytics';
import { ContactActions } from './contact-actions';
import { Fact, ListingHeader, ListingPicture, RatingLine, TypeBadge } from './header';
import { LocationButton } from './location-dialog';
import { ReviewsSection } from './reviews-section';
import { AboutList, ListingTabs, useListingTab } from './tabs';

/** A listing as its detail page shows it: the shared parts, and the kind's own facts, actions and tabs (the slots). */
export interface DetailListing {
  kind: 'business' | 'profession';
  id: number;
  name: string;
  /** "business" / "profile": what the report button names (the WhatsApp greeting follows `kind`). */
  noun: string;
  icon: LucideIcon;
  roundPicture?: boolean;
  profilePicture: string | null;
  typeName: string | null;
  /** The owner is on Pro (Pro's verification badge). */
  ownerPro: boolean;
  /** The owner's "Verified identity" badge. */
  ownerIdentityVerified: boolean;
  rating: RatingSummary;
  description: string | null;
  contactPhone: string | null;
  /** The contact number is the one the owner proved by a code. */
  contactPhoneVerified: boolean;
  place: Place;
  /** Only an approximate area is shown (a home-based professional). */
  approximateArea?: boolean;
  isOwner: boolean;
  /** Who a visitor messages or connects with from the page. */
  owner: { userId: string; fullName: string };
  shareTitle: string;
  /** A line under the rating (a profession's hourly rate). */
  lead?: ReactNode;
  /** Facts before the phone, and between the phone and the location. */
  factsFirst?: ReactNode;
  facts?: ReactNode;
  /** Where the owner edits it, and what else the owner can add from here. */
  editHref: string;
  ownerActions?: ReactNode;
  tabsLabel: string;
  /** The kind's tabs before About and Reviews; the first is open by default. */
  tabs(location: string | null): Array<{ value: string; label: string; icon: LucideIcon; content: ReactNode }>;
  /** About rows after the description. */
  about(location: string | null): Array<{ label: string; value: string }>;
}

export function ListingDetailView({ listing }: { listing: DetailListing }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const location = formatPlace(listing.place, { landmark: true }) || null;
  const tabs = listing.tabs(location);
  const { tab, setTab, showReviews } = useListingTab(tabs[0]?.value ?? 'about');
  const url = publicUrl(listing.kind, listing.id);

  return (
    <div className="min-w-0">
      <TapReporter kind={listing.kind} id={listing.id}>
        <ListingHeader
          picture={
            <ListingPicture src={listing.profilePicture} icon={listing.icon} round={listing.roundPicture} className="size-24 sm:size-32" />
          }
          title={listing.name}
          badge={
            <>
              {listing.typeName ? <TypeBadge name={listing.typeName} /> : null}
              {listing.ownerPro ? <ProBadge /> : null}
              {listing.ownerIdentityVerified ? <IdentityBadge /> : null}
            </>
          }
          rating={<RatingLine rating={listing.rating} onShowReviews={showReviews} />}
          lead={listing.lead}
          description={listing.description}
          facts={
            <>
              {listing.factsFirst}
              {listing.contactPhone ? (
                <Fact icon={Phone} label={t('Phone')}>
                  <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                    <a href={telHref(listing.contactPhone)} data-tap="call" className="font-medium text-primary hover:underline">
                      {formatPhone(listing.contactPhone)}
                    </a>
                    {listing.contactPhoneVerified ? <VerifiedNumberBadge /> : null}
                  </span>
                </Fact>
              ) : null}
              {listing.facts}
              <Fact icon={MapPin} label={t('Location')}>
                <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span>{location ?? t('Location not specified')}</span>
                  {location || hasCoordinates(listing.place) ? (
                    <LocationButton place={listing.place} name={listing.name} approximate={listing.approximateArea ?? false} />
                  ) : null}
                </span>
              </Fact>
            </>
          }
          actions={
            listing.isOwner ? (
              <>
                <Button asChild>
                  <Link to={listing.editHref}>
                    <Pencil aria-hidden />
                    {t('Edit')}
                  </Link>
                </Button>
                <AnalyticsLink kind={listing.kind} id={listing.id} />
                {listing.ownerActions}
                <ShareButton url={url} title={listing.name} />
              </>
            ) : (
              <ContactActions
                phone={listing.contactPhone}
                whatsappMessage={
                  listing.kind === 'business'
                    ? t('Hello! I found your business "{name}" on {product}: {url}', { name: listing.name, product: PRODUCT_NAME, url })
                    : t('Hello! I found your profile "{name}" on {product}: {url}', { name: listing.name, product: PRODUCT_NAME, url })
                }
                shareUrl={url}
                shareTitle={listing.shareTitle}
                report={{ kind: listing.kind, id: listing.id, noun: listing.noun }}
                name={listing.name}
                owner={listing.owner}
              />
            )
          }
        />
      </TapReporter>

      <ListingTabs
        label={listing.tabsLabel}
        value={tab}
        onValueChange={setTab}
        tabs={[
          ...tabs,
          {
            value: 'about',
            label: t('About'),
            icon: Info,
            content: (
              <AboutList
                rows={[
                  { label: t('Description'), value: listing.description ?? t('No description available.') },
                  ...listing.about(location),
                ]}
              />
            ),
          },
          {
            value: 'reviews',
            label: t('Reviews'),
            icon: Star,
            content: (
              <ReviewsSection
                kind={listing.kind}
                listingId={listing.id}
                listingName={listing.name}
                isOwner={listing.isOwner}
                signedIn={signedIn}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
