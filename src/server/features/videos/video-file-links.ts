import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link stays the same for this long (a refetched video keeps its player's URL), and is valid one to two windows. */
export const VIDEO_LINK_WINDOW_SECONDS = 6 * 3600;

/**
 * The access part of an unlisted video's file URLs (`?access=<expires>.<signature>`): whoever has the video's link
 * gets working file URLs, but a file URL is neither made from the video's id alone nor valid for ever. Signed with
 * the video's share key, so a new key (the video made unlisted again) retires the old file links with the old page
 * links. Keyed by the server's secret, so every server process accepts the links of the others.
 */
export function videoFileLinks(secret: string) {
  const key = createHmac('sha256', secret).update('localhub video file links').digest();
  const signature = (videoId: number, shareKey: string, expires: number) =>
    createHmac('sha256', key).update(`${videoId}:${shareKey}:${expires}`).digest('base64url');

  return {
    issue(videoId: number, shareKey: string, now: Date): string {
      const expires = (Math.floor(now.getTime() / 1000 / VIDEO_LINK_WINDOW_SECONDS) + 2) * VIDEO_LINK_WINDOW_SECONDS;
      return `${expires}.${signature(videoId, shareKey, expires)}`;
    },

    valid(videoId: number, shareKey: string | null, access: string | undefined, now: Date): boolean {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(access ?? '');
      if (!shareKey || !match || Number(match[1]) * 1000 <= now.getTime()) return false;
      return timingSafeEqual(Buffer.from(match[2]), Buffer.from(signature(videoId, shareKey, Number(match[1]))));
    },
  };
}

export type VideoFileLinks = ReturnType<typeof videoFileLinks>;
