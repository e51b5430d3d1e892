import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { countryId, createProfession, created, professionBody, professionTypeId, listingCast, type PlaceIds } from './support/listings';

const server = useTestServer();
let [owner, other, yaba] = [] as unknown as [TestMember, TestMember, PlaceIds];
beforeAll(async () => void ([owner, other, yaba] = await listingCast(server, 'Emeka Obi', 'Funmi Alade')));

describe('professions: the owner', () => {
  let professionId: number;

  it('creates a profession with its type, rate in kobo and place', async () => {
    expect((await owner.client.json('GET', '/api/v1/professions/mine')).body.usage).toEqual({
      plan: 'free',
      used: 0,
      max: 1,
      canCreate: true,
    });
    const electrician = await professionTypeId(server.db, 'Electrician');
    const profession = await createProfession(owner, { professionTypeId: electrician, ...yaba, latitude: 6.5, longitude: 3.37 });
    professionId = profession.professionId;
    expect(profession).toMatchObject({
      title: 'Electrician',
      description: 'House wiring and inverter installation.',
      professionType: { id: electrician, name: 'Electrician', icon: 'zap' },
      availabilityHours: 'Weekdays 9–5',
      contactPhone: '+2348031234567',
      hourlyRateKobo: 500_000,
      profilePicture: null,
      place: { city: { name: 'Lagos' }, neighborhood: { name: 'Yaba' }, latitude: 6.5, longitude: 3.37 },
      rating: { average: null, count: 0 },
      owner: { fullName: 'Emeka Obi' },
      isOwner: true,
    });
  });

  it('lists it under mine and refuses a second one with 403 PLAN_LIMIT', async () => {
    const mine = await owner.client.json('GET', '/api/v1/professions/mine');
    expect(mine.body.items.map((p: any) => p.professionId)).toEqual([professionId]);
    expect(mine.body.usage).toEqual({ plan: 'free', used: 1, max: 1, canCreate: false });

    const second = await owner.client.json('POST', '/api/v1/professions', professionBody({ title: 'Plumber' }));
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('PLAN_LIMIT');
    expect(second.body.error.message).toMatch(/^Your Free plan allows 1 profession\./);
    expect((await owner.client.json('GET', '/api/v1/professions/mine')).body.items).toHaveLength(1);
  });

  it('is public, with isOwner only for the owner', async () => {
    const visitor = await server.client().json('GET', `/api/v1/professions/${professionId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ professionId, title: 'Electrician', isOwner: false });
    expect((await other.client.json('GET', `/api/v1/professions/${professionId}`)).body.isOwner).toBe(false);
  });

  it('replaces every field on update', async () => {
    // Without any place it could be found by no one: refused with what to add (decision 0029).
    const unplaced = await owner.client.json('PUT', `/api/v1/professions/${professionId}`, { title: 'Solar Installer' });
    expect(unplaced.status).toBe(400);
    expect(unplaced.body.error.fields).toEqual({
      stateId: 'Choose where this is: at least its state (better its city and area), or use your location.',
    });
    const { status, body } = await owner.client.json('PUT', `/api/v1/professions/${professionId}`, {
      title: 'Solar Installer',
      hourlyRateKobo: 750_050,
      latitude: 7.3964,
      longitude: 3.9167,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Solar Installer',
      description: null,
      professionType: null,
      contactPhone: null,
      hourlyRateKobo: 750_050,
      place: { country: null, state: null, city: null, neighborhood: null, latitude: 7.3964, longitude: 3.9167, precision: 'exact' },
    });
    expect((await server.client().json('GET', `/api/v1/professions/${professionId}`)).body).toEqual({ ...body, isOwner: false });
  });

  it('deletes it with its posts, experience and reviews, then its picture file', async () => {
    await created(owner, `/api/v1/professions/${professionId}/posts`, { title: 'Hello', content: 'First post' });
    await created(owner, `/api/v1/professions/${professionId}/experience`, {
      type: 'work',
      title: 'Electrician',
      organization: 'PHCN',
      startDate: '2015-01',
      current: true,
    });
    await created(other, `/api/v1/professions/${professionId}/reviews`, { rating: 5, text: 'Neat work.' });
    await server.db
      .updateTable('professions')
      .set({ profile_picture: '/media/images/dd/face' })
      .where('profession_id', '=', String(professionId))
      .execute();

    const remove = vi.spyOn(server.context.images, 'remove');
    try {
      expect((await owner.client.request('DELETE', `/api/v1/professions/${professionId}`)).status).toBe(204);
      expect(remove.mock.calls).toEqual([['/media/images/dd/face']]);
    } finally {
      remove.mockRestore();
    }
    for (const table of ['professions', 'posts', 'experience_entries', 'reviews'] as const) {
      const row = await server.db
        .selectFrom(table)
        .select('profession_id')
        .where('profession_id', '=', String(professionId))
        .executeTakeFirst();
      expect(row, table).toBeUndefined();
    }
    const missing = await server.client().json('GET', `/api/v1/professions/${professionId}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    expect((await owner.client.json('GET', '/api/v1/professions/mine')).body.usage.canCreate).toBe(true);
  });
});

describe('professions: validation', () => {
  let fresh: TestMember;
  beforeAll(async () => {
    fresh = await signedInMember(server);
  });

  it.each([
    ['title', { title: '' }, 'Profession title is required'],
    ['contactPhone', { contactPhone: '+1' }, 'Enter a valid phone number, e.g. 0803 123 4567'],
    ['hourlyRateKobo', { hourlyRateKobo: -1 }, 'Hourly rate cannot be negative'],
    ['hourlyRateKobo', { hourlyRateKobo: 10.5 }, 'Hourly rate must be in whole kobo'],
    ['latitude', { longitude: 3.3 }, 'Give both latitude and longitude, or neither'],
    ['countryId', { countryId: 888_888 }, 'Unknown country'],
    ['professionTypeId', { professionTypeId: 888_888 }, 'Unknown profession type'],
  ])('refuses a bad %s with 400 and the field message', async (field, overrides, message) => {
    const { status, body } = await fresh.client.json('POST', '/api/v1/professions', professionBody(overrides));
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });

  it('refuses a state of another country and creates nothing', async () => {
    const ghana = await countryId(server.db, 'Ghana');
    const { status, body } = await fresh.client.json(
      'POST',
      '/api/v1/professions',
      professionBody({ countryId: ghana, stateId: yaba.stateId }),
    );
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ stateId: 'This state is not in the chosen country' });
    expect((await fresh.client.json('GET', '/api/v1/professions/mine')).body.items).toEqual([]);
  });
});
