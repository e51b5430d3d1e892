import { expect, it } from 'vitest';
import { signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, createProfession } from './support/listings';

const server = useTestServer();

it('the landing page counts what is really there and quotes the newest good reviews of listings still shown', async () => {
  const [owner, other, ada, bayo] = await Promise.all([
    signedInMember(server, { fullName: 'Chioma Owner' }),
    signedInMember(server, { fullName: 'Emeka Other' }),
    signedInMember(server, { fullName: 'Ada Reviewer' }),
    signedInMember(server, { fullName: 'Bayo Reviewer' }),
  ]);
  const shown = (await createBusiness(owner)).businessId;
  const hidden = (await createBusiness(other)).businessId;
  const profession = (await createProfession(owner)).professionId;
  await server.db.updateTable('businesses').set({ hidden: 'staff' }).where('business_id', '=', String(hidden)).execute();
  const long = (words: string) => `${words} — neat work, fair price and delivered on the day we agreed.`;
  const review = (
    values: { business_id?: number; profession_id?: number; author_id: string; rating: number; text: string },
    daysAgo: number,
  ) => ({
    business_id: values.business_id ?? null,
    profession_id: values.profession_id ?? null,
    author_id: values.author_id,
    rating: values.rating,
    text: values.text,
    created_at: new Date(Date.now() - daysAgo * 86_400_000),
  });
  await server.db
    .insertInto('reviews')
    .values([
      review({ business_id: shown, author_id: ada.userId, rating: 5, text: long('Five stars') }, 3),
      review({ profession_id: profession, author_id: bayo.userId, rating: 4, text: long('Four stars') }, 1),
      review({ business_id: shown, author_id: bayo.userId, rating: 2, text: long('Two stars') }, 0),
      review({ business_id: hidden, author_id: ada.userId, rating: 5, text: long('Of a hidden business') }, 0),
      review({ profession_id: profession, author_id: ada.userId, rating: 5, text: 'Great!' }, 0),
    ])
    .execute();

  const answer = await server.client().json('GET', '/api/v1/highlights');
  expect(answer.status).toBe(200);
  expect(answer.response.headers.get('cache-control')).toBe('public, max-age=300');
  const members = Number(
    (
      await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  expect(answer.body.counts).toEqual({ members, businesses: 1, professionals: 1, cities: expect.any(Number) });
  // Four stars and up, long enough to say something, of a listing still shown; newest first.
  expect(answer.body.reviews.map((item: { text: string }) => item.text)).toEqual([long('Four stars'), long('Five stars')]);
  expect(answer.body.reviews[1]).toMatchObject({ rating: 5, author: 'Ada Reviewer' });
});
