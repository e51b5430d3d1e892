import type { AdSlotItem } from '../../../shared/schemas/ads';

/** An ad slot after every 3rd item of the feed (spec part 1, section 9). */
export const AD_EVERY = 3;

/** The first slot after `offset` items, and how many slots fall on a page of `size` items that starts there. */
export function slotsOnPage(offset: number, size: number): { first: number; count: number } {
  const first = Math.floor(offset / AD_EVERY);
  return { first, count: Math.floor((offset + size) / AD_EVERY) - first };
}

/** The ads of the feed's slots in order (slot n follows item 3n + 3): each page brought those of the slots on it. */
export function feedSlotAds(pages: readonly { items: readonly unknown[]; ads: readonly AdSlotItem[] }[]): (AdSlotItem | undefined)[] {
  const ads: (AdSlotItem | undefined)[] = [];
  let offset = 0;
  for (const page of pages) {
    const { first } = slotsOnPage(offset, page.items.length);
    page.ads.forEach((ad, index) => {
      ads[first + index] = ad;
    });
    offset += page.items.length;
  }
  return ads;
}
