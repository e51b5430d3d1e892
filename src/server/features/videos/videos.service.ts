import type { FastifyBaseLogger } from 'fastify';
import type { Video, VideoComment, VideoEdit, VideoLikeState, VideoListParams, VideoPage } from '../../../shared/schemas/videos';
import { videoEditSchema } from '../../../shared/schemas/videos';
import { viewThresholdSeconds, type VideoPrivacy, type VideoSort } from '../../../shared/videos';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { StoredFileLocation } from '../../storage/file-storage';
import type { PrivateStorage } from '../../storage/private-storage';
import { decodeCursor, encodeCursor, isCursorTimestamp } from '../../kit/cursor';
import { isoString } from '../../kit/listings/listing-mapping';
import { canSee } from './video-access';
import type { VideoFileLinks } from './video-file-links';
import { VIDEO_FILE_CACHE, videoFileUrl, type VideoFile } from './video-files';
import { toVideo } from './video-mapping';
import { videosRepository, type VideoPosition, type VideoRow } from './videos.repository';
import { msg } from '../../../shared/i18n/msg';
import { lagosDay } from '../../../shared/schemas/content';

const videoNotFound = () => notFound(msg('Video not found'));
const COMMENT_PAGE = 50;

function encodeVideoCursor(sort: VideoSort, position: VideoPosition): string {
  return Buffer.from(`${sort}|${position.value}|${position.id}`).toString('base64url');
}

function decodeVideoCursor(sort: VideoSort, cursor: string | undefined): VideoPosition | null {
  if (!cursor) return null;
  const [cursorSort, value, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const validValue = sort === 'latest' ? isCursorTimestamp(value) : /^\d{1,15}$/.test(value ?? '');
  if (cursorSort !== sort || !validValue || !/^[1-9]\d{0,14}$/.test(id ?? '')) {
    throw badRequest(msg('This page link is no longer valid. Reload the list.'), { cursor: msg('Invalid cursor') });
  }
  return { value, id: Number(id) };
}

export interface VideosServiceDeps {
  db: Db;
  /** Posters and renditions: private storage, read only through `file` after the privacy check. */
  files: PrivateStorage;
  links: VideoFileLinks;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function videosService(deps: VideosServiceDeps) {
  const repo = videosRepository(deps.db);
  const { files } = deps;
  const show = (row: VideoRow, viewer: Viewer | null) => {
    const video = { videoId: Number(row.video_id), privacy: row.privacy as VideoPrivacy, shareKey: row.share_key };
    const now = deps.clock.now();
    return toVideo(row, viewer?.userId ?? null, (file) => videoFileUrl(video, file, deps.links, now));
  };

  /** A video the viewer may see (`key`: the share key the request carries, for an unlisted one), else 404. */
  async function visibleVideo(videoId: number, viewer: Viewer | null, key: string | undefined): Promise<VideoRow> {
    const row = await repo.byId(videoId, viewer?.userId ?? null);
    if (!row || !canSee(row, viewer?.userId ?? null, key)) throw videoNotFound();
    return row;
  }

  async function ownVideo(videoId: number, viewer: Viewer): Promise<VideoRow> {
    const row = await repo.byId(videoId, viewer.userId);
    // Someone else's private, unfinished or unlisted video does not exist for them (an edit carries no key); a public one is refused.
    if (!row || !canSee(row, viewer.userId, undefined)) throw videoNotFound();
    if (row.owner_id !== viewer.userId) throw forbidden(msg('Only the uploader can change this video.'));
    return row;
  }

  /** Removes every file a video made; a file that cannot be removed is logged, never a failed request. */
  async function removeFiles(prefix: string): Promise<void> {
    try {
      await files.deletePrefix(prefix);
    } catch (error) {
      deps.log.warn({ err: error, prefix }, 'could not remove video files');
    }
  }

  const toComment = (
    row: Awaited<ReturnType<typeof repo.comments>>[number],
    video: Pick<VideoRow, 'owner_id'>,
    viewer: Viewer | null,
  ): VideoComment => ({
    commentId: Number(row.comment_id),
    videoId: Number(row.video_id),
    content: row.content,
    author: { userId: row.author_id, fullName: row.author_full_name, username: row.author_username },
    createdAt: isoString(row.created_at),
    canDelete: viewer !== null && (viewer.userId === row.author_id || viewer.userId === video.owner_id),
  });

  return {
    repo,
    removeFiles,

    async get(videoId: number, viewer: Viewer | null, key: string | undefined): Promise<Video> {
      return show(await visibleVideo(videoId, viewer, key), viewer);
    },

    async discover(query: VideoListParams, viewer: Viewer | null): Promise<VideoPage> {
      const after = decodeVideoCursor(query.sort, query.cursor);
      const search = query.search?.trim() || undefined;
      const rows = await repo.discover({ ...query, search }, after, query.limit, viewer?.userId ?? null);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => show(row, viewer)),
        nextCursor:
          rows.length > query.limit && last ? encodeVideoCursor(query.sort, { value: last.sort_value, id: Number(last.video_id) }) : null,
      };
    },

    async mine(viewer: Viewer): Promise<Video[]> {
      return (await repo.mine(viewer.userId)).map((row) => show(row, viewer));
    },

    async edit(viewer: Viewer, videoId: number, input: VideoEdit): Promise<Video> {
      const row = await ownVideo(videoId, viewer);
      const changes = videoEditSchema.parse(input);
      await repo.update(videoId, {
        title: changes.title ?? row.title,
        description: changes.description ?? row.description,
        category: changes.category ?? (row.category as never),
        privacy: changes.privacy ?? (row.privacy as never),
        tags: changes.tags ?? row.tags,
      });
      return show((await repo.byId(videoId, viewer.userId))!, viewer);
    },

    async remove(viewer: Viewer, videoId: number): Promise<{ uploadId: string }> {
      await ownVideo(videoId, viewer);
      const removed = await repo.remove(videoId);
      if (!removed) throw videoNotFound();
      await removeFiles(removed.storage_prefix);
      return { uploadId: removed.upload_id };
    },

    async like(viewer: Viewer, videoId: number, key: string | undefined, like: boolean): Promise<VideoLikeState> {
      await visibleVideo(videoId, viewer, key);
      return { liked: like, likes: await repo.setLike(videoId, viewer.userId, like) };
    },

    /**
     * A view once the playback reported reaches 30 s, or half of a shorter video (its duration is the one processing
     * probed, never the player's), once per viewer per video per Lagos day; shorter reports are not counted.
     */
    async view(
      videoId: number,
      viewer: Viewer | null,
      key: string | undefined,
      viewerKey: string,
      watchTime: number,
    ): Promise<{ counted: boolean; views: number }> {
      const row = await visibleVideo(videoId, viewer, key);
      if (row.status !== 'ready' || watchTime < viewThresholdSeconds(row.duration_seconds))
        return { counted: false, views: Number(row.views) };
      return repo.addView(videoId, lagosDay(deps.clock.now()), viewerKey);
    },

    async comments(videoId: number, viewer: Viewer | null, key: string | undefined, cursor: string | undefined) {
      const video = await visibleVideo(videoId, viewer, key);
      const rows = await repo.comments(videoId, decodeCursor(cursor), COMMENT_PAGE);
      const page = rows.slice(0, COMMENT_PAGE);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => toComment(row, video, viewer)),
        nextCursor: rows.length > COMMENT_PAGE && last ? encodeCursor({ at: last.keyset_at, id: Number(last.comment_id) }) : null,
      };
    },

    async addComment(viewer: Viewer, videoId: number, key: string | undefined, content: string): Promise<VideoComment> {
      const video = await visibleVideo(videoId, viewer, key);
      const commentId = await repo.addComment(videoId, viewer.userId, content);
      return toComment(await repo.commentById(commentId), video, viewer);
    },

    /** The comment's author and the video's owner may delete it. */
    async removeComment(viewer: Viewer, videoId: number, key: string | undefined, commentId: number): Promise<void> {
      await visibleVideo(videoId, viewer, key);
      const comment = await repo.comment(commentId);
      if (!comment || Number(comment.video_id) !== videoId) throw notFound(msg('Comment not found'));
      if (comment.author_id !== viewer.userId && comment.owner_id !== viewer.userId) {
        throw forbidden(msg('Only the comment’s author or the video’s owner can delete it.'));
      }
      await repo.removeComment(commentId, videoId);
    },

    /**
     * Where a poster's or rendition's bytes are, and how they may be cached, checked on every read: the owner may read
     * them; anyone else a ready video that is public, or unlisted with a valid access link (video-file-links.ts), which
     * only a read with the share key hands out.
     */
    async file(
      videoId: number,
      file: VideoFile,
      viewer: Viewer | null,
      access: string | undefined,
    ): Promise<{ location: StoredFileLocation; cacheControl: string }> {
      const row = await repo.byId(videoId, viewer?.userId ?? null);
      const readable =
        row &&
        (row.owner_id === viewer?.userId ||
          (row.status === 'ready' &&
            (row.privacy === 'public' ||
              (row.privacy === 'unlisted' && deps.links.valid(videoId, row.share_key, access, deps.clock.now())))));
      if (!readable) throw videoNotFound();
      const key = file === 'poster' ? row.poster_key : row.renditions.find((candidate) => candidate.height === file)?.key;
      const cacheControl = VIDEO_FILE_CACHE[row.privacy as VideoPrivacy];
      const location = key ? await files.locate(key, { cacheControl }) : null;
      if (!location) throw notFound(file === 'poster' ? msg('This video has no picture yet') : msg('This video quality is not available'));
      return { location, cacheControl };
    },
  };
}

export type VideosService = ReturnType<typeof videosService>;
