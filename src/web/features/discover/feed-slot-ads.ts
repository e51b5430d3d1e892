import type { AdSlotItem } from '../../../shared/schemas/ads';

/** An ad slot after every 3rd item of the feed (spec part 1, section 9). */
export const AD_EVERY = 3;

/** The ads of the feed's slots in order (slot n follows item 3n + 3): each page brought those of the slots on it. */
export function feedSlotAds(pages: readonly { items: readonly unknown[]; ads: readonly AdSlotItem[] }[]): (AdSlotItem | undefined)[] {
  const ads: (AdSlotItem | undefined)[] = [];
  let offset = 0;
  for (const page of pages) {
    const first = Math.floor(offset / AD_EVERY);
    page.ads.forEach((ad, index) => {
      ads[first + index] = ad;
    });
    offset += page.items.length;
  }
  return ads;
}
