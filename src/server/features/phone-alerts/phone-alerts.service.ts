import { msg, type Translatable } from '../../../shared/i18n/msg';
import { lagosDay, lagosMoment } from '../../../shared/schemas/content';
import { DEFAULT_PHONE_ALERT_SETTINGS, type PhoneAlertSettings, type PhoneAlertSettingsAnswer } from '../../../shared/schemas/phone-alerts';
import type { Viewer } from '../../auth/session';
import type { PhoneCodes } from '../../auth/phone-codes';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { translate } from '../../i18n/translate';
import type { JobQueue, JobType } from '../../jobs/job-queue';
import { mailLanguage } from '../../mail/mail-language';
import { clip } from '../notifications/notification-text';
import { phoneAlertsRepository } from './phone-alerts.repository';

export const PHONE_ALERT_JOB = 'phone-alert.send';

/**
 * One alert to one member. Only ids travel: the handler reads names and titles when it runs, and never anyone's
 * message or review text.
 */
export type PhoneAlertJob =
  | { kind: 'new_customer'; userId: string; conversationId: number; senderId: string }
  | { kind: 'connection_request'; userId: string; requesterId: string }
  | { kind: 'event_rsvp'; userId: string; eventId: number; memberId: string }
  | { kind: 'review'; userId: string; listing: { kind: 'business' | 'profession'; id: number }; reviewerId: string };

export interface PhoneAlertDeps {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  env: Pick<Env, 'PUBLIC_URL' | 'PHONE_ALERTS_PER_MEMBER_PER_DAY'>;
  /** Null with PHONE_SIGN_IN=off: no alerts are sent. */
  codes: PhoneCodes | null;
  log: { warn(object: object, message: string): void };
}

const NAME_MAX = 24;
const TITLE_MAX = 40;
const HOUR = 3600_000;

/** A first name is enough on a phone's lock screen, and says less about the sender to anyone beside it. */
const firstName = (fullName: string) => clip(fullName.trim().split(/\s+/)[0] ?? fullName, NAME_MAX);

/** The Lagos hour (Lagos keeps UTC+1 all year). */
const lagosHour = (at: Date) => (at.getUTCHours() + 1) % 24;

/** Milliseconds until quiet hours end, or 0 outside them. */
export function quietWait(quiet: { from: number; until: number } | null, now: Date): number {
  if (!quiet) return 0;
  const hour = lagosHour(now);
  const inside = quiet.from < quiet.until ? hour >= quiet.from && hour < quiet.until : hour >= quiet.from || hour < quiet.until;
  if (!inside) return 0;
  const end = lagosMoment(lagosDay(now), `${String(quiet.until).padStart(2, '0')}:00`);
  const at = end.getTime() > now.getTime() ? end : new Date(end.getTime() + 24 * HOUR);
  return at.getTime() - now.getTime();
}

/**
 * Owner alerts by SMS or WhatsApp (issue 40.5): the member's choice per kind, quiet hours in Lagos time, one alert an
 * hour per conversation (or listing, event, member) and a daily cap, short and in the member's language, with a link.
 */
export function phoneAlertsService(deps: PhoneAlertDeps) {
  const repo = phoneAlertsRepository(deps.db);

  async function settingsOf(userId: string): Promise<PhoneAlertSettings> {
    const row = await repo.settings(userId);
    if (!row) return DEFAULT_PHONE_ALERT_SETTINGS;
    const { new_customer, connection_request, event_rsvp, review } = row;
    return {
      channels: { new_customer, connection_request, event_rsvp, review },
      quietHours: row.quiet_from === null || row.quiet_until === null ? null : { from: row.quiet_from, until: row.quiet_until },
    };
  }

  /** The alert's text and the subject its hourly limit counts on; null when what it names is gone. */
  async function compose(job: PhoneAlertJob): Promise<{ text: Translatable; subject: string } | null> {
    const url = (path: string) => `${deps.env.PUBLIC_URL}${path}`;
    const nameOf = async (userId: string) => {
      const name = await repo.memberName(userId);
      return name === null ? null : firstName(name);
    };
    switch (job.kind) {
      case 'new_customer': {
        const name = await nameOf(job.senderId);
        if (name === null || (await repo.receiverHasWritten(job.conversationId, job.userId))) return null;
        const listing = await repo.conversationAbout(job.conversationId, job.userId);
        const about = listing ? { about: 'yes', listing: clip(listing, TITLE_MAX) } : { about: 'no', listing: '' };
        const link = url(`/app/messages?user=${encodeURIComponent(job.senderId)}`);
        return {
          subject: `conversation:${job.conversationId}`,
          text: msg('New message from {name}{about, select, yes { about {listing}} other {}} — open LocalHub: {link}', {
            name,
            ...about,
            link,
          }),
        };
      }
      case 'connection_request': {
        const name = await nameOf(job.requesterId);
        if (name === null) return null;
        return {
          subject: `member:${job.requesterId}`,
          text: msg('{name} wants to connect with you — open LocalHub: {link}', { name, link: url('/app/network') }),
        };
      }
      case 'event_rsvp': {
        const [name, event] = await Promise.all([nameOf(job.memberId), repo.event(job.eventId)]);
        if (name === null || !event) return null;
        return {
          subject: `event:${job.eventId}`,
          text: msg('{name} is going to {event} — open LocalHub: {link}', {
            name,
            event: clip(event.title, TITLE_MAX),
            link: url(`/events/${job.eventId}`),
          }),
        };
      }
      case 'review': {
        const [name, listing] = await Promise.all([nameOf(job.reviewerId), repo.listing(job.listing.kind, job.listing.id)]);
        if (name === null || !listing) return null;
        return {
          subject: `${job.listing.kind}:${job.listing.id}`,
          text: msg('{name} reviewed {listing} — open LocalHub: {link}', {
            name,
            listing: clip(listing.name, TITLE_MAX),
            link: url(`/app/${job.listing.kind}/${job.listing.id}#reviews`),
          }),
        };
      }
    }
  }

  async function send(job: PhoneAlertJob): Promise<void> {
    const codes = deps.codes;
    if (!codes) return;
    const settings = await settingsOf(job.userId);
    const channel = settings.channels[job.kind];
    if (channel === 'off') return;
    const phone = await repo.verifiedNumber(job.userId);
    if (!phone) return;
    const now = deps.clock.now();
    // Due in quiet hours: the same alert waits for their end (the member's settings are read again then).
    const wait = quietWait(settings.quietHours, now);
    if (wait > 0) {
      await deps.jobs.send<PhoneAlertJob>(PHONE_ALERT_JOB, job, { delaySeconds: Math.ceil(wait / 1000) });
      return;
    }
    const alert = await compose(job);
    if (!alert) return;
    const claim = await repo.claim({
      userId: job.userId,
      kind: job.kind,
      subject: alert.subject,
      channel,
      now,
      dayStart: lagosMoment(lagosDay(now)),
      perDay: deps.env.PHONE_ALERTS_PER_MEMBER_PER_DAY,
    });
    if (claim === null) return;
    const text = translate(await mailLanguage(deps.db, job.userId), alert.text);
    try {
      await repo.settle(claim, await codes.sendText(phone, text, channel));
    } catch (error) {
      await repo.release(claim);
      throw error;
    }
  }

  return {
    /**
     * Queues an alert; the job decides, when it runs, whether and how it is sent. Without a provider (PHONE_SIGN_IN=off)
     * nothing is queued: every message would otherwise write a job that does nothing.
     */
    queue: async (job: PhoneAlertJob): Promise<void> => {
      if (deps.codes) await deps.jobs.send<PhoneAlertJob>(PHONE_ALERT_JOB, job);
    },

    job: (): JobType<PhoneAlertJob> => ({ name: PHONE_ALERT_JOB, handle: send, retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true }),

    async settings(viewer: Viewer): Promise<PhoneAlertSettingsAnswer> {
      const [settings, phoneNumber] = await Promise.all([settingsOf(viewer.userId), repo.verifiedNumber(viewer.userId)]);
      return { ...settings, phoneNumber };
    },

    async saveSettings(viewer: Viewer, settings: PhoneAlertSettings): Promise<PhoneAlertSettingsAnswer> {
      await repo.saveSettings(viewer.userId, settings);
      return { ...settings, phoneNumber: await repo.verifiedNumber(viewer.userId) };
    },
  };
}
export type PhoneAlerts = ReturnType<typeof phoneAlertsService>;
