import { describe, expect, it } from 'vitest';
import { insertConversation } from '../support/builders/conversations';
import { insertPost } from '../support/builders/posts';
import { insertProduct } from '../support/builders/products';
import { signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness } from './support/listings';

const server = useTestServer();

/** The builders write what the API then serves, so tests can start from data without HTTP round trips. */
describe('test builders', () => {
  it('makes a signed-in member whose session and password both work', async () => {
    const member = await signedInMember(server, { fullName: 'Builder Member' });
    expect((await member.client.json('GET', '/api/v1/me')).body).toMatchObject({ fullName: 'Builder Member', email: member.email });
    const again = await server.client().json('POST', '/api/auth/sign-in/email', { email: member.email, password: member.password });
    expect(again.status).toBe(200);
  });

  it('makes posts and products the listing pages show', async () => {
    const owner = await signedInMember(server);
    const { businessId } = await createBusiness(owner, { name: 'Builder Stores' });
    const postId = await insertPost(server.db, { authorId: owner.userId, kind: 'business', listingId: businessId, content: 'New yams' });
    const { productId } = await insertProduct(server.db, businessId, { name: 'Yam tuber', priceKobo: 150_000 });

    expect((await server.client().json('GET', `/api/v1/posts/${postId}`)).body).toMatchObject({ content: 'New yams' });
    expect((await server.client().json('GET', `/api/v1/products/${productId}`)).body).toMatchObject({ name: 'Yam tuber', businessId });
  });

  it('makes a conversation both members see', async () => {
    const [ada, bayo] = await Promise.all([signedInMember(server), signedInMember(server)]);
    const { conversationId, messageIds } = await insertConversation(server.db, [ada.userId, bayo.userId], ['Hello', 'Hi', 'How far?']);
    expect(messageIds).toHaveLength(3);
    const list = await bayo.client.json('GET', '/api/v1/conversations');
    expect(list.body.items.map((item: { conversationId: number }) => item.conversationId)).toContain(conversationId);
  });
});
