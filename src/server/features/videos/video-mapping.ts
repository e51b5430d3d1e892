import type { Video } from '../../../shared/schemas/videos';
import type { VideoCategory, VideoPrivacy } from '../../../shared/videos';
import type { FileStorage } from '../../storage/file-storage';
import { isoString } from '../listings-common/listing-mapping';
import type { VideoRow } from './videos.repository';

/** Renditions are read through the API, which checks the video's privacy before serving or redirecting. */
export const renditionPath = (videoId: number | string, height: number) => `/api/v1/videos/${videoId}/renditions/${height}`;

export function toVideo(row: VideoRow, viewerId: string | null, storage: FileStorage): Video {
  const isMine = row.owner_id === viewerId;
  return {
    videoId: Number(row.video_id),
    title: row.title,
    description: row.description,
    category: row.category as VideoCategory,
    privacy: row.privacy as VideoPrivacy,
    tags: row.tags,
    status: row.status,
    failureReason: isMine ? row.failure_reason : null,
    owner: { userId: row.owner_id, fullName: row.owner_full_name, username: row.owner_username },
    business: row.business_id && row.business_name ? { businessId: Number(row.business_id), name: row.business_name } : null,
    durationSeconds: row.duration_seconds,
    width: row.width,
    height: row.height,
    posterUrl: row.poster_key ? storage.url(row.poster_key) : null,
    renditions: [...row.renditions]
      .sort((a, b) => a.height - b.height)
      .map((rendition) => ({
        height: rendition.height,
        width: rendition.width,
        bytes: rendition.bytes,
        url: renditionPath(row.video_id, rendition.height),
      })),
    views: Number(row.views),
    likes: Number(row.likes),
    comments: row.comments,
    likedByMe: row.liked,
    isMine,
    createdAt: isoString(row.created_at),
  };
}
