import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import {
  lagosDay,
  lagosMoment,
  noticeExpiresAt,
  type AnnouncementInput,
  type EventInput,
  type NoticeInput,
} from '../../../shared/schemas/content';
import { demoCreatedAt } from './demo-data';

const DAY_MS = 24 * 3600_000;

interface DemoEvent extends Pick<EventInput, 'title' | 'description' | 'time' | 'location'> {
  organiser: string;
  /** Days from the day the demo is loaded, at the Lagos clock time `time`. */
  inDays: number;
  maxAttendees: number | null;
  going: string[];
  interested: string[];
  createdDaysAgo: number;
}

const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    organiser: 'adaeze',
    title: 'Aso-ebi fitting day',
    description:
      'Bring your fabric and I will take measurements for your family’s aso-ebi in one visit. Styles for women and men, ' +
      'ready in 10 days. Light refreshments.',
    inDays: 6,
    time: '11:00',
    location: "Ada's Stitches, opposite Yaba College of Technology main gate",
    maxAttendees: 15,
    going: ['funmi_adeyemi', 'ngozi_nwosu'],
    interested: ['kemi_oladipo'],
    createdDaysAgo: 2,
  },
  {
    organiser: 'kemi_oladipo',
    title: 'Soft glam makeup masterclass',
    description: 'A three-hour class for beginners: skin preparation, soft glam and gele-friendly looks. Bring your own brushes.',
    inDays: 3,
    time: '10:00',
    location: 'Kemi’s studio, Admiralty Way, Lekki Phase 1',
    maxAttendees: 12,
    going: ['adaeze', 'funmi_adeyemi', 'efe_omoregie'],
    interested: ['yetunde_balogun'],
    createdDaysAgo: 5,
  },
  {
    organiser: 'segun_afolabi',
    title: 'Take your shop online: free workshop',
    description: 'How small businesses in Lagos set up a simple online store, take payments in naira and answer customers on WhatsApp.',
    inDays: 9,
    time: '16:00',
    location: 'Tech hub, Herbert Macaulay Way, Yaba',
    maxAttendees: 40,
    going: ['chinedu_eze', 'ibrahim_musa'],
    interested: ['adaeze', 'emeka_obi'],
    createdDaysAgo: 3,
  },
  {
    organiser: 'aisha_bello',
    title: 'Bookkeeping clinic for food vendors',
    description: 'Keep your records in one notebook, price your plates right and get ready for tax. Questions welcome.',
    inDays: 8,
    time: '14:00',
    location: "Aisha's Kitchen, Wuse II, Abuja",
    maxAttendees: null,
    going: ['zainab_yusuf', 'musa_abdullahi'],
    interested: ['ime_udoh'],
    createdDaysAgo: 4,
  },
  {
    organiser: 'blessing_amadi',
    title: 'Free blood pressure and sugar checks',
    description: 'Nurses will check blood pressure and blood sugar for adults, and give advice. No appointment needed.',
    inDays: 12,
    time: '08:30',
    location: 'Rumuola community hall, Port Harcourt',
    maxAttendees: null,
    going: ['tamuno_briggs'],
    interested: ['ebiere_douglas', 'ifeanyi_nwachukwu'],
    createdDaysAgo: 1,
  },
];

interface DemoNotice extends Pick<NoticeInput, 'title' | 'content'> {
  author: string;
  location: string | null;
  /** Shown until the end of this day from the day the demo is loaded. */
  expiresInDays: number;
  createdDaysAgo: number;
}

const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    author: 'adaeze',
    title: 'Shop closed on Monday',
    content: 'We are closed on Monday for stock-taking. Collections and fittings resume on Tuesday from 9 am.',
    location: 'Yaba, Lagos',
    expiresInDays: 4,
    createdDaysAgo: 0.3,
  },
  {
    author: 'tolu_ogunleye',
    title: 'Under-12 football trials',
    content: 'Trials for our under-12 team this Saturday from 8 am. Bring boots, water and a parent.',
    location: 'Igbogbo Township Stadium, Ikorodu',
    expiresInDays: 5,
    createdDaysAgo: 1,
  },
  {
    author: 'yetunde_balogun',
    title: 'Hiring: front-desk officer',
    content: 'A clinic in Maryland needs a front-desk officer. OND or HND, good spoken English, Monday to Saturday. Send me a message.',
    location: 'Maryland, Ikeja',
    expiresInDays: 14,
    createdDaysAgo: 2,
  },
  {
    author: 'zainab_yusuf',
    title: 'Lost: brown leather purse',
    content: 'Lost around Maitama market on Friday. It holds my ID card. A reward for whoever finds it.',
    location: 'Maitama, Abuja',
    expiresInDays: 7,
    createdDaysAgo: 1.5,
  },
];

interface DemoAnnouncement extends AnnouncementInput {
  author: string;
  createdDaysAgo: number;
}

/** By members on Premium or Pro (seed-demo-plans.ts), as the rules require. */
const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    author: 'funmi_adeyemi',
    title: 'Christmas cake orders are open',
    content: 'Fruit cakes and chocolate cakes for Christmas and New Year. Order by 15 December for delivery anywhere in Lagos.',
    priority: 'high',
    category: 'business',
    createdDaysAgo: 1.2,
  },
  {
    author: 'aisha_bello',
    title: 'New opening hours',
    content: 'From next week we open at 7 am for breakfast: kosai, masa and hot tea, every day except Sunday.',
    priority: 'normal',
    category: 'update',
    createdDaysAgo: 3,
  },
];

/** The Lagos calendar day `days` after `now`, as YYYY-MM-DD. */
const dayAfter = (now: Date, days: number) => lagosDay(new Date(now.getTime() + days * DAY_MS));

/**
 * Events (with members going and interested), notices and announcements, so the feed, search's Events tab, profiles
 * and event pages show them on a first visit. Dates follow the day the demo is loaded.
 */
export async function seedDemoContent(trx: Kysely<Database>, deps: { user(username: string): string; now: Date }): Promise<void> {
  for (const event of DEMO_EVENTS) {
    const { event_id } = await trx
      .insertInto('events')
      .values({
        user_id: deps.user(event.organiser),
        title: event.title,
        description: event.description,
        starts_at: lagosMoment(dayAfter(deps.now, event.inDays), event.time),
        location: event.location,
        max_attendees: event.maxAttendees,
        created_at: demoCreatedAt(event.createdDaysAgo, deps.now),
      })
      .returning('event_id')
      .executeTakeFirstOrThrow();
    const answers = [
      ...event.going.map((username) => ({ username, status: 'going' as const })),
      ...event.interested.map((username) => ({ username, status: 'interested' as const })),
    ];
    await trx
      .insertInto('event_attendees')
      .values(
        answers.map(({ username, status }, i) => ({
          event_id,
          user_id: deps.user(username),
          status,
          created_at: demoCreatedAt(event.createdDaysAgo * (1 - (i + 1) / (answers.length + 1)), deps.now),
        })),
      )
      .execute();
  }

  await trx
    .insertInto('notices')
    .values(
      DEMO_NOTICES.map((notice) => ({
        user_id: deps.user(notice.author),
        title: notice.title,
        content: notice.content,
        location: notice.location,
        expires_at: noticeExpiresAt(dayAfter(deps.now, notice.expiresInDays)),
        created_at: demoCreatedAt(notice.createdDaysAgo, deps.now),
      })),
    )
    .execute();

  await trx
    .insertInto('announcements')
    .values(
      DEMO_ANNOUNCEMENTS.map((announcement) => ({
        user_id: deps.user(announcement.author),
        title: announcement.title,
        content: announcement.content,
        priority: announcement.priority,
        category: announcement.category,
        created_at: demoCreatedAt(announcement.createdDaysAgo, deps.now),
      })),
    )
    .execute();
}
