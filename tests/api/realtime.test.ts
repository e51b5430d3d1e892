import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { clientOn, handshakeStatus, openSocket, settled, startServerGroup, type TestSocket } from './realtime-support';

const send = async (from: TestMember, to: TestMember, content: string) => {
  const response = await from.client.json('POST', '/api/v1/messages', { receiverId: userId(to), content });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};
const ids = new Map<TestMember, string>();
const userId = (member: TestMember) => ids.get(member)!;
async function rememberId(member: TestMember) {
  const me = await member.client.json('GET', '/api/v1/me');
  ids.set(member, me.body.userId);
  return member;
}

describe('the realtime channel on one server', () => {
  let server: TestServer;
  let ada: TestMember;
  let bola: TestMember;
  let chidi: TestMember;
  const sockets: TestSocket[] = [];
  const open = async (member: TestMember, options?: { autoPong?: boolean }) => {
    const socket = await openSocket(server.url, member, options);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({ REALTIME_HEARTBEAT_SECONDS: '1' });
    [ada, bola, chidi] = await Promise.all([
      signedInMember(server, { fullName: 'Ada Eze' }),
      signedInMember(server, { fullName: 'Bola Ade' }),
      signedInMember(server, { fullName: 'Chidi Obi' }),
    ]);
    await Promise.all([ada, bola, chidi].map((member) => rememberId(member)));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
  });

  it('refuses a visitor, a foreign or missing Origin, and a forged cookie', async () => {
    const cookie = [...ada.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const visitor = await handshakeStatus(server.url, { origin: server.url });
    expect(visitor.status).toBe(401);
    expect(JSON.parse(visitor.body).error.message).toMatch(/sign in/i);

    const foreign = await handshakeStatus(server.url, { origin: 'https://evil.example', cookie });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error.code).toBe('FORBIDDEN');
    expect((await handshakeStatus(server.url, { cookie })).status).toBe(403);

    const forged = await handshakeStatus(server.url, { origin: server.url, cookie: cookie.replace(/=([^;]{6})/, '=xxxxxx') });
    expect(forged.status).toBe(401);

    expect((await handshakeStatus(server.url, { origin: server.url, cookie })).status).toBe(101);
  });

  it('accepts the app opened under its other local name (localhost), as the API does, and only from that name', async () => {
    const cookie = [...ada.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const local = `localhost:${new URL(server.url).port}`;
    expect((await handshakeStatus(server.url, { origin: `http://${local}`, host: local, cookie })).status).toBe(101);
    expect((await handshakeStatus(server.url, { origin: `http://${local}`, cookie })).status).toBe(403);
  });

  it('delivers a new message to both members’ tabs and to nobody else', async () => {
    const [adaTab1, adaTab2, bolaTab, chidiTab] = await Promise.all([open(ada), open(ada), open(bola), open(chidi)]);
    const sent = await send(ada, bola, 'Good morning Bola');

    for (const socket of [adaTab1, adaTab2, bolaTab]) {
      const frame = await socket.next('message.created', (f) => f.message.messageId === sent.messageId);
      expect(frame.message).toMatchObject({
        content: 'Good morning Bola',
        senderId: userId(ada),
        receiverId: userId(bola),
        readStatus: false,
      });
    }
    // Chidi's socket gets the next thing addressed to him, and nothing before it: the message above never reached him.
    const toChidi = await send(bola, chidi, 'Hello Chidi');
    const first = await chidiTab.next('message.created');
    expect(first.message.messageId).toBe(toChidi.messageId);
    expect(
      chidiTab
        .pushes()
        .filter((f) => f.type === 'message.created')
        .map((f) => (f as any).message.content),
    ).toEqual(['Hello Chidi']);
    expect(chidiTab.pushes().some((f) => JSON.stringify(f).includes('Good morning Bola'))).toBe(false);

    // The read receipt reaches the sender ("Seen") and the reader's other tabs, again not Chidi.
    const read = await bola.client.json('POST', `/api/v1/conversations/${sent.conversationId}/read`);
    expect(read.status).toBe(200);
    const receipt = await adaTab1.next('messages.read');
    expect(receipt).toEqual({
      type: 'messages.read',
      conversationId: sent.conversationId,
      readerId: userId(bola),
      upToMessageId: sent.messageId,
    });
    await bolaTab.next('messages.read');
    // A later message to Chidi is the barrier: his socket gets events in the order they were published.
    const barrier = await send(bola, chidi, 'Barrier');
    expect((await chidiTab.next('message.created')).message.messageId).toBe(barrier.messageId);
    expect(chidiTab.pushes().some((f) => f.type === 'messages.read')).toBe(false);
  });

  it('relays typing only between members who already talk, and stores nothing', async () => {
    const [adaTab, bolaTab, chidiTab] = await Promise.all([open(ada), open(bola), open(chidi)]);
    const before = await server.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    adaTab.ws.send(JSON.stringify({ type: 'typing', to: userId(bola) }));
    const typing = await bolaTab.next('typing');
    expect(typing).toMatchObject({ type: 'typing', userId: userId(ada) });
    expect(typeof typing.conversationId).toBe('number');

    // Chidi has never talked with Ada: his typing to her is dropped; then a real signal from Bola to Chidi arrives first.
    chidiTab.ws.send(JSON.stringify({ type: 'typing', to: userId(ada) }));
    bolaTab.ws.send(JSON.stringify({ type: 'typing', to: userId(chidi) }));
    const toChidi = await chidiTab.next('typing');
    expect(toChidi.userId).toBe(userId(bola));
    // Chidi's pong comes once his signal is dealt with; Ada's pong then follows anything sent to her before it.
    await settled(chidiTab);
    await settled(adaTab);
    expect(adaTab.pushes().some((f) => f.type === 'typing')).toBe(false);
    expect(chidiTab.pushes().filter((f) => f.type === 'typing')).toHaveLength(1);

    const after = await server.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers the client heartbeat and drops a socket that stops answering pings', async () => {
    const healthy = await open(ada);
    healthy.ws.send(JSON.stringify({ type: 'ping' }));
    await healthy.next('pong');

    const deaf = await open(bola, { autoPong: false });
    const started = Date.now();
    const closed = await deaf.closed;
    // Terminated (no close frame: 1006) after at most two beats of one second.
    expect(closed.code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(4000);
    // The heartbeat that dropped the deaf socket kept the healthy one: it still answers.
    healthy.ws.send(JSON.stringify({ type: 'ping' }));
    await healthy.next('pong');
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
  });

  it('closes the sockets of a session that signed out', async () => {
    const member = await rememberId(await signedInMember(server, { fullName: 'Dayo Signout' }));
    const socket = await open(member);
    expect((await member.client.post('/api/auth/sign-out', {})).status).toBe(200);
    const closed = await socket.closed;
    expect(closed.code).toBe(4401);
  });
});

describe('two server processes sharing PostgreSQL and Redis', () => {
  let group: Awaited<ReturnType<typeof startServerGroup>>;
  let one: TestServer;
  let two: TestServer;
  let ada: TestMember;
  let bola: TestMember;
  let chidi: TestMember;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    group = await startServerGroup(2, {
      REDIS_URL: 'redis://127.0.0.1:6379',
      // A channel of this run only: parallel runs on the same Redis never see each other's events.
      REDIS_KEY_PREFIX: `localhub-test-${randomBytes(6).toString('hex')}:`,
    });
    [one, two] = group.servers;
    [ada, bola, chidi] = await Promise.all([
      signedInMember(one, { fullName: 'Ada Eze' }),
      signedInMember(one, { fullName: 'Bola Ade' }),
      signedInMember(one, { fullName: 'Chidi Obi' }),
    ]);
    await Promise.all([ada, bola, chidi].map((member) => rememberId(member)));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await group?.close();
  });

  it('uses the Redis bus', () => {
    expect(one.context.bus).not.toBe(two.context.bus);
    expect(one.context.env.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('delivers a message sent through one process to a socket on the other, and to nobody else', async () => {
    // Ada's tab is on process one, Bola's and Chidi's on process two.
    const adaTab = await openSocket(one.url, ada);
    const bolaTab = await openSocket(two.url, clientOn(two, bola));
    const chidiTab = await openSocket(two.url, clientOn(two, chidi));
    sockets.push(adaTab, bolaTab, chidiTab);

    const sent = await send(ada, bola, 'Across processes');
    const received = await bolaTab.next('message.created', (f) => f.message.messageId === sent.messageId);
    expect(received.message.content).toBe('Across processes');
    await adaTab.next('message.created', (f) => f.message.messageId === sent.messageId);

    // And back: Bola answers through process two, Ada hears it on process one; the read receipt crosses too.
    const reply = await clientOn(two, bola).json('POST', '/api/v1/messages', { receiverId: userId(ada), content: 'Got it' });
    expect(reply.status).toBe(201);
    await adaTab.next('message.created', (f) => f.message.messageId === reply.body.messageId);
    expect((await clientOn(two, bola).json('POST', `/api/v1/conversations/${sent.conversationId}/read`)).status).toBe(200);
    await adaTab.next('messages.read', (f) => f.upToMessageId === sent.messageId);

    // Typing crosses processes as well.
    adaTab.ws.send(JSON.stringify({ type: 'typing', to: userId(bola) }));
    await bolaTab.next('typing', (f) => f.userId === userId(ada));

    const toChidi = await send(ada, chidi, 'Only for Chidi');
    const first = await chidiTab.next('message.created');
    expect(first.message.messageId).toBe(toChidi.messageId);
    expect(chidiTab.pushes().some((f) => JSON.stringify(f).includes('Across processes') || JSON.stringify(f).includes('Got it'))).toBe(
      false,
    );
    expect(chidiTab.pushes().some((f) => f.type === 'typing' || f.type === 'messages.read')).toBe(false);
  });
});
