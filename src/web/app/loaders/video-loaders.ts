import { parseId } from '../../features/listing-detail/api';
import { pageLoader } from '../route-data';

/** Videos (/app/videos): Discover's first page, everything latest first. */
// The pages' own modules bring the videos' queries; the app's first script does not carry them (its size budget).
const videosApi = () => import('../../features/videos/api');

export const videosLoader = pageLoader(async ({ client }) => {
  const { DISCOVER_START, discoverVideosQuery } = await videosApi();
  await client.ensureInfiniteQueryData(discoverVideosQuery(DISCOVER_START));
});

/** A video's page (/videos/:id, an unlisted one's with ?key=): the video and its comments, which the page opens. */
export const videoLoader = pageLoader(async ({ client, params, url }) => {
  const videoId = parseId(params.id);
  if (videoId === null) return;
  const shareKey = url.searchParams.get('key');
  const { videoCommentsQuery, videoQuery } = await videosApi();
  await Promise.allSettled([
    client.ensureQueryData(videoQuery(videoId, shareKey)),
    client.ensureQueryData(videoCommentsQuery({ videoId, shareKey })),
  ]);
});
