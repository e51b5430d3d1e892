import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, createProfession, created } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let ada: TestMember;
let bayo: TestMember;
let businessId: number;
let professionId: number;
beforeAll(async () => {
  [owner, ada, bayo] = await Promise.all([
    signedInMember(server, { fullName: 'Chioma Owner' }),
    signedInMember(server, { fullName: 'Ada Reviewer' }),
    signedInMember(server, { fullName: 'Bayo Reviewer' }),
  ]);
  businessId = (await createBusiness(owner)).businessId;
  professionId = (await createProfession(owner)).professionId;
});

const reviewRow = (reviewId: number) =>
  server.db.selectFrom('reviews').selectAll().where('review_id', '=', String(reviewId)).executeTakeFirst();

describe('reviews of a business', () => {
  let adaReviewId: number;

  it('start empty, and only a signed-in non-owner may write one', async () => {
    const visitor = await server.client().json('GET', `/api/v1/businesses/${businessId}/reviews`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({
      items: [],
      rating: { average: null, count: 0 },
      mine: null,
      canReview: false,
      reviewBlockedReason: null,
    });
    expect((await owner.client.json('GET', `/api/v1/businesses/${businessId}/reviews`)).body.canReview).toBe(false);
    expect((await ada.client.json('GET', `/api/v1/businesses/${businessId}/reviews`)).body.canReview).toBe(true);
  });

  it('averages two members’ ratings on the business itself and on its review list', async () => {
    const first = await created(ada, `/api/v1/businesses/${businessId}/reviews`, { rating: 4, text: ' Great jollof. ' });
    adaReviewId = first.reviewId;
    expect(first).toMatchObject({ rating: 4, text: 'Great jollof.', author: { fullName: 'Ada Reviewer' }, reply: null });
    await created(bayo, `/api/v1/businesses/${businessId}/reviews`, { rating: 5, text: 'Best in Yaba.' });

    const business = await server.client().json('GET', `/api/v1/businesses/${businessId}`);
    expect(business.body.rating).toEqual({ average: 4.5, count: 2 });
    const mine = await owner.client.json('GET', '/api/v1/businesses/mine');
    expect(mine.body.items[0].rating).toEqual({ average: 4.5, count: 2 });

    const list = await ada.client.json('GET', `/api/v1/businesses/${businessId}/reviews`);
    expect(list.body.rating).toEqual({ average: 4.5, count: 2 });
    expect(list.body.items.map((r: any) => r.author.fullName)).toEqual(['Bayo Reviewer', 'Ada Reviewer']);
    expect(list.body.mine.reviewId).toBe(adaReviewId);
    expect(list.body.canReview).toBe(false);
  });

  it('rounds the average to one decimal', async () => {
    const third = await signedInMember(server);
    await created(third, `/api/v1/businesses/${businessId}/reviews`, { rating: 2, text: 'Too slow.' });
    expect((await server.client().json('GET', `/api/v1/businesses/${businessId}`)).body.rating).toEqual({ average: 3.7, count: 3 });
  });

  it('refuses a second review (409), a review of one’s own listing (403) and a rating of 6 (400)', async () => {
    const again = await ada.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 1, text: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: 'You have already reviewed this' });
    const own = await owner.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 5, text: 'Mine is best' });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('You cannot review your own listing');
    const fresh = await signedInMember(server);
    const six = await fresh.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 6, text: 'Wow' });
    expect(six.status).toBe(400);
    expect(six.body.error.fields.rating).toBe('Choose 1 to 5 stars');
    const empty = await fresh.client.json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 3, text: ' ' });
    expect(empty.body.error.fields.text).toBe('Write a few words about your experience');
    expect((await server.client().json('POST', `/api/v1/businesses/${businessId}/reviews`, { rating: 3, text: 'x' })).status).toBe(401);
    expect((await fresh.client.json('POST', '/api/v1/businesses/99999999/reviews', { rating: 3, text: 'x' })).status).toBe(404);
  });

  it('is edited and deleted only by its author', async () => {
    const before = await reviewRow(adaReviewId);
    expect((await bayo.client.json('PUT', `/api/v1/reviews/${adaReviewId}`, { rating: 1, text: 'Sabotage' })).status).toBe(403);
    expect((await owner.client.json('DELETE', `/api/v1/reviews/${adaReviewId}`)).status).toBe(403);
    expect((await server.client().json('PUT', `/api/v1/reviews/${adaReviewId}`, { rating: 1, text: 'x' })).status).toBe(401);
    expect(await reviewRow(adaReviewId)).toEqual(before);

    const edited = await ada.client.json('PUT', `/api/v1/reviews/${adaReviewId}`, { rating: 5, text: 'Even better the second time.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ reviewId: adaReviewId, rating: 5, text: 'Even better the second time.' });
    expect(edited.body.updatedAt >= edited.body.createdAt).toBe(true);
  });

  it('takes one reply from the listing’s owner only', async () => {
    const stranger = await bayo.client.json('POST', `/api/v1/reviews/${adaReviewId}/reply`, { text: 'Thanks!' });
    expect(stranger.status).toBe(403);
    expect((await ada.client.json('POST', `/api/v1/reviews/${adaReviewId}/reply`, { text: 'Thanks me' })).status).toBe(403);
    expect((await reviewRow(adaReviewId))?.reply_text).toBeNull();

    const reply = await owner.client.json('POST', `/api/v1/reviews/${adaReviewId}/reply`, { text: ' Thank you, come again! ' });
    expect(reply.status).toBe(201);
    expect(reply.body.reply).toMatchObject({ text: 'Thank you, come again!' });
    const second = await owner.client.json('POST', `/api/v1/reviews/${adaReviewId}/reply`, { text: 'Again' });
    expect(second.status).toBe(409);
    expect((await reviewRow(adaReviewId))?.reply_text).toBe('Thank you, come again!');
    const list = await server.client().json('GET', `/api/v1/businesses/${businessId}/reviews`);
    expect(list.body.items.find((r: any) => r.reviewId === adaReviewId).reply.text).toBe('Thank you, come again!');
    expect((await owner.client.json('POST', `/api/v1/reviews/${adaReviewId}/reply`, { text: '' })).status).toBe(400);
    expect((await owner.client.json('POST', '/api/v1/reviews/99999999/reply', { text: 'Hi' })).status).toBe(404);
  });

  it('is deleted by its author, after which they may review again', async () => {
    expect((await ada.client.request('DELETE', `/api/v1/reviews/${adaReviewId}`)).status).toBe(204);
    expect(await reviewRow(adaReviewId)).toBeUndefined();
    const list = await ada.client.json('GET', `/api/v1/businesses/${businessId}/reviews`);
    expect(list.body).toMatchObject({ mine: null, canReview: true, rating: { count: 2 } });
    expect((await ada.client.json('DELETE', `/api/v1/reviews/${adaReviewId}`)).status).toBe(404);
  });
});

describe('reviews of a profession', () => {
  it('work the same way, with their own summary', async () => {
    await created(ada, `/api/v1/professions/${professionId}/reviews`, { rating: 3, text: 'Fair.' });
    await created(bayo, `/api/v1/professions/${professionId}/reviews`, { rating: 4, text: 'Good.' });
    const profession = await server.client().json('GET', `/api/v1/professions/${professionId}`);
    expect(profession.body.rating).toEqual({ average: 3.5, count: 2 });
    const list = await bayo.client.json('GET', `/api/v1/professions/${professionId}/reviews`);
    expect(list.body).toMatchObject({ rating: { average: 3.5, count: 2 }, mine: { text: 'Good.' }, canReview: false });
    expect((await owner.client.json('POST', `/api/v1/professions/${professionId}/reviews`, { rating: 5, text: 'Me' })).status).toBe(403);
    expect((await ada.client.json('POST', `/api/v1/professions/${professionId}/reviews`, { rating: 5, text: 'Again' })).status).toBe(409);
    // The business's summary is untouched by the profession's reviews.
    expect((await server.client().json('GET', `/api/v1/businesses/${businessId}`)).body.rating.count).toBe(2);
  });
});
