import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const server = useTestServer();
let member: TestMember;
beforeAll(async () => {
  member = await signedInMember(server, { fullName: 'Bisi Adewale' });
});

async function cityId(name: string): Promise<number> {
  const row = await server.db.selectFrom('cities').select('city_id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.city_id;
}

describe('profile', () => {
  it('updates full name, bio and location, and shows the location by name', async () => {
    const ibadan = await cityId('Ibadan');
    const { status, body } = await member.client.json('PATCH', '/api/v1/me', {
      fullName: '  Bisi Adewale-Johnson ',
      bio: 'Caterer for weddings and owambe parties.',
      cityId: ibadan,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      fullName: 'Bisi Adewale-Johnson',
      bio: 'Caterer for weddings and owambe parties.',
      cityId: ibadan,
      location: 'Ibadan, Oyo',
      email: member.email,
    });
    const again = await member.client.json('GET', '/api/v1/me');
    expect(again.body.fullName).toBe('Bisi Adewale-Johnson');
  });

  it('refuses an empty name and an unknown city with 400 and keeps what was stored', async () => {
    const before = (await member.client.json('GET', '/api/v1/me')).body;
    const empty = await member.client.json('PATCH', '/api/v1/me', { fullName: ' ', bio: null, cityId: null });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('VALIDATION_FAILED');
    expect(empty.body.error.fields.fullName).toMatch(/full name is required/i);

    const unknown = await member.client.json('PATCH', '/api/v1/me', { fullName: 'Bisi', bio: null, cityId: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.cityId).toMatch(/unknown city/i);

    const malformed = await member.client.request('PATCH', '/api/v1/me', undefined, { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);

    expect((await member.client.json('GET', '/api/v1/me')).body).toEqual(before);
  });

  it('keeps the theme choice on the server', async () => {
    expect((await member.client.json('GET', '/api/v1/me')).body.theme).toBe('system');
    expect((await member.client.json('PUT', '/api/v1/me/theme', { theme: 'dark' })).status).toBe(200);
    expect((await member.client.json('GET', '/api/v1/me')).body.theme).toBe('dark');
    const bad = await member.client.json('PUT', '/api/v1/me/theme', { theme: 'purple' });
    expect(bad.status).toBe(400);
    expect((await member.client.json('GET', '/api/v1/me')).body.theme).toBe('dark');
  });

  it('keeps the language choice on the server: none until chosen, then the one chosen', async () => {
    expect((await member.client.json('GET', '/api/v1/me')).body.language).toBeNull();
    expect((await member.client.json('PUT', '/api/v1/me/language', { language: 'yo' })).status).toBe(200);
    expect((await member.client.json('GET', '/api/v1/me')).body.language).toBe('yo');
    const bad = await member.client.json('PUT', '/api/v1/me/language', { language: 'fr' });
    expect(bad.status).toBe(400);
    expect((await member.client.json('GET', '/api/v1/me')).body.language).toBe('yo');
  });

  it('answers errors in the language the request asks for, English when it asks for none we speak', async () => {
    const visitor = server.client();
    const say = async (language: string) => {
      const response = await visitor.request('PUT', '/api/v1/me/language', { language: 'ha' }, { 'accept-language': language });
      expect(response.status).toBe(401);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await say('yo')).toBe('Jọ̀wọ́ wọlé láti tẹ̀síwájú.');
    expect(await say('fr-FR, ha;q=0.8, yo;q=0.5')).toBe('Da fatan za ka shiga don ci gaba.');
    expect(await say('fr')).toBe('Please sign in to continue.');
    const missing = await visitor.request('GET', '/api/v1/no-such-thing', undefined, { 'accept-language': 'ig-NG' });
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('Enweghị ụzọ maka GET /api/v1/no-such-thing');
  });

  it('changes nothing for a visitor without a session', async () => {
    const visitor = server.client();
    expect((await visitor.json('PATCH', '/api/v1/me', { fullName: 'Intruder', bio: null, cityId: null })).status).toBe(401);
    expect((await visitor.json('PUT', '/api/v1/me/theme', { theme: 'light' })).status).toBe(401);
  });
});
