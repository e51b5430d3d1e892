import { msg } from './i18n/msg';

/** Video constants (spec part 2 §9). */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
export const VIDEO_VIEW_SECONDS = 30;
export const VIDEO_PAGE_SIZE = 20;
export const VIDEO_SKELETON_CARDS = 6;
export const VOLUME_STEP = 0.1;

export const VIDEO_CATEGORIES = [
  'business',
  'education',
  'entertainment',
  'tutorial',
  'product_demo',
  'testimonial',
  'event',
  'other',
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const VIDEO_CATEGORY_LABELS: Record<VideoCategory, string> = {
  business: msg('Business'),
  education: msg('Education'),
  entertainment: msg('Entertainment'),
  tutorial: msg('Tutorial'),
  product_demo: msg('Product demo'),
  testimonial: msg('Testimonial'),
  event: msg('Event'),
  other: msg('Other'),
};

export const VIDEO_PRIVACY = ['public', 'unlisted', 'private'] as const;
export type VideoPrivacy = (typeof VIDEO_PRIVACY)[number];

export const VIDEO_SORTS = ['latest', 'views', 'likes'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

export const VIDEO_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/**
 * Whole seconds of playback that make a view (product decision 18): 30, or half of a video shorter than a minute, so a
 * short clip counts too. Whole seconds, as the player reports them; an unknown duration needs the full 30.
 */
export function viewThresholdSeconds(durationSeconds: number | null): number {
  if (durationSeconds === null || !(durationSeconds > 0)) return VIDEO_VIEW_SECONDS;
  return Math.min(VIDEO_VIEW_SECONDS, Math.floor(durationSeconds / 2));
}

/** A video's page; an unlisted video's carries its share key, without which the video is not found (decision 0016). */
export const videoPagePath = (videoId: number, shareKey: string | null) =>
  shareKey ? `/videos/${videoId}?key=${encodeURIComponent(shareKey)}` : `/videos/${videoId}`;

/** Renditions made for slow networks: 240p and 360p always, 720p when the source is at least that tall. */
export const RENDITION_HEIGHTS = [240, 360, 720] as const;
export type RenditionHeight = (typeof RENDITION_HEIGHTS)[number];

export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 2000;
export const VIDEO_TAGS_MAX = 10;
export const VIDEO_TAG_MAX = 30;

/** The title a chosen file suggests: its name without the extension. */
export const titleFromFileName = (name: string) => name.replace(/\.[^./\\]+$/, '').slice(0, VIDEO_TITLE_MAX);

/** Tags as typed ("food, lagos  jollof"): lower-cased, de-duplicated, at most VIDEO_TAGS_MAX. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(/[,\s]+/)
    .map((tag) => tag.replace(/^#/, '').trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}
