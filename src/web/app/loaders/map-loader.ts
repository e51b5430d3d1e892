import { drawnMapSize } from '../../lib/first-screen';
import { pageLoader } from '../route-data';
import { viewerOf } from './discovery-loaders';

/**
 * The map (/app/maps): where its tiles come from, and the listings and counts of the view it opens with, around where
 * the device's cookies centre it. Leaflet itself still comes in the browser, after the first paint (decision 0039).
 */
export const mapLoader = pageLoader(async ({ client, drawnPlace }) => {
  // The page's own module brings these; the app's first script does not carry them (its size budget).
  const { drawnRequest, mapTilesQuery, mapViewQuery } = await import('../../features/map/api');
  const listings = async () => {
    const viewer = await viewerOf(client, drawnPlace);
    const request = viewer && drawnRequest({ lat: viewer.lat, lng: viewer.lng }, drawnMapSize());
    if (request) await client.ensureQueryData(mapViewQuery(request));
  };
  await Promise.allSettled([client.ensureQueryData(mapTilesQuery()), listings()]);
});
