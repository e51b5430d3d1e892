import { describe, expect, it } from 'vitest';
import type { AdSlotItem } from '../../../shared/schemas/ads';
import { feedSlotAds } from './feed-slot-ads';

const ad = (adId: number): AdSlotItem => ({
  type: 'ad',
  adId,
  title: `Ad ${adId}`,
  description: '',
  imageUrl: null,
  advertiser: 'Bakery',
  clickUrl: `/api/v1/ads/${adId}/click`,
  label: 'Sponsored',
});
const page = (items: number, ...adIds: number[]) => ({ items: Array.from({ length: items }), ads: adIds.map(ad) });
const ids = (slots: (AdSlotItem | undefined)[]) => slots.map((item) => (item?.type === 'ad' ? item.adId : undefined));

describe('feedSlotAds', () => {
  it('puts each page’s ads in the slots that fall on it, after every 3rd item of the whole feed', () => {
    // Pages of 10: slots after items 3, 6, 9 (page 1), 12, 15, 18 (page 2), 21, 24, 27, 30 (page 3).
    expect(ids(feedSlotAds([page(10, 1, 2, 3), page(10, 4, 5, 6), page(10, 7, 8, 9, 10)]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('leaves a slot without an ad empty instead of moving a later page’s ads up', () => {
    expect(ids(feedSlotAds([page(10, 1), page(10, 4, 5)]))).toEqual([1, undefined, undefined, 4, 5]);
    expect(feedSlotAds([])).toEqual([]);
  });
});
