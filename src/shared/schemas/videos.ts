import { z } from 'zod';
import {
  VIDEO_CATEGORIES,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_PAGE_SIZE,
  VIDEO_PRIVACY,
  VIDEO_SORTS,
  VIDEO_STATUSES,
  VIDEO_TAG_MAX,
  VIDEO_TAGS_MAX,
  VIDEO_TITLE_MAX,
} from '../videos';
import { ownerSchema } from './listings';
import { cursorParam, queryCount, rowIdNumber, text } from './primitives';
import { msg } from '../i18n/msg';

export const videoTitleSchema = text({ message: msg('Missing Title - Please enter a title for your video') })
  .trim()
  .min(1, msg('Missing Title - Please enter a title for your video'))
  .max(VIDEO_TITLE_MAX, msg('Title must be at most 120 characters'));

const tagSchema = text()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}_-]+$/u, msg('Tags are single words (letters, digits, - or _)'))
  .max(VIDEO_TAG_MAX, msg('A tag is at most 30 characters'));

const descriptionSchema = text({ message: msg('Description must be text') })
  .trim()
  .max(VIDEO_DESCRIPTION_MAX, msg('Description must be at most 2000 characters'));
const categorySchema = z.enum(VIDEO_CATEGORIES, {
  message: msg('Category must be one of: business, education, entertainment, tutorial, product_demo, testimonial, event, other'),
});
const privacySchema = z.enum(VIDEO_PRIVACY, { message: msg('Privacy must be one of: public, unlisted, private') });
const tagsSchema = z.array(tagSchema, { message: msg('Tags must be a list of words') }).max(VIDEO_TAGS_MAX, msg('At most 10 tags'));
const uniqueTags = (tags: string[]) => [...new Set(tags)];

/** The fields an upload carries (tus Upload-Metadata); what it leaves out takes its default. */
export const videoFieldsSchema = z.object({
  title: videoTitleSchema,
  description: descriptionSchema.default(''),
  category: categorySchema.default('other'),
  privacy: privacySchema.default('public'),
  tags: tagsSchema.default([]).transform(uniqueTags),
  businessId: rowIdNumber(msg('Business must be one of your businesses')).nullable().default(null),
});
export type VideoFields = z.output<typeof videoFieldsSchema>;
export type VideoFieldsInput = z.input<typeof videoFieldsSchema>;

/** An edit changes only the fields it names (no defaults: a title alone must not reset the privacy or the tags). */
export const videoEditSchema = z
  .object({
    title: videoTitleSchema,
    description: descriptionSchema,
    category: categorySchema,
    privacy: privacySchema,
    tags: tagsSchema.transform(uniqueTags),
  })
  .partial();
export type VideoEdit = z.input<typeof videoEditSchema>;

export const renditionSchema = z.object({ height: z.number().int(), width: z.number().int(), url: z.string(), bytes: z.number().int() });
export type Rendition = z.infer<typeof renditionSchema>;

export const videoSchema = z.object({
  videoId: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  privacy: z.enum(VIDEO_PRIVACY),
  tags: z.array(z.string()),
  status: z.enum(VIDEO_STATUSES),
  /** Why processing failed, for the uploader. */
  failureReason: z.string().nullable(),
  owner: ownerSchema,
  business: z.object({ businessId: z.number(), name: z.string() }).nullable(),
  durationSeconds: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  posterUrl: z.string().nullable(),
  /** Smallest first; each is served with range requests. */
  renditions: z.array(renditionSchema),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  likedByMe: z.boolean(),
  isMine: z.boolean(),
  /** An unlisted video's share key: its owner's, or the one it was opened with (its links and calls carry it). */
  shareKey: z.string().nullable(),
  createdAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** An unlisted video is found only with its share key (`?key=`); without it, or with another, it is not found. */
export const videoKeyQuerySchema = z.object({ key: text().max(200).optional() });

export const videoPageSchema = z.object({ items: z.array(videoSchema), nextCursor: z.string().nullable() });
export type VideoPage = z.infer<typeof videoPageSchema>;

export const videoListQuerySchema = z.object({
  sort: z.enum(VIDEO_SORTS, { message: msg('Sort must be one of: latest, views, likes') }).default('latest'),
  category: z
    .enum(VIDEO_CATEGORIES, {
      message: msg('Category must be one of: business, education, entertainment, tutorial, product_demo, testimonial, event, other'),
    })
    .optional(),
  search: text().trim().max(100).optional(),
  businessId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam(200).optional(),
  limit: queryCount(50, VIDEO_PAGE_SIZE),
});
export type VideoListQuery = z.input<typeof videoListQuerySchema>;
export type VideoListParams = z.output<typeof videoListQuerySchema>;

export const videoLikeInputSchema = z.object({ action: z.enum(['like', 'unlike'], { message: msg('Action must be like or unlike') }) });
export const videoLikeStateSchema = z.object({ liked: z.boolean(), likes: z.number() });
export type VideoLikeState = z.infer<typeof videoLikeStateSchema>;

export const videoViewInputSchema = z.object({
  watchTime: z.number({ message: 'watchTime must be a number of seconds' }).int('watchTime must be whole seconds').min(0).max(86_400),
});
export const videoViewResultSchema = z.object({ counted: z.boolean(), views: z.number() });

export const videoCommentSchema = z.object({
  commentId: z.number(),
  videoId: z.number(),
  content: z.string(),
  author: ownerSchema,
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type VideoComment = z.infer<typeof videoCommentSchema>;
export const videoCommentPageSchema = z.object({ items: z.array(videoCommentSchema), nextCursor: z.string().nullable() });
