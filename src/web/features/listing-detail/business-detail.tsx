import { Clock, FileText, FolderPlus, Globe, Package, Plus, Store, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { Business } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { websiteHost } from '../../lib/format';
import { t } from '../../lib/i18n';
import { DiscoverVideos } from '../videos';
import { Fact } from './header';
import type { DetailListing } from './listing-detail-view';
import { PostsSection } from './posts-section';
import { ProductsSection } from './product-grid';

/** A business page: website and opening hours, products first, and the owner's shortcuts to add products and categories.
 * Made while rendering, so its words are in the reader's language. */
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
    contactPhoneVerified: business.contactPhoneVerified,
    place: business.place,
    isOwner: business.isOwner,
    owner: business.owner,
    shareTitle: business.name,
    facts: (
      <>
        {business.websiteUrl ? (
          <Fact icon={Globe} label={t('Website')}>
            <a
              href={business.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-tap="website"
              className="font-medium text-primary hover:underline"
            >
              {t('Visit Website')}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>{' '}
            <span className="text-muted-foreground">{websiteHost(business.websiteUrl)}</span>
          </Fact>
        ) : null}
        {business.openingHours ? (
          <Fact icon={Clock} label={t('Opening hours')}>
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
            {t('Add Product')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={manage('category')}>
            <FolderPlus aria-hidden />
            {t('Add Category')}
          </Link>
        </Button>
      </>
    ),
    tabsLabel: t('Business sections'),
    tabs: () => [
      {
        value: 'products',
        label: t('Products & Services'),
        icon: Package,
        content: <ProductsSection businessId={id} isOwner={business.isOwner} />,
      },
      { value: 'posts', label: t('Posts'), icon: FileText, content: <PostsSection kind="business" id={id} isOwner={business.isOwner} /> },
      { value: 'videos', label: t('Videos'), icon: Video, content: <DiscoverVideos businessId={id} /> },
    ],
    about: (location) => [
      { label: t('Type'), value: business.businessType?.name ?? t('Not specified') },
      { label: t('Operating hours'), value: business.openingHours ?? t('Hours not specified') },
      { label: t('Location'), value: location ?? t('Location not specified') },
    ],
  };
}
