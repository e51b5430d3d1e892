import { Clock, FileText, FolderPlus, Globe, Info, MapPin, Package, Pencil, Phone, Plus, Star, Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PRODUCT_NAME } from '../../shared/brand';
import type { Business } from '../../shared/schemas/listings';
import { Button } from '../components/ui/button';
import { useSession } from '../features/auth/api';
import { parseId, useBusiness } from '../features/listing-detail/api';
import { ContactActions } from '../features/listing-detail/contact-actions';
import { formatPhone, hasCoordinates, formatPlace, publicUrl, telHref, websiteHost } from '../lib/format';
import { Fact, ListingHeader, ListingPicture, RatingLine, TypeBadge } from '../features/listing-detail/header';
import { LocationButton } from '../features/listing-detail/location-dialog';
import { PostsSection } from '../features/listing-detail/posts-section';
import { ProductsSection } from '../features/listing-detail/product-grid';
import { ReviewsSection } from '../features/listing-detail/reviews-section';
import { ShareButton } from '../components/listing/share-button';
import { AboutList, ListingTabs, useListingTab } from '../features/listing-detail/tabs';
import { useDetailState, type DetailTexts } from '../features/listing-detail/use-detail-state';

const BUSINESS_TEXTS: DetailTexts = { notFound: 'Business not found', notFoundDescription: 'This business may have been removed, or the link is not quite right.', failed: 'Failed to fetch business details', loading: 'Loading business' };

export default function BusinessDetailPage() {
  const id = parseId(useParams().id);
  const business = useBusiness(id);
  const state = useDetailState(id, business, (data) => data.name, BUSINESS_TEXTS);
  if (state || !business.data) return state;
  return <BusinessDetail key={business.data.businessId} business={business.data} />;
}

function BusinessDetail({ business }: { business: Business }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const { tab, setTab, showReviews } = useListingTab('products');
  const id = business.businessId;
  const location = (formatPlace(business.place, { landmark: true }) || null);
  const url = publicUrl('business', id);
  const manage = (what: 'edit' | 'product' | 'category') => `/app/business?business=${id}&new=${what}`;

  return (
    <div className="min-w-0">
      <ListingHeader
        picture={<ListingPicture src={business.profilePicture} icon={Store} className="size-24 sm:size-32" />}
        title={business.name}
        badge={business.businessType ? <TypeBadge name={business.businessType.name} /> : null}
        rating={<RatingLine rating={business.rating} onShowReviews={showReviews} />}
        description={business.description}
        facts={
          <>
            {business.contactPhone ? (
              <Fact icon={Phone} label="Phone">
                <a href={telHref(business.contactPhone)} className="font-medium text-primary hover:underline">
                  {formatPhone(business.contactPhone)}
                </a>
              </Fact>
            ) : null}
            {business.websiteUrl ? (
              <Fact icon={Globe} label="Website">
                <a href={business.websiteUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-primary hover:underline">
                  Visit Website
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                <span className="text-muted-foreground">{websiteHost(business.websiteUrl)}</span>
              </Fact>
            ) : null}
            {business.openingHours ? (
              <Fact icon={Clock} label="Opening hours">
                {business.openingHours}
              </Fact>
            ) : null}
            <Fact icon={MapPin} label="Location">
              <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
                <span>{location ?? 'Location not specified'}</span>
                {location || hasCoordinates(business.place) ? <LocationButton place={business.place} name={business.name} /> : null}
              </span>
            </Fact>
          </>
        }
        actions={
          business.isOwner ? (
            <>
              <Button asChild>
                <Link to={manage('edit')}>
                  <Pencil aria-hidden />
                  Edit
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={manage('product')}>
                  <Plus aria-hidden />
                  Add Product
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={manage('category')}>
                  <FolderPlus aria-hidden />
                  Add Category
                </Link>
              </Button>
              <ShareButton url={url} title={business.name} />
            </>
          ) : (
            <ContactActions
              phone={business.contactPhone}
              whatsappMessage={`Hello! I found your business "${business.name}" on ${PRODUCT_NAME}: ${url}`}
              shareUrl={url}
              shareTitle={business.name}
            />
          )
        }
      />

      <ListingTabs
        label="Business sections"
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'products',
            label: 'Products & Services',
            icon: Package,
            content: <ProductsSection businessId={id} isOwner={business.isOwner} />,
          },
          { value: 'posts', label: 'Posts', icon: FileText, content: <PostsSection kind="business" id={id} isOwner={business.isOwner} /> },
          {
            value: 'about',
            label: 'About',
            icon: Info,
            content: (
              <AboutList
                rows={[
                  { label: 'Description', value: business.description ?? 'No description available.' },
                  { label: 'Type', value: business.businessType?.name ?? 'Not specified' },
                  { label: 'Operating hours', value: business.openingHours ?? 'Hours not specified' },
                  { label: 'Location', value: location ?? 'Location not specified' },
                ]}
              />
            ),
          },
          {
            value: 'reviews',
            label: 'Reviews',
            icon: Star,
            content: (
              <ReviewsSection kind="business" listingId={id} listingName={business.name} isOwner={business.isOwner} signedIn={signedIn} />
            ),
          },
        ]}
      />
    </div>
  );
}
