import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID } from '../../src/shared/first-screen';
import { insertConversation } from '../support/builders/conversations';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

/**
 * Many readers' pages drawn at once (decision 0026): each answer is its own reader's, whatever the others' draws were
 * doing at the same moment — where a page sends its reader, whose name and messages are in it, its language, what they
 * saved, whether they asked the owner to connect.
 */
const server = useTestServer({}, { serveWeb: true });
const READERS = 10;
const PAGES = 200;

interface Reader {
  member: TestMember;
  /** Words only this reader's pages may hold: their name and their message. */
  marks: string[];
  /** The one business this reader saved. */
  savedBusiness: number;
  /** This reader asked the businesses' owner to connect (half of them did). */
  askedOwner: boolean;
  /** The language this reader chose on their device. */
  language: keyof typeof MESSAGES_IN;
}
let readers: Reader[];
let businesses: number[];
let ownerId: string;

/** "Messages" (the tab and the page's title) in the readers' languages. */
const MESSAGES_IN = { en: 'Messages', yo: 'Ìfiránṣẹ́', ha: 'Saƙonni' };
const LANGUAGES = Object.keys(MESSAGES_IN) as (keyof typeof MESSAGES_IN)[];

const tag = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  const owner = await signedInMember(server, { fullName: 'Kunle Shopowner' });
  ownerId = owner.userId;
  businesses = [];
  for (let index = 0; index < READERS; index++) {
    const row = await server.db
      .insertInto('businesses')
      .values({ auth_user_id: owner.userId, name: `Shop ${tag()}`, description: 'Open every day in Yaba.' } as never)
      .returning('business_id')
      .executeTakeFirstOrThrow();
    businesses.push(Number(row.business_id));
  }
  readers = await Promise.all(
    businesses.map(async (businessId, index) => {
      const name = `Reader${tag()}`;
      const message = `order${tag()}`;
      const member = await signedInMember(server, { fullName: `${name} Okafor` });
      await insertConversation(server.db, [member.userId, owner.userId], [`Please hold ${message} for me`]);
      expect((await member.client.request('PUT', `/api/v1/businesses/${businessId}/save`)).status).toBe(200);
      const askedOwner = index < READERS / 2;
      const language = LANGUAGES[index % LANGUAGES.length]!;
      member.client.cookies.set('language', language);
      if (askedOwner) expect((await member.client.json('POST', '/api/v1/connections', { userId: owner.userId })).status).toBe(201);
      return { member, marks: [name, message], savedBusiness: businessId, askedOwner, language };
    }),
  );
});

/** A query's data as the page's state carries it, if the page asked for it. */
function drawnData(html: string, queryKey: unknown[]): unknown {
  const json = html.match(new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">([^<]*)</script>`))?.[1];
  const state = JSON.parse(json ?? '{"queries":{"queries":[]}}') as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return state.queries.queries.find((entry) => JSON.stringify(entry.queryKey) === JSON.stringify(queryKey))?.state.data;
}

/** One request of the crowd and what its answer must be. */
interface Visit {
  reader: Reader | null;
  path: string;
  status: number;
  location?: string;
  /** For a member's business page: whether the business shows as saved. */
  saved?: { businessId: number; value: boolean };
  /** For a member's business page: their relation with its owner. */
  connection?: 'outgoing' | 'none';
}

function visits(): Visit[] {
  return Array.from({ length: PAGES }, (_, index): Visit => {
    // Every fourth request is of one kind; each kind goes to every reader, and each reader opens their own saved business
    // and four others.
    const round = Math.floor(index / 4);
    const reader = readers[round % READERS]!;
    const businessId = businesses[(round + Math.floor(round / READERS)) % READERS]!;
    switch (index % 4) {
      case 0:
        return { reader, path: '/app/messages', status: 200 };
      case 1:
        return {
          reader,
          path: `/business/${businessId}`,
          status: 200,
          saved: { businessId, value: businessId === reader.savedBusiness },
          connection: reader.askedOwner ? 'outgoing' : 'none',
        };
      case 2:
        return { reader: null, path: '/app/messages', status: 302, location: '/auth' };
      default:
        return { reader: null, path: `/app/business/${businessId}`, status: 302, location: `/business/${businessId}` };
    }
  });
}

describe('pages drawn for many readers at once', () => {
  // 200 drawn pages take 4 s on an idle two-core machine, and past a minute on a busy shared one.
  it(
    "gives each request its own reader's answer: status, where it sends them, their name, messages and saves",
    { timeout: 300_000 },
    async () => {
      const planned = visits();
      const answers = await Promise.all(
        planned.map(async (visit) => {
          const response = visit.reader
            ? await visit.reader.member.client.get(visit.path)
            : await fetch(`${server.url}${visit.path}`, { redirect: 'manual' });
          return { status: response.status, location: response.headers.get('location'), html: await response.text() };
        }),
      );
      for (const [index, visit] of planned.entries()) {
        const answer = answers[index]!;
        const label = `${visit.reader?.marks[0] ?? 'visitor'} ${visit.path}`;
        expect(answer.status, label).toBe(visit.status);
        expect(answer.location, label).toBe(visit.location ?? null);
        for (const reader of readers) {
          for (const mark of reader.marks.slice(0, visit.path === '/app/messages' ? 2 : 1)) {
            expect(answer.html.includes(mark), `${label}: ${mark}`).toBe(reader === visit.reader);
          }
        }
        if (visit.reader && visit.path === '/app/messages') {
          for (const language of LANGUAGES) {
            const drawnIn = language === visit.reader.language;
            // English pages may hold the English word elsewhere; other languages' pages must not hold another's.
            if (language !== 'en' || drawnIn) expect(answer.html.includes(MESSAGES_IN[language]), `${label}: ${language}`).toBe(drawnIn);
          }
        }
        if (visit.saved)
          expect(drawnData(answer.html, ['saves', 'state', 'business', visit.saved.businessId]), label).toBe(visit.saved.value);
        if (visit.connection) {
          expect(drawnData(answer.html, ['network', 'status', ownerId]), label).toMatchObject({ status: visit.connection });
        }
      }
    },
  );
});
