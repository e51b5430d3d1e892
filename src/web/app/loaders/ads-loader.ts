import { pageLoader } from '../route-data';

/** Your ads (/app/ads): the member's advertisements with their numbers. */
export const adsLoader = pageLoader(async ({ client }) => {
  // The page's own module brings this; the app's first script does not carry it (its size budget).
  const { myAdsQuery } = await import('../../features/ads/api');
  await client.ensureQueryData(myAdsQuery());
});
