import type { FeedItem } from '../../../shared/schemas/discovery';
import { AnnouncementCard, EventCard, NoticeCard } from '../../components/cards/content-cards';
import { ListingCard } from './listing-card';
import { PostCard } from './post-card';
import { ProductFeedCard } from './product-card';

/** One item of the mixed feed or of the search results, with its own card. */
export function FeedItemCard({ item }: { item: FeedItem }) {
  switch (item.type) {
    case 'post':
      return <PostCard post={item.post} distanceKm={item.distanceKm} />;
    case 'business':
      return <ListingCard kind="business" listing={item.business} distanceKm={item.distanceKm} />;
    case 'profession':
      return <ListingCard kind="profession" listing={item.profession} distanceKm={item.distanceKm} />;
    case 'product':
      return <ProductFeedCard product={item.product} business={item.business} distanceKm={item.distanceKm} />;
    case 'notice':
      return <NoticeCard notice={item.notice} distanceKm={item.distanceKm} />;
    case 'event':
      return <EventCard event={item.event} distanceKm={item.distanceKm} />;
    case 'announcement':
      return <AnnouncementCard announcement={item.announcement} pinned={item.pinned} />;
  }
}
