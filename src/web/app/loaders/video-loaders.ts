import { DISCOVER_START, discoverVideosQuery, videoCommentsQuery, videoQuery } from '../../features/videos/api';
import { parseId } from '../../features/listing-detail/api';
import { pageLoader } from '../route-data';

/** Videos (/app/videos): Discover's first page, everything latest first. */
export const videosLoader = pageLoader(({ client }) => client.ensureInfiniteQueryData(discoverVideosQuery(DISCOVER_START)));

/** A video's page (/videos/:id, an unlisted one's with ?key=): the video and its comments, which the page opens. */
export const videoLoader = pageLoader(async ({ client, params, url }) => {
  const videoId = parseId(params.id);
  if (videoId === null) return;
  const shareKey = url.searchParams.get('key');
  await Promise.allSettled([
    client.ensureQueryData(videoQuery(videoId, shareKey)),
    client.ensureQueryData(videoCommentsQuery({ videoId, shareKey })),
  ]);
});
