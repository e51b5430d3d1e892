import type { VideoPrivacy } from '../../../shared/videos';
import type { VideoFileLinks } from './video-file-links';

/** A video's files: its poster, or the rendition of a height. */
export type VideoFile = 'poster' | number;

/**
 * How each privacy's files may be cached. Public: by anyone, for five minutes (a shared cache may go on serving a
 * video made private for that long, as a signed URL does). Unlisted: by the viewer's browser only. Private: nowhere.
 */
export const VIDEO_FILE_CACHE: Record<VideoPrivacy, string> = {
  public: 'public, max-age=300',
  unlisted: 'private, max-age=300',
  private: 'private, no-store',
};

/**
 * A video's file URLs. Every read goes through the API, which checks the video's privacy first (so making a video
 * private or unlisted stops its old URLs at once); an unlisted video's URLs carry an access link that expires.
 */
export function videoFileUrl(
  video: { videoId: number; privacy: VideoPrivacy; shareKey: string | null },
  file: VideoFile,
  links: VideoFileLinks,
  now: Date,
): string {
  const path = `/api/v1/videos/${video.videoId}/${file === 'poster' ? 'poster' : `renditions/${file}`}`;
  return video.privacy === 'unlisted' && video.shareKey ? `${path}?access=${links.issue(video.videoId, video.shareKey, now)}` : path;
}
