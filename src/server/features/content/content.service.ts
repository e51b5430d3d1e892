import { PLANS, upgradeMessage, type PlanId } from '../../../shared/plans';
import {
  noticeExpiresAt,
  type AdvertisementInput,
  type Announcement,
  type AnnouncementInput,
  type Notice,
  type NoticeInput,
} from '../../../shared/schemas/content';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { forbidden } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { Notifier } from '../notifications/notifier';
import { businessesService, professionsService } from '../listings/listings.service';
import { isoString } from '../listings-common/listing-mapping';
import { assertOwner } from '../listings-common/ownership';
import type { ListingDeps } from '../listings-common/service-deps';
import { memberPlan } from '../plans/member-plan';
import { contentRepository } from './content.repository';

export const NOTICE_EXPIRE_JOB = 'notice.expire';

type Repo = ReturnType<typeof contentRepository>;
type NoticeRow = Awaited<ReturnType<Repo['findNotices']>>[number];
type AnnouncementRow = Awaited<ReturnType<Repo['findAnnouncements']>>[number];

const author = (row: { user_id: string; full_name: string; username: string }) => ({
  userId: row.user_id,
  fullName: row.full_name,
  username: row.username,
});

export const toNotice = (row: NoticeRow): Notice => ({
  noticeId: Number(row.notice_id),
  title: row.title,
  content: row.content,
  location: row.location,
  expiresAt: isoString(row.expires_at),
  author: author(row),
  createdAt: isoString(row.created_at),
});

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  announcementId: Number(row.announcement_id),
  title: row.title,
  content: row.content,
  priority: row.priority,
  category: row.category,
  author: author(row),
  createdAt: isoString(row.created_at),
});

/**
 * 403 unless the member's plan is Premium or Pro (spec part 2 §6), with the upgrade message; the client's gate is
 * only a courtesy.
 */
export async function requirePaidPlan(db: Db, userId: string, feature: string): Promise<PlanId> {
  const plan = await memberPlan(db, userId);
  if (plan === 'free') throw forbidden(upgradeMessage(plan, feature) ?? `${PLANS.premium.name} is required`);
  return plan;
}

/** Notices, announcements and advertisement drafts. `jobs` and `notifier` are needed to create; readers omit them. */
export function contentService(deps: ListingDeps & { jobs?: JobQueue; notifier?: Notifier }) {
  const repo = contentRepository(deps.db);

  return {
    async createNotice(viewer: Viewer, input: NoticeInput): Promise<Notice> {
      const expiresAt = noticeExpiresAt(input.expiryDate);
      const noticeId = await repo.insertNotice(viewer.userId, { ...input, expiresAt });
      // Hidden from every list at once when it expires; this job only removes the row afterwards.
      await deps.jobs?.send(
        NOTICE_EXPIRE_JOB,
        { noticeId },
        { delaySeconds: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)) },
      );
      const [row] = await repo.findNotices([noticeId]);
      return toNotice(row!);
    },

    async expireNotice(noticeId: number): Promise<void> {
      await repo.deleteIfExpired(noticeId);
    },

    async findNotices(ids: number[]): Promise<Notice[]> {
      return (await repo.findNotices(ids)).map(toNotice);
    },

    async removeNotice(viewer: Viewer, noticeId: number): Promise<void> {
      assertOwner(await repo.noticeAuthor(noticeId), viewer.userId, {
        notFound: 'Notice not found',
        forbidden: 'You can only delete your own notices',
      });
      await repo.deleteNotice(noticeId);
    },

    async createAnnouncement(viewer: Viewer, input: AnnouncementInput): Promise<Announcement> {
      await requirePaidPlan(deps.db, viewer.userId, 'announcements');
      const announcementId = await repo.insertAnnouncement(viewer.userId, input);
      const [row] = await repo.findAnnouncements([announcementId]);
      const announcement = toAnnouncement(row!);
      // Everyone who follows or is connected to the author hears of it.
      if (deps.notifier) {
        await deps.notifier
          .notifyMany({
            userIds: await repo.audienceOf(viewer.userId),
            kind: 'announcement',
            actorId: viewer.userId,
            message: `${announcement.author.fullName}: ${announcement.title}`,
            link: `/app?announcement=${announcementId}`,
          })
          .catch((error: unknown) => deps.log.warn({ err: error }, 'announcement notifications failed'));
      }
      return announcement;
    },

    async findAnnouncements(ids: number[]): Promise<Announcement[]> {
      return (await repo.findAnnouncements(ids)).map(toAnnouncement);
    },

    /** Urgent announcements of the last 24 hours from members the viewer follows or is connected to. */
    async pinnedFor(viewer: Viewer): Promise<Announcement[]> {
      return (await repo.urgentFor(viewer.userId, new Date(Date.now() - 24 * 3600_000))).map(toAnnouncement);
    },

    async removeAnnouncement(viewer: Viewer, id: number): Promise<void> {
      assertOwner(await repo.announcementAuthor(id), viewer.userId, {
        notFound: 'Announcement not found',
        forbidden: 'You can only delete your own announcements',
      });
      await repo.deleteAnnouncement(id);
    },

    async byMember(userId: string) {
      const [notices, announcements] = await Promise.all([repo.noticesBy(userId, 50), repo.announcementsBy(userId, 50)]);
      return { notices: notices.map(toNotice), announcements: announcements.map(toAnnouncement) };
    },

    /** The dialog's advertisement, stored awaiting payment; paying and serving it is the ads step's. */
    async createAdvertisement(viewer: Viewer, input: AdvertisementInput) {
      await requirePaidPlan(deps.db, viewer.userId, 'advertisements');
      const link = input.link;
      if (link.kind === 'business') await businessesService(deps).assertOwns(viewer, link.id);
      if (link.kind === 'profession') await professionsService(deps).assertOwns(viewer, link.id);
      const row = await repo.insertAdvertisement({
        userId: viewer.userId,
        title: input.title,
        description: input.description,
        adType: input.adType,
        budgetKobo: input.budgetNaira * 100,
        durationDays: input.durationDays,
        audience: input.audience,
        imageUrl: input.imageUrl ?? null,
        linkBusinessId: link.kind === 'business' ? link.id : null,
        linkProfessionId: link.kind === 'profession' ? link.id : null,
        linkUrl: link.kind === 'url' ? link.url : null,
      });
      return {
        adId: Number(row.ad_id),
        title: row.title,
        status: row.status as 'awaiting_payment',
        budgetKobo: Number(row.budget_kobo),
        durationDays: row.duration_days,
        createdAt: isoString(row.created_at),
      };
    },
  };
}
