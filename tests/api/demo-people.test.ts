import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN, seedDemoDataOnce } from '../../src/server/db/seed/seed-demo';
import { useTestServer } from '../support/test-server';

const server = useTestServer();

beforeAll(async () => {
  expect(await seedDemoDataOnce(server.db, server.context.storage)).toBe(true);
});

describe('demo data for the people features', () => {
  it('gives the demo member a network, conversations, notifications, saves and followers to see', async () => {
    const client = server.client();
    const signIn = await client.post('/api/auth/sign-in/email', DEMO_SIGN_IN);
    expect(signIn.status).toBe(200);

    const unread = await client.json('GET', '/api/v1/unread-counts');
    expect(unread.body).toEqual({ messages: 1, notifications: 3 });

    const connections = await client.json('GET', '/api/v1/connections');
    expect(connections.body.total).toBe(3);
    expect((await client.json('GET', '/api/v1/connections/requests/incoming')).body.total).toBe(1);
    expect((await client.json('GET', '/api/v1/connections/requests/outgoing')).body.total).toBe(1);

    const notifications = await client.json('GET', '/api/v1/notifications');
    expect(notifications.body.items).toHaveLength(5);
    expect(notifications.body.unreadCount).toBe(3);

    const saves = await client.json('GET', '/api/v1/saves/counts');
    expect(saves.body).toMatchObject({ business: 1, profession: 1 });

    // Seeding again changes nothing.
    expect(await seedDemoDataOnce(server.db, server.context.storage)).toBe(false);
  });
});
