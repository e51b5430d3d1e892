import { Clock, FileText, FolderPlus, Globe, Package, Plus, Store, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { Business } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { websiteHost } from '../../lib/format';
import { DiscoverVideos } from '../videos';
import { Fact } from './header';
import type { DetailListing } from './listing-detail-view';
import { PostsSection } from './posts-section';
import { ProductsSection } from './product-grid';

/** A business page: website and opening hours, products first, and the owner's shortcuts to add products and categories. */
export function businessDetail(business: Business): DetailListing {
  const id = business.businessId;
  const manage = (what: 'product' | 'category') => `/app/business?business=${id}&new=${what}`;
  return {
    kind: 'business',
    id,
    name: business.name,
    noun: 'business',
    icon: Store,
    profilePicture: business.profilePicture,
    typeName: business.businessType?.name ?? null,
    ownerPro: business.verified,
    ownerIdentityVerified: business.ownerIdentityVerified,
    rating: business.rating,
    description: business.description,
    contactPhone: business.contactPhone,
    place: business.place,
    isOwner: business.isOwner,
    shareTitle: business.name,
    facts: (
      <>
        {business.websiteUrl ? (
          <Fact icon={Globe} label="Website">
            <a
              href={business.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-tap="website"
              className="font-medium text-primary hover:underline"
            >
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
      </>
    ),
    editHref: `/app/business?business=${id}&edit=${id}`,
    ownerActions: (
      <>
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
      </>
    ),
    tabsLabel: 'Business sections',
    tabs: () => [
      {
        value: 'products',
        label: 'Products & Services',
        icon: Package,
        content: <ProductsSection businessId={id} isOwner={business.isOwner} />,
      },
      { value: 'posts', label: 'Posts', icon: FileText, content: <PostsSection kind="business" id={id} isOwner={business.isOwner} /> },
      { value: 'videos', label: 'Videos', icon: Video, content: <DiscoverVideos businessId={id} /> },
    ],
    about: (location) => [
      { label: 'Type', value: business.businessType?.name ?? 'Not specified' },
      { label: 'Operating hours', value: business.openingHours ?? 'Hours not specified' },
      { label: 'Location', value: location ?? 'Location not specified' },
    ],
  };
}
