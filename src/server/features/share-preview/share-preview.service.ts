import { PRODUCT_NAME } from '../../../shared/brand';
import { imageSrc } from '../../../shared/media';
import { videoPagePath, type VideoPrivacy } from '../../../shared/videos';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { isShareKey } from '../videos/video-access';
import type { VideoFileLinks } from '../videos/video-file-links';
import { videoFileUrl } from '../videos/video-files';
import { sharePreviewRepository } from './share-preview.repository';

export interface SharePreview {
  title: string;
  description: string;
  image: string | null;
  url: string;
  /** A video page's player file (og:video). */
  video?: { url: string; type: string; width: number; height: number };
}

const MAX_ID = 2 ** 53;
const summary = (text: string | null, fallback: string) => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return fallback;
  return clean.length > 180 ? `${clean.slice(0, 177)}…` : clean;
};

/** What a link to a public listing shows when shared on WhatsApp, Facebook or X; null when the listing does not exist. */
export function sharePreviewService(db: Db, publicUrl: string, videos: { links: VideoFileLinks; clock: Clock }) {
  const repo = sharePreviewRepository(db);
  const absolute = (base: string | null) => (base ? `${publicUrl}${imageSrc(base, 640)}` : null);

  return {
    /** `key`: the page's `?key=`, an unlisted video's share key (without it the video is not found). */
    async forPath(kind: 'business' | 'profession' | 'events' | 'videos', rawId: string, key?: string): Promise<SharePreview | null> {
      const id = Number(rawId);
      if (!Number.isSafeInteger(id) || id <= 0 || id >= MAX_ID) return null;
      const url = `${publicUrl}/${kind}/${id}`;
      if (kind === 'videos') {
        const row = await repo.video(id);
        if (!row || (row.privacy === 'unlisted' && !isShareKey(row.share_key, key))) return null;
        // The 360p rendition: small enough to preview on a phone, and present for every ready video.
        const rendition = row.renditions.find((candidate) => candidate.height === 360) ?? row.renditions[0];
        // The files' own URLs, as the player gets them: an unlisted video's carry an access link that expires.
        const now = videos.clock.now();
        const fileUrl = (file: 'poster' | number) =>
          `${publicUrl}${videoFileUrl({ videoId: id, privacy: row.privacy as VideoPrivacy, shareKey: row.share_key }, file, videos.links, now)}`;
        return {
          title: `${row.title} · ${PRODUCT_NAME}`,
          description: summary(row.description, `A video by ${row.ownerName} on ${PRODUCT_NAME}`),
          image: row.poster_key ? fileUrl('poster') : null,
          // An unlisted video's page is shared with its key, or the link would not open it.
          url: `${publicUrl}${videoPagePath(id, row.share_key)}`,
          video: rendition
            ? {
                url: fileUrl(rendition.height),
                type: 'video/mp4',
                width: rendition.width,
                height: rendition.height,
              }
            : undefined,
        };
      }
      if (kind === 'events') {
        const row = await repo.event(id);
        if (!row) return null;
        const when = new Date(row.starts_at).toLocaleString('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });
        return {
          title: `${row.title} · ${PRODUCT_NAME}`,
          description: summary(`${when} · ${row.location}. ${row.description}`, `${row.title} by ${row.organiser}`),
          image: null,
          url,
        };
      }
      if (kind === 'business') {
        const row = await repo.business(id);
        if (!row) return null;
        return {
          title: `${row.title} · ${PRODUCT_NAME}`,
          description: summary(row.description, `${row.title} on ${PRODUCT_NAME}`),
          image: absolute(row.picture),
          url,
        };
      }
      const row = await repo.profession(id);
      if (!row) return null;
      return {
        title: `${row.title} — ${row.ownerName} · ${PRODUCT_NAME}`,
        description: summary(row.description, `${row.ownerName}, ${row.title}, on ${PRODUCT_NAME}`),
        image: absolute(row.picture),
        url,
      };
    },

    /** Whether a member's profile page (/app/members/{userId}) has someone to show. */
    async memberExists(userId: string): Promise<boolean> {
      return userId.length <= 100 && (await repo.member(userId)) !== undefined;
    },
  };
}
