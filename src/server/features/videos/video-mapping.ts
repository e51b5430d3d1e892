import type { Video } from '../../../shared/schemas/videos';
import type { VideoCategory, VideoPrivacy } from '../../../shared/videos';
import { isoString } from '../../kit/listings/listing-mapping';
import type { VideoFile } from './video-files';
import type { VideoRow } from './videos.repository';

/** A video as the API shows it; `fileUrl` gives its poster's and renditions' URLs (video-files.ts). */
export function toVideo(row: VideoRow, viewerId: string | null, fileUrl: (file: VideoFile) => string): Video {
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
    posterUrl: row.poster_key ? fileUrl('poster') : null,
    renditions: [...row.renditions]
      .sort((a, b) => a.height - b.height)
      .map((rendition) => ({
        height: rendition.height,
        width: rendition.width,
        bytes: rendition.bytes,
        url: fileUrl(rendition.height),
      })),
    views: Number(row.views),
    likes: Number(row.likes),
    comments: row.comments,
    likedByMe: row.liked,
    isMine,
    // Only the owner and those who opened the video with its key ever get an unlisted video's row (video-access.ts).
    shareKey: row.share_key,
    createdAt: isoString(row.created_at),
  };
}
