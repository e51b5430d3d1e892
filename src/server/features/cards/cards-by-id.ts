import type { FeedItem } from '../../../shared/schemas/discovery';
import type { Viewer } from '../../auth/session';
import { businessesService, professionsService } from '../listings/listings.service';
import type { ListingDeps } from '../../kit/service-deps';
import { shownDistanceKm } from '../../kit/listings/shown-distance';
import { contentReads } from '../content/content.service';
import { eventReads } from '../events/events.service';
import { postsService } from '../posts/posts.service';
import { productsService } from '../products/products.service';
import type { FeedKind } from '../feed/feed-cursor';

export interface CardRef {
  kind: FeedKind;
  id: number;
  distanceKm: number | null;
}

/** The member who owns or wrote a feed item: what blocking hides (decision 0019). */
export function cardOwner(item: FeedItem): string {
  switch (item.type) {
    case 'business':
      return item.business.owner.userId;
    case 'profession':
      return item.profession.owner.userId;
    case 'product':
      return item.business.ownerId;
    case 'post':
      return item.post.author.userId;
    case 'notice':
      return item.notice.author.userId;
    case 'event':
      return item.event.organiser.userId;
    case 'announcement':
      return item.announcement.author.userId;
  }
}

/**
 * Turns (kind, id) references into feed items with the full card data, one query per kind, keeping the
 * order of the references; an item deleted in the meantime is left out. The feed and search both use it.
 */
export function cardsById(deps: ListingDeps) {
  const businesses = businessesService(deps);
  const professions = professionsService(deps);
  const products = productsService(deps);
  const posts = postsService(deps);
  const content = contentReads(deps);
  const events = eventReads(deps);

  /** `from`: the viewer's position the distances were measured from (an approximate area's is measured again from its rounded point). */
  return async function hydrate(refs: CardRef[], viewer: Viewer | null, from?: { lat: number; lng: number }): Promise<FeedItem[]> {
    const ids = (kind: FeedKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
    const [businessList, professionList, productList, postList, noticeList, eventList, announcementList] = await Promise.all([
      businesses.findMany(ids('business'), viewer),
      professions.findMany(ids('profession'), viewer),
      products.findManyWithBusiness(ids('product')),
      posts.findMany(ids('post'), viewer),
      content.findNotices(ids('notice')),
      events.findMany(ids('event'), viewer),
      content.findAnnouncements(ids('announcement')),
    ]);
    const build = new Map<string, (distanceKm: number | null) => FeedItem>();
    for (const business of businessList) {
      const id = `business-${business.businessId}`;
      build.set(id, (distanceKm) => ({ type: 'business', id, createdAt: business.createdAt, distanceKm, business }));
    }
    for (const profession of professionList) {
      const id = `profession-${profession.professionId}`;
      build.set(id, (distanceKm) => ({
        type: 'profession',
        id,
        createdAt: profession.createdAt,
        distanceKm: shownDistanceKm(distanceKm, profession, from),
        profession,
      }));
    }
    for (const { product, business } of productList) {
      const id = `product-${product.productId}`;
      build.set(id, (distanceKm) => ({ type: 'product', id, createdAt: product.createdAt, distanceKm, product, business }));
    }
    for (const post of postList) {
      const id = `post-${post.postId}`;
      build.set(id, (distanceKm) => ({ type: 'post', id, createdAt: post.createdAt, distanceKm, post }));
    }
    // An expired notice or a cancelled event is not returned by its service: gone from the feed before any job runs.
    for (const notice of noticeList) {
      const id = `notice-${notice.noticeId}`;
      build.set(id, (distanceKm) => ({ type: 'notice', id, createdAt: notice.createdAt, distanceKm, notice }));
    }
    for (const event of eventList) {
      const id = `event-${event.eventId}`;
      build.set(id, (distanceKm) => ({ type: 'event', id, createdAt: event.createdAt, distanceKm, event }));
    }
    for (const announcement of announcementList) {
      const id = `announcement-${announcement.announcementId}`;
      build.set(id, (distanceKm) => ({
        type: 'announcement',
        id,
        createdAt: announcement.createdAt,
        distanceKm,
        pinned: false,
        announcement,
      }));
    }
    return refs.flatMap((ref) => {
      const item = build.get(`${ref.kind}-${ref.id}`);
      return item ? [item(ref.distanceKm)] : [];
    });
  };
}
