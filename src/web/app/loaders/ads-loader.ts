import { myAdsQuery } from '../../features/ads/api';
import { pageLoader } from '../route-data';

/** Your ads (/app/ads): the member's advertisements with their numbers. */
export const adsLoader = pageLoader(({ client }) => client.ensureQueryData(myAdsQuery()));
