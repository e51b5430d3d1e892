import type { Announcement, AnnouncementInput, Event, EventInput, Notice, NoticeInput } from '../../../shared/schemas/content';

const LAGOS = 'Africa/Lagos';
/** The Lagos calendar day of a moment, as a date input holds it (YYYY-MM-DD). */
const lagosDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: LAGOS });
/** The Lagos wall-clock time of a moment, as a time input holds it (HH:MM). */
const lagosTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { timeZone: LAGOS, hour: '2-digit', minute: '2-digit', hour12: false });

/** What the edit dialogs start from: the published item in the create form's shape. */
export const noticeValues = (notice: Notice): NoticeInput => ({
  title: notice.title,
  content: notice.content,
  location: notice.location ?? '',
  // A notice shows until the end of its expiry day (Lagos), so that day is the moment's Lagos day.
  expiryDate: lagosDay(notice.expiresAt),
});

export const eventValues = (event: Event): EventInput => ({
  title: event.title,
  description: event.description,
  date: lagosDay(event.startsAt),
  time: lagosTime(event.startsAt),
  location: event.location,
  maxAttendees: event.maxAttendees,
});

export const announcementValues = (announcement: Announcement): AnnouncementInput => ({
  title: announcement.title,
  content: announcement.content,
  priority: announcement.priority,
  category: announcement.category,
});
