import { upgradeMessage, type PlanId } from '../../../shared/plans';
import {
  noticeExpiresAt,
  type AdLink,
  type AdvertisementCreative,
  type AdvertisementDraft,
  type AdvertisementInput,
  type Announcement,
  type AnnouncementInput,
  type Notice,
  type NoticeInput,
} from '../../../shared/schemas/content';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import type { DomainEvents } from '../../domain-events/domain-events';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import { adLinkOf } from '../ads/ads.service';
import { businessesService, professionsService } from '../listings/listings.service';
import { isoString } from '../../kit/listings/listing-mapping';
import { assertOwner } from '../../kit/ownership';
import type { ListingDeps } from '../../kit/service-deps';
import { memberPlan } from '../billing/member-plan';
import { contentRepository } from './content.repository';
import { chosePlace, placeChanged, placeNew } from '../placement/content-position';
import { resolvePosition } from '../placement/resolve-position';
import { msg } from '../../../shared/i18n/msg';

export const NOTICE_EXPIRE_JOB = 'notice.expire';

/** The listing an ad links to: where the ad is placed unless its owner chose a place. */
const linkedListing = (link: AdLink) => (link.kind === 'url' ? null : { kind: link.kind, id: link.id });

type Repo = ReturnType<typeof contentRepository>;
type NoticeRow = Awaited<ReturnType<Repo['findNotices']>>[number];
type AnnouncementRow = Awaited<ReturnType<Repo['findAnnouncements']>>[number];
type AdRow = NonNullable<Awaited<ReturnType<Repo['findAdvertisement']>>>;

const toAdDraft = (row: AdRow): AdvertisementDraft => ({
  adId: Number(row.ad_id),
  title: row.title,
  description: row.description,
  imageUrl: row.image_url,
  link: adLinkOf(row),
  status: row.status as AdvertisementDraft['status'],
  budgetKobo: Number(row.budget_kobo),
  durationDays: row.duration_days,
  place: row.place,
  createdAt: isoString(row.created_at),
});

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
  place: row.place,
  createdAt: isoString(row.created_at),
});

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  announcementId: Number(row.announcement_id),
  title: row.title,
  content: row.content,
  priority: row.priority,
  category: row.category,
  author: author(row),
  place: row.place,
  createdAt: isoString(row.created_at),
});

/**
 * 403 unless the member's plan is Premium or Pro (spec part 2 §6), with the upgrade message; the client's gate is
 * only a courtesy.
 */
export async function requirePaidPlan(db: Db, userId: string, feature: string): Promise<PlanId> {
  const plan = await memberPlan(db, userId);
  if (plan === 'free') throw forbidden(upgradeMessage(plan, feature) ?? msg('Premium is required'));
  return plan;
}

/** What the feed reads of notices and announcements: no jobs and no side work, so readers need only the database. */
export function contentReads(deps: Pick<ListingDeps, 'db'>) {
  const repo = contentRepository(deps.db);
  return {
    async findNotices(ids: number[]): Promise<Notice[]> {
      return (await repo.findNotices(ids)).map(toNotice);
    },

    async findAnnouncements(ids: number[]): Promise<Announcement[]> {
      return (await repo.findAnnouncements(ids)).map(toAnnouncement);
    },

    /** Urgent announcements of the last 24 hours from members the viewer follows or is connected to. */
    async pinnedFor(viewer: Viewer): Promise<Announcement[]> {
      return (await repo.urgentFor(viewer.userId, new Date(Date.now() - 24 * 3600_000))).map(toAnnouncement);
    },
  };
}

/** What creating content needs: a notice's expiry is a job, and an announcement's audience hears of it through a domain event. */
export interface ContentDeps extends ListingDeps {
  jobs: JobQueue;
  events: DomainEvents;
}

/** Notices, announcements and advertisement drafts. */
export function contentService(deps: ContentDeps) {
  const repo = contentRepository(deps.db);

  async function ownAd(viewer: Viewer, adId: number) {
    const ad = await repo.findAdvertisement(adId);
    assertOwner(ad?.user_id, viewer.userId, {
      notFound: msg('Advertisement not found'),
      forbidden: msg('You can only change your own advertisements'),
    });
    return ad!;
  }

  /** A listing the ad links to must be the member's own (403 otherwise). */
  async function linkColumns(viewer: Viewer, link: AdLink) {
    if (link.kind === 'business') await businessesService(deps).assertOwns(viewer, link.id);
    if (link.kind === 'profession') await professionsService(deps).assertOwns(viewer, link.id);
    return {
      linkBusinessId: link.kind === 'business' ? link.id : null,
      linkProfessionId: link.kind === 'profession' ? link.id : null,
      linkUrl: link.kind === 'url' ? link.url : null,
    };
  }

  /** Files go after the row has let go of them; one that cannot be removed is logged, never a failed request. */
  async function discardImage(url: string | null) {
    if (url) await deps.images.remove(url).catch((error: unknown) => deps.log.warn({ err: error, url }, 'could not remove ad image'));
  }

  /** Hidden from every list at once when it expires; this job only removes the row afterwards. */
  const queueExpiry = (noticeId: number, expiresAt: Date) =>
    deps.jobs.send(NOTICE_EXPIRE_JOB, { noticeId }, { delaySeconds: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)) });

  return {
    ...contentReads(deps),

    async createNotice(viewer: Viewer, input: NoticeInput): Promise<Notice> {
      const expiresAt = noticeExpiresAt(input.expiryDate);
      const position = await placeNew(deps.db, viewer.userId, input.place);
      const noticeId = await repo.insertNotice(viewer.userId, { ...input, expiresAt }, position);
      await queueExpiry(noticeId, expiresAt);
      const [row] = await repo.findNotices([noticeId]);
      return toNotice(row!);
    },

    /** The author rewrites their notice with the create rules (an expiry still cannot be in the past). */
    async updateNotice(viewer: Viewer, noticeId: number, input: NoticeInput): Promise<Notice> {
      assertOwner(await repo.noticeAuthor(noticeId), viewer.userId, {
        notFound: msg('Notice not found'),
        forbidden: msg('You can only change your own notices'),
      });
      const expiresAt = noticeExpiresAt(input.expiryDate);
      const position = await placeChanged(deps.db, viewer.userId, input.place, await repo.noticePlaced(noticeId));
      await repo.updateNotice(noticeId, { ...input, expiresAt }, position);
      // An earlier job finds the row not yet expired and leaves it; this one removes it at the new expiry.
      await queueExpiry(noticeId, expiresAt);
      const [row] = await repo.findNotices([noticeId]);
      return toNotice(row!);
    },

    async expireNotice(noticeId: number): Promise<void> {
      await repo.deleteIfExpired(noticeId);
    },

    async removeNotice(viewer: Viewer, noticeId: number): Promise<void> {
      assertOwner(await repo.noticeAuthor(noticeId), viewer.userId, {
        notFound: msg('Notice not found'),
        forbidden: msg('You can only delete your own notices'),
      });
      await repo.deleteNotice(noticeId);
    },

    async createAnnouncement(viewer: Viewer, input: AnnouncementInput): Promise<Announcement> {
      await requirePaidPlan(deps.db, viewer.userId, 'announcements');
      const position = await placeNew(deps.db, viewer.userId, input.place);
      const announcementId = await repo.insertAnnouncement(viewer.userId, input, position);
      const [row] = await repo.findAnnouncements([announcementId]);
      const announcement = toAnnouncement(row!);
      await deps.events.emit({
        type: 'announcement.published',
        announcementId,
        author: { userId: viewer.userId, fullName: announcement.author.fullName },
        title: announcement.title,
      });
      return announcement;
    },

    /** The author rewrites their announcement; it stays a Premium and Pro feature (403 on Free). */
    async updateAnnouncement(viewer: Viewer, id: number, input: AnnouncementInput): Promise<Announcement> {
      assertOwner(await repo.announcementAuthor(id), viewer.userId, {
        notFound: msg('Announcement not found'),
        forbidden: msg('You can only change your own announcements'),
      });
      await requirePaidPlan(deps.db, viewer.userId, 'announcements');
      const position = await placeChanged(deps.db, viewer.userId, input.place, await repo.announcementPlaced(id));
      await repo.updateAnnouncement(id, input, position);
      const [row] = await repo.findAnnouncements([id]);
      return toAnnouncement(row!);
    },

    async removeAnnouncement(viewer: Viewer, id: number): Promise<void> {
      assertOwner(await repo.announcementAuthor(id), viewer.userId, {
        notFound: msg('Announcement not found'),
        forbidden: msg('You can only delete your own announcements'),
      });
      await repo.deleteAnnouncement(id);
    },

    /** The member's profile: who they are, their live notices and their announcements, newest first (404 if unknown). */
    async byMember(userId: string) {
      const [member, notices, announcements] = await Promise.all([
        repo.member(userId),
        repo.noticesBy(userId, 50),
        repo.announcementsBy(userId, 50),
      ]);
      if (!member) throw notFound(msg('Member not found'));
      return {
        member: {
          userId: member.user_id,
          fullName: member.full_name,
          username: member.username,
          profilePicture: member.profile_picture,
          identityVerified: member.identity_verified_at !== null,
        },
        notices: notices.map(toNotice),
        announcements: announcements.map(toAnnouncement),
      };
    },

    /** The dialog's advertisement, stored awaiting payment; paying and serving it is the ads step's. */
    async createAdvertisement(viewer: Viewer, input: AdvertisementInput): Promise<AdvertisementDraft> {
      await requirePaidPlan(deps.db, viewer.userId, 'advertisements');
      const link = await linkColumns(viewer, input.link);
      const { ad_id } = await repo.insertAdvertisement({
        userId: viewer.userId,
        title: input.title,
        description: input.description,
        adType: input.adType,
        budgetKobo: input.budgetNaira * 100,
        durationDays: input.durationDays,
        audience: input.audience,
        ...link,
        position: await placeNew(deps.db, viewer.userId, input.place, linkedListing(input.link)),
      });
      return toAdDraft((await repo.findAdvertisement(Number(ad_id)))!);
    },

    /**
     * The owner changes what the ad says and where it leads, in any state; budget, duration and audience were paid
     * for and stay (an ad awaiting payment is deleted and made again instead).
     */
    async updateAdvertisement(viewer: Viewer, adId: number, input: AdvertisementCreative): Promise<AdvertisementDraft> {
      const ad = await ownAd(viewer, adId);
      const link = await linkColumns(viewer, input.link);
      // A newly chosen place moves it; an ad without one (from before places) takes its link's or its owner's, if any.
      const position = chosePlace(input.place)
        ? await placeNew(deps.db, viewer.userId, input.place)
        : ad.place
          ? undefined
          : ((await resolvePosition(deps.db, { listing: linkedListing(input.link), authorId: viewer.userId })) ?? undefined);
      await repo.updateAdvertisement(adId, { title: input.title, description: input.description, ...link, position });
      return toAdDraft((await repo.findAdvertisement(adId))!);
    },

    /** The ad's image: stored by the image pipeline (WebP widths), the previous one's files removed. */
    async setAdvertisementImage(viewer: Viewer, adId: number, upload: () => Promise<Buffer>): Promise<AdvertisementDraft> {
      await ownAd(viewer, adId);
      const url = await deps.images.save(await upload());
      const previous = await repo.replaceAdImage(adId, url);
      await discardImage(previous);
      return toAdDraft((await repo.findAdvertisement(adId))!);
    },

    /** An ad that never ran and has no payment open may be deleted; a paid one is paused instead (409). */
    async removeAdvertisement(viewer: Viewer, adId: number): Promise<void> {
      await ownAd(viewer, adId);
      const removed = await repo.deleteUnpaidAdvertisement(adId);
      if (!removed) throw conflict(msg('Only an advertisement that was never paid for can be deleted; pause a paid one instead.'));
      await discardImage(removed.image_url);
    },
  };
}
