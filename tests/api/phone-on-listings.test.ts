import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTermii } from '../support/fake-termii';
import { signedInMember } from '../support/members';
import { newNumber as numberWith, proveNumber } from '../support/phone-number';
import { useTestServer } from '../support/test-server';
import { businessBody, createBusiness, createProfession } from './support/listings';

// Issue 40.4: a listing's contact number is "Verified number" when its owner proved that number by a code.
const termii = new FakeTermii();
beforeAll(() => termii.start());
afterAll(() => termii.stop());
const server = useTestServer(() => ({ TERMII_API_KEY: termii.apiKey, TERMII_BASE_URL: termii.url, TERMII_SENDER_ID: 'LocalHub' }));

const newNumber = () => numberWith('806');

describe('the verified number on listings', () => {
  it('marks a contact number verified only when it is the number its owner proved, on the detail and on cards', async () => {
    const [ada, visitor] = await Promise.all([
      signedInMember(server, { fullName: 'Ada Okafor' }),
      signedInMember(server, { fullName: 'Kemi Ade' }),
    ]);
    const own = newNumber();
    const other = newNumber();
    await proveNumber(termii, ada.client, own.local, own.e164);

    // Spelled differently from the proved number: the server compares normalised numbers.
    const shop = await createBusiness(ada, { name: "Ada's Stitches", contactPhone: `+234 ${own.local.slice(1, 4)} ${own.local.slice(4)}` });
    const tailor = await createProfession(ada, { title: 'Tailor', contactPhone: other.local });
    expect(shop).toMatchObject({ contactPhone: own.e164, contactPhoneVerified: true });
    expect(tailor).toMatchObject({ contactPhone: other.e164, contactPhoneVerified: false });

    for (const client of [visitor.client, server.client()]) {
      expect((await client.json('GET', `/api/v1/businesses/${shop.businessId}`)).body.contactPhoneVerified).toBe(true);
      expect((await client.json('GET', `/api/v1/professions/${tailor.professionId}`)).body.contactPhoneVerified).toBe(false);
    }

    // Cards are read by id in a batch (feed, nearby, saves): the same answer.
    expect((await visitor.client.json('PUT', `/api/v1/businesses/${shop.businessId}/save`)).status).toBe(200);
    const saved = await visitor.client.json('GET', '/api/v1/saves?kind=business');
    expect(saved.body.items.map((item: { business: object }) => item.business)).toEqual([
      expect.objectContaining({ businessId: shop.businessId, contactPhoneVerified: true }),
    ]);

    // The owner's list, then a change of number: the mark follows the listing's number.
    const mine = await ada.client.json('GET', '/api/v1/businesses/mine');
    expect(JSON.stringify(mine.body)).toContain('"contactPhoneVerified":true');
    const changed = await ada.client.json(
      'PUT',
      `/api/v1/businesses/${shop.businessId}`,
      businessBody({ name: "Ada's Stitches", contactPhone: other.local }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await visitor.client.json('GET', `/api/v1/businesses/${shop.businessId}`)).body.contactPhoneVerified).toBe(false);
  });

  it('never marks a number someone else proved', async () => {
    const [owner, holder] = await Promise.all([
      signedInMember(server, { fullName: 'Bola Tinubu' }),
      signedInMember(server, { fullName: 'Chi Eze' }),
    ]);
    const number = newNumber();
    await proveNumber(termii, holder.client, number.local, number.e164);
    const listing = await createBusiness(owner, { name: 'Borrowed Number Shop', contactPhone: number.local });
    expect(listing.contactPhoneVerified).toBe(false);
    const unlisted = await createProfession(holder, { title: 'Driver', contactPhone: null });
    expect(unlisted).toMatchObject({ contactPhone: null, contactPhoneVerified: false });
  });
});
