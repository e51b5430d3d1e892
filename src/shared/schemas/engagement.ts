import { z } from 'zod';
import { text } from './primitives';
import { ownerSchema } from './listings';
import { msg } from '../i18n/msg';

/** What a like or unlike answers: the viewer's state and the target's count after the change. */
export const likeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

import { COMMENT_MAX_LENGTH } from '../comments';

export { COMMENT_MAX_LENGTH } from '../comments';

export const commentInputSchema = z.object({
  content: text({ message: msg('Write a comment') })
    .trim()
    .min(1, msg('Comment cannot be empty'))
    .max(COMMENT_MAX_LENGTH, msg('Comment must be at most 1,000 characters')),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const commentSchema = z.object({
  commentId: z.number(),
  postId: z.number(),
  content: z.string(),
  author: ownerSchema,
  createdAt: z.string(),
  /** The viewer wrote the comment or the post it is on (decided by the server). */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A post's comments, oldest first. */
export const commentPageSchema = z.object({ items: z.array(commentSchema), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof commentPageSchema>;
