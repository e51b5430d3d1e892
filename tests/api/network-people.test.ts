import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { businessTypeId, createBusiness, createProfession, professionTypeId } from './support/listings';

const server = useTestServer();
const ids = new Map<TestMember, string>();
const id = (member: TestMember) => ids.get(member)!;

async function member(fullName: string, city?: string): Promise<TestMember> {
  const created = await signedInMember(server, { fullName });
  const me = await created.client.json('GET', '/api/v1/me');
  ids.set(created, me.body.userId);
  if (city) {
    const update = await created.client.json('PATCH', '/api/v1/me', { fullName, bio: null, cityId: (await place(city)).cityId });
    expect(update.status).toBe(200);
  }
  return created;
}

/** A city with its state and country, as the listing forms send them. */
async function place(city: string) {
  return server.db
    .selectFrom('cities')
    .innerJoin('states', 'states.state_id', 'cities.state_id')
    .select(['states.country_id as countryId', 'states.state_id as stateId', 'cities.city_id as cityId'])
    .where('cities.name', '=', city)
    .orderBy('cities.city_id')
    .executeTakeFirstOrThrow();
}

/** Members made straight in the account table (its trigger makes the member row): for volume, not for signing in. */
async function bareMembers(names: string[]): Promise<string[]> {
  const rows = names.map((name) => {
    const tag = randomBytes(5).toString('hex');
    return { id: `bare_${tag}`, name, email: `${tag}@bare.example.ng`, email_verified: true, username: `bare_${tag}` };
  });
  await server.db.insertInto('auth_user').values(rows).execute();
  return rows.map((row) => row.id);
}

const search = (viewer: TestMember, q: string, extra = '') =>
  viewer.client.json('GET', `/api/v1/people?q=${encodeURIComponent(q)}${extra}`);
const names = (body: any) => body.items.map((item: any) => item.fullName);
const suggestions = async (viewer: TestMember) => {
  const response = await viewer.client.json('GET', '/api/v1/people/suggestions');
  expect(response.status).toBe(200);
  return response.body.items as any[];
};

describe('Find People', () => {
  let searcher: TestMember;
  beforeAll(async () => {
    searcher = await member('Adaora Nwankwo');
    await bareMembers(['Ada Obi', 'Adamu Sule', 'Kolade Adams', 'Nneka Madaki', 'Adébáyọ̀ Ọlápàdé', 'Tunde Bakare']);
  });

  it('finds members by any part of the name, ignoring case and accents, best matches first, never the searcher', async () => {
    const ada = await search(searcher, 'ADA');
    expect(ada.status).toBe(200);
    // Names starting with it, then a later word starting with it, then anywhere inside.
    expect(names(ada.body)).toEqual(['Ada Obi', 'Adamu Sule', 'Kolade Adams', 'Nneka Madaki']);
    expect(names((await search(searcher, 'adebayo')).body)).toEqual(['Adébáyọ̀ Ọlápàdé']);
    expect(names((await search(searcher, 'ÓLAPADE')).body)).toEqual(['Adébáyọ̀ Ọlápàdé']);
    expect(names((await search(searcher, '  obi   ada ')).body)).toEqual(['Ada Obi']);
    expect(names((await search(searcher, 'adaora')).body)).toEqual([]);
  });

  it('takes wildcards literally and refuses a query shorter than two letters', async () => {
    expect(names((await search(searcher, '%%')).body)).toEqual([]);
    expect(names((await search(searcher, 'a_a')).body)).toEqual([]);
    const short = await search(searcher, ' a ');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toMatch(/at least 2 letters/);
    expect((await searcher.client.json('GET', '/api/v1/people')).status).toBe(400);
  });

  it('returns at most 20 members', async () => {
    await bareMembers(Array.from({ length: 23 }, (_, index) => `Zainab Garba ${index + 1}`));
    const all = await search(searcher, 'zainab');
    expect(all.body.items).toHaveLength(20);
    expect((await search(searcher, 'zainab', '&limit=5')).body.items).toHaveLength(5);
    expect((await search(searcher, 'zainab', '&limit=21')).status).toBe(400);
  });

  it('shows up to two businesses and two professions with "+N more", a phone for WhatsApp and the relation', async () => {
    const owner = await member('Yetunde Lawal');
    const firstBusiness = await createBusiness(owner, {
      name: 'Yetty Fabrics',
      contactPhone: '0803 555 0101',
      businessTypeId: await businessTypeId(server.db, 'Fashion & Tailoring'),
    });
    const firstProfession = await createProfession(owner, {
      title: 'Aso-ebi designer',
      professionTypeId: await professionTypeId(server.db, 'Fashion Designer'),
      contactPhone: null,
    });
    // Beyond the Free plan's one of each: made directly, as a bigger plan would allow.
    for (const name of ['Yetty Fabrics Ikeja', 'Yetty Fabrics Lekki']) {
      await server.db
        .insertInto('businesses')
        .values({ auth_user_id: id(owner), name })
        .execute();
    }
    for (const title of ['Bridal stylist', 'Pattern cutter']) {
      await server.db
        .insertInto('professions')
        .values({ auth_user_id: id(owner), title })
        .execute();
    }

    const [card] = (await search(searcher, 'yetunde')).body.items;
    expect(card).toMatchObject({
      userId: id(owner),
      fullName: 'Yetunde Lawal',
      username: owner.username,
      location: null,
      businesses: [
        { kind: 'business', id: firstBusiness.businessId, name: 'Yetty Fabrics', typeName: 'Fashion & Tailoring' },
        { kind: 'business', name: 'Yetty Fabrics Ikeja', typeName: null },
      ],
      professions: [
        { kind: 'profession', id: firstProfession.professionId, name: 'Aso-ebi designer', typeName: 'Fashion Designer' },
        { kind: 'profession', name: 'Bridal stylist' },
      ],
      moreListings: 2,
      phone: '+2348035550101',
      connection: { userId: id(owner), status: 'none', connectionId: null },
    });

    const sent = await searcher.client.json('POST', '/api/v1/connections', { userId: id(owner) });
    expect(sent.status).toBe(201);
    const [after] = (await search(searcher, 'yetunde')).body.items;
    expect(after.connection).toEqual({ userId: id(owner), status: 'outgoing', connectionId: sent.body.connectionId });
    const [seenBack] = (await search(owner, 'adaora')).body.items;
    expect(seenBack.connection).toEqual({ userId: id(searcher), status: 'incoming', connectionId: sent.body.connectionId });
  });

  it('hides members blocked either way', async () => {
    const blocker = await member('Ruqayya Blocker');
    const blocked = await member('Ruqayya Blocked');
    expect(names((await search(searcher, 'ruqayya')).body)).toEqual(['Ruqayya Blocked', 'Ruqayya Blocker']);
    await sql`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES (${id(blocker)}, ${id(searcher)}), (${id(searcher)}, ${id(blocked)})`.execute(
      server.db,
    );
    expect(names((await search(searcher, 'ruqayya')).body)).toEqual([]);
    expect(names((await search(blocked, 'ruqayya')).body)).toEqual(['Ruqayya Blocker']);
  });
});

describe('People You May Know', () => {
  let viewer: TestMember;
  let friend: TestMember;
  const expected: Record<string, TestMember> = {};

  beforeAll(async () => {
    const tailor = await professionTypeId(server.db, 'Tailor');
    const lagos = await place('Lagos');
    const abuja = await place('Abuja');

    viewer = await member('Ngozi Viewer', 'Lagos');
    await createProfession(viewer, { title: 'Tailor in Yaba', professionTypeId: tailor });
    friend = await member('Femi Friend', 'Lagos');

    expected.cityByProfile = await member('Peter Profile-City', 'Lagos');
    expected.cityByListing = await member('Bisi Listing-City', 'Ibadan');
    await createBusiness(expected.cityByListing, { name: 'Bisi Provisions', ...lagos });
    expected.sameType = await member('Tobi Same-Type', 'Kano');
    await createProfession(expected.sameType, { title: 'Kaftan tailor', professionTypeId: tailor, ...abuja });
    expected.mutual = await member('Musa Mutual', 'Kano');
    expected.everything = await member('Efe Everything', 'Lagos');
    await createProfession(expected.everything, { title: 'Agbada tailor', professionTypeId: tailor });

    const stranger = await member('Sani Stranger', 'Kano');
    await createProfession(stranger, { title: 'Welder', professionTypeId: await professionTypeId(server.db, 'Welder'), ...abuja });
    const pending = await member('Paul Pending', 'Lagos');
    const blocked = await member('Bola Blocked', 'Lagos');
    await sql`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES (${id(blocked)}, ${id(viewer)})`.execute(server.db);

    const connect = async (from: TestMember, to: TestMember, accept: boolean) => {
      const sent = await from.client.json('POST', '/api/v1/connections', { userId: id(to) });
      expect(sent.status).toBe(201);
      if (accept) expect((await to.client.json('POST', `/api/v1/connections/${sent.body.connectionId}/accept`)).status).toBe(200);
    };
    await connect(viewer, friend, true);
    await connect(friend, expected.mutual, true);
    await connect(expected.everything, friend, true);
    await connect(viewer, pending, false);
  });

  it('ranks members by shared connections, city and profession type, and says why', async () => {
    const items = await suggestions(viewer);
    const summary = items.map((item) => [item.fullName, item.mutualConnections, item.sharedCity, item.sharedType]);
    expect(summary).toEqual([
      ['Efe Everything', 1, 'Lagos', 'Tailor'],
      ['Musa Mutual', 1, null, null],
      // Equal scores: the newest member first.
      ['Tobi Same-Type', 0, null, 'Tailor'],
      ['Bisi Listing-City', 0, 'Lagos', null],
      ['Peter Profile-City', 0, 'Lagos', null],
    ]);
    const bisi = items.find((item) => item.fullName === 'Bisi Listing-City');
    expect(bisi).toMatchObject({
      location: 'Ibadan, Oyo',
      businesses: [{ kind: 'business', name: 'Bisi Provisions' }],
      professions: [],
      moreListings: 0,
      phone: '+2348031234567',
      connection: { status: 'none', connectionId: null },
    });
  });

  it('leaves out the viewer, their connections and requests, members blocked either way, and strangers', async () => {
    const shown = (await suggestions(viewer)).map((item) => item.fullName);
    for (const hidden of ['Ngozi Viewer', 'Femi Friend', 'Paul Pending', 'Bola Blocked', 'Sani Stranger']) {
      expect(shown).not.toContain(hidden);
    }
    // Once the request is withdrawn, the member is suggested again.
    const outgoing = await viewer.client.json('GET', '/api/v1/connections/requests/outgoing');
    const [request] = outgoing.body.items;
    expect(request.person.fullName).toBe('Paul Pending');
    expect((await viewer.client.json('POST', `/api/v1/connections/${request.connectionId}/withdraw`)).status).toBe(204);
    expect((await suggestions(viewer)).map((item) => item.fullName)).toContain('Paul Pending');
  });

  it('are empty for a member who shares nothing with anyone yet', async () => {
    const loner = await member('Lone Newcomer');
    expect(await suggestions(loner)).toEqual([]);
  });
});
