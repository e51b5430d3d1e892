import { msg } from '../../../shared/i18n/msg';
import { videoPagePath } from '../../../shared/videos';
import type { Db } from '../../db/database';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { Notifier } from '../notifications/notifier';
import { videosRepository } from './videos.repository';

/** A processed video's notifications: the business's followers hear of a new public video, the uploader of the outcome. */
export function listenToVideoEvents(events: DomainEvents, deps: { db: Db; notifier: Notifier }): void {
  const repo = videosRepository(deps.db);

  // A "followed listing posted" notification for the business's new public video.
  events.on('video.processed', async ({ videoId }) => {
    const row = await repo.byId(videoId, null);
    if (!row || row.status !== 'ready' || row.privacy !== 'public' || !row.business_id) return;
    await deps.notifier.notifyMany({
      userIds: await repo.businessFollowers(Number(row.business_id)),
      kind: 'followed_post',
      actorId: row.owner_id,
      message: msg('{business} posted a new video: {title}', { business: row.business_name ?? '', title: row.title }),
      link: `/videos/${row.video_id}`,
    });
  });

  // Ready to watch, or failed (the page says why): one notification per video and outcome however often this runs
  // (its group), pushed live to the uploader's open tabs.
  events.on('video.processed', async ({ videoId }) => {
    const row = await repo.forProcessing(videoId);
    if (!row || (row.status !== 'ready' && row.status !== 'failed')) return;
    const title = row.title;
    await deps.notifier.notify({
      userId: row.owner_id,
      kind: row.status === 'ready' ? 'video_ready' : 'video_failed',
      actorId: null,
      message:
        row.status === 'ready'
          ? msg('Your video "{title}" is ready to watch.', { title })
          : msg('We could not prepare your video "{title}". Open it to see why.', { title }),
      link: videoPagePath(videoId, row.share_key),
      groupKey: `${row.status === 'ready' ? 'video-ready' : 'video-failed'}:${videoId}`,
    });
  });
}
