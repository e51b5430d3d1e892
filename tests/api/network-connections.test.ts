import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressedPush } from '../../src/server/realtime/push-bus';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const server = useTestServer();
let ada: TestMember;
let bayo: TestMember;
let chika: TestMember;
let dayo: TestMember;
const ids = new Map<TestMember, string>();
beforeAll(async () => {
  [ada, bayo, chika, dayo] = await Promise.all([
    signedInMember(server, { fullName: 'Adaeze Okafor' }),
    signedInMember(server, { fullName: 'Adebayo Ogunleye' }),
    signedInMember(server, { fullName: 'Chika Nwosu' }),
    signedInMember(server, { fullName: 'Dayo Amusan' }),
  ]);
  for (const member of [ada, bayo, chika, dayo]) ids.set(member, (await member.client.json('GET', '/api/v1/me')).body.userId);
});

const id = (member: TestMember) => ids.get(member)!;
const request = (from: TestMember, to: TestMember) => from.client.json('POST', '/api/v1/connections', { userId: id(to) });
const act = (member: TestMember, connectionId: number, action: 'accept' | 'decline' | 'withdraw') =>
  member.client.json('POST', `/api/v1/connections/${connectionId}/${action}`);
const remove = (member: TestMember, connectionId: number) => member.client.json('DELETE', `/api/v1/connections/${connectionId}`);
const list = (member: TestMember, which: 'connections' | 'incoming' | 'outgoing', query = '') =>
  member.client.json('GET', which === 'connections' ? `/api/v1/connections${query}` : `/api/v1/connections/requests/${which}${query}`);
const status = async (member: TestMember, ...others: TestMember[]) =>
  (await member.client.json('GET', `/api/v1/connections/status?userIds=${others.map(id).join(',')}`)).body.items.map(
    (item: any) => item.status,
  );

const notificationsOf = (member: TestMember) =>
  server.db.selectFrom('notifications').selectAll().where('user_id', '=', id(member)).orderBy('notification_id').execute();
const mailsTo = (member: TestMember, subject: RegExp) =>
  server.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', member.email.toLowerCase())
    .execute()
    .then((rows) => rows.filter((row) => subject.test(row.subject)));
const rowsBetween = (a: TestMember, b: TestMember) =>
  server.db
    .selectFrom('connections')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', id(a)), eb('connected_user_id', '=', id(b))]),
        eb.and([eb('user_id', '=', id(b)), eb('connected_user_id', '=', id(a))]),
      ]),
    )
    .execute();

/** Events published on the real bus while `work` runs. */
async function pushesDuring(work: () => Promise<unknown>): Promise<AddressedPush[]> {
  const seen: AddressedPush[] = [];
  const unsubscribe = server.context.bus.subscribe((message) => seen.push(message));
  try {
    // Listeners run before the answer is sent (the bus delivers on a microtask), so the answer ends the window.
    await work();
  } finally {
    unsubscribe();
  }
  return seen;
}

describe('a connection request', () => {
  let requestId: number;

  it("is sent pending, notifies the addressee in-app and by email, and tells both members' tabs", async () => {
    let sent!: Awaited<ReturnType<typeof request>>;
    const pushes = await pushesDuring(async () => {
      sent = await request(ada, bayo);
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'pending', requesterId: id(ada), addresseeId: id(bayo), acceptedAt: null });
    requestId = sent.body.connectionId;

    const [notification] = await notificationsOf(bayo);
    expect(notification).toMatchObject({
      kind: 'connection_request',
      actor_id: id(ada),
      message: 'Adaeze Okafor wants to connect with you',
      link: '/app/network',
      is_read: false,
    });
    const [mail] = await mailsTo(bayo, /wants to connect/);
    expect(mail.subject).toBe('Adaeze Okafor wants to connect on LocalHub');
    expect(mail.text_body).toContain(`${server.url}/app/network`);
    expect(await notificationsOf(ada)).toHaveLength(0);

    const changed = pushes.filter((message) => message.push.type === 'connections.changed');
    expect(changed).toHaveLength(1);
    expect(new Set(changed[0].recipients)).toEqual(new Set([id(ada), id(bayo)]));
    expect(pushes.some((message) => message.push.type === 'notification.created' && message.recipients[0] === id(bayo))).toBe(true);
  });

  it("shows as outgoing to its sender and incoming to its addressee, and in nobody else's lists", async () => {
    const outgoing = await list(ada, 'outgoing');
    expect(outgoing.status).toBe(200);
    expect(outgoing.body.total).toBe(1);
    expect(outgoing.body.items).toHaveLength(1);
    expect(outgoing.body.items[0]).toMatchObject({
      connectionId: requestId,
      person: { userId: id(bayo), fullName: 'Adebayo Ogunleye', connection: { status: 'outgoing', connectionId: requestId } },
    });
    const incoming = await list(bayo, 'incoming');
    expect(incoming.body.total).toBe(1);
    expect(incoming.body.items[0]).toMatchObject({
      connectionId: requestId,
      person: { userId: id(ada), fullName: 'Adaeze Okafor', connection: { status: 'incoming' } },
    });
    expect((await list(ada, 'incoming')).body).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await list(bayo, 'outgoing')).body.total).toBe(0);
    for (const which of ['connections', 'incoming', 'outgoing'] as const) {
      expect((await list(chika, which)).body).toEqual({ items: [], nextCursor: null, total: 0 });
    }
    expect(await status(ada, bayo, chika)).toEqual(['outgoing', 'none']);
    expect(await status(bayo, ada)).toEqual(['incoming']);
  });

  it('cannot be sent twice, nor crossed by one the other way', async () => {
    const again = await request(ada, bayo);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: 'You have already sent a connection request to Adebayo Ogunleye' });
    const crossed = await request(bayo, ada);
    expect(crossed.status).toBe(409);
    expect(crossed.body.error.message).toBe('Adaeze Okafor has already sent you a connection request. Accept it instead.');
    expect(await rowsBetween(ada, bayo)).toHaveLength(1);
  });

  it('cannot be answered or withdrawn by a third member, who is told it does not exist', async () => {
    for (const action of ['accept', 'decline', 'withdraw'] as const) {
      const attempt = await act(chika, requestId, action);
      expect(attempt.status, action).toBe(404);
      expect(attempt.body.error).toEqual({ code: 'NOT_FOUND', message: 'Connection request not found' });
    }
    expect((await remove(chika, requestId)).status).toBe(404);
    const [row] = await rowsBetween(ada, bayo);
    expect(row.status).toBe('pending');
  });

  it('is accepted or declined only by its addressee, and withdrawn only by its sender', async () => {
    const selfAccept = await act(ada, requestId, 'accept');
    expect(selfAccept.status).toBe(403);
    expect(selfAccept.body.error.message).toBe('Only the member you sent this request to can accept it');
    expect((await act(ada, requestId, 'decline')).status).toBe(403);
    const notMine = await act(bayo, requestId, 'withdraw');
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.message).toMatch(/only the member who sent this request can withdraw it/i);
    const early = await remove(ada, requestId);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('This request has not been accepted yet. Withdraw it instead.');
    expect((await rowsBetween(ada, bayo))[0].status).toBe('pending');
  });

  it('once accepted makes both members connections, with the count, and notifies the sender', async () => {
    let accepted!: Awaited<ReturnType<typeof act>>;
    const pushes = await pushesDuring(async () => {
      accepted = await act(bayo, requestId, 'accept');
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ connectionId: requestId, status: 'accepted' });
    expect(new Date(accepted.body.acceptedAt).toISOString()).toBe(accepted.body.acceptedAt);

    const [notification] = await notificationsOf(ada);
    expect(notification).toMatchObject({
      kind: 'connection_accepted',
      actor_id: id(bayo),
      message: 'Adebayo Ogunleye accepted your connection request',
      link: '/app/network',
    });
    expect(await mailsTo(ada, /accepted your connection request/)).toHaveLength(1);
    const changed = pushes.find((message) => message.push.type === 'connections.changed');
    expect(new Set(changed?.recipients)).toEqual(new Set([id(ada), id(bayo)]));

    const adas = await list(ada, 'connections');
    expect(adas.body.total).toBe(1);
    expect(adas.body.items[0]).toMatchObject({
      connectionId: requestId,
      person: { userId: id(bayo), connection: { status: 'connected' } },
    });
    expect(adas.body.items[0].since).toBe(accepted.body.acceptedAt);
    const bayos = await list(bayo, 'connections');
    expect(bayos.body.total).toBe(1);
    expect(bayos.body.items[0].person.userId).toBe(id(ada));
    expect((await list(bayo, 'incoming')).body.total).toBe(0);
    expect((await list(ada, 'outgoing')).body.total).toBe(0);
    expect(await status(ada, bayo)).toEqual(['connected']);

    const twice = await act(bayo, requestId, 'accept');
    expect(twice.status).toBe(409);
    expect((await request(ada, bayo)).body.error.message).toBe('You are already connected with Adebayo Ogunleye');
    expect((await act(ada, requestId, 'withdraw')).body.error.message).toBe('This request has already been accepted');
  });

  it('once a connection, is removed by either member, and the two may connect again', async () => {
    expect((await remove(chika, requestId)).status).toBe(404);
    const removed = await remove(bayo, requestId);
    expect(removed.status).toBe(204);
    expect(await rowsBetween(ada, bayo)).toHaveLength(0);
    expect((await list(ada, 'connections')).body.total).toBe(0);
    expect(await status(ada, bayo)).toEqual(['none']);
    expect((await remove(bayo, requestId)).status).toBe(404);

    const again = await request(bayo, ada);
    expect(again.status).toBe(201);
    expect((await act(ada, again.body.connectionId, 'accept')).status).toBe(200);
    expect((await remove(ada, again.body.connectionId)).status).toBe(204);
    expect(await rowsBetween(ada, bayo)).toHaveLength(0);
  });
});

describe('declining and withdrawing', () => {
  it('a declined request disappears and may be sent again', async () => {
    const sent = await request(chika, dayo);
    expect(sent.status).toBe(201);
    const declined = await act(dayo, sent.body.connectionId, 'decline');
    expect(declined.status).toBe(204);
    expect(await rowsBetween(chika, dayo)).toHaveLength(0);
    expect((await list(chika, 'outgoing')).body.total).toBe(0);
    expect((await list(dayo, 'incoming')).body.total).toBe(0);
    // Declining does not tell the sender.
    expect((await notificationsOf(chika)).filter((row) => row.kind.startsWith('connection'))).toHaveLength(0);

    const again = await request(chika, dayo);
    expect(again.status).toBe(201);
    expect(again.body.connectionId).not.toBe(sent.body.connectionId);
    // Grouped per sender: still one notification, and no second email within the hour.
    expect((await notificationsOf(dayo)).filter((row) => row.kind === 'connection_request')).toHaveLength(1);
    expect(await mailsTo(dayo, /wants to connect/)).toHaveLength(1);
    expect((await act(dayo, again.body.connectionId, 'decline')).status).toBe(204);
  });

  it('a withdrawn request disappears for both members', async () => {
    const sent = await request(dayo, chika);
    expect((await list(chika, 'incoming')).body.total).toBe(1);
    const withdrawn = await act(dayo, sent.body.connectionId, 'withdraw');
    expect(withdrawn.status).toBe(204);
    expect((await list(chika, 'incoming')).body.total).toBe(0);
    expect((await list(dayo, 'outgoing')).body.total).toBe(0);
    const late = await act(chika, sent.body.connectionId, 'accept');
    expect(late.status).toBe(404);
    expect(late.body.error.message).toBe('Connection request not found');
  });
});

describe('requests refused', () => {
  it('to oneself, to an unknown member, and with a malformed body', async () => {
    const self = await request(ada, ada);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('You cannot connect with yourself');
    const unknown = await ada.client.json('POST', '/api/v1/connections', { userId: 'no-such-member' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: 'Member not found' });
    const empty = await ada.client.json('POST', '/api/v1/connections', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('VALIDATION_FAILED');
    expect((await ada.client.json('POST', '/api/v1/connections/abc/accept')).status).toBe(400);
  });

  it('between members where one blocked the other', async () => {
    await sql`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES (${id(dayo)}, ${id(ada)})`.execute(server.db);
    try {
      for (const [from, to] of [
        [ada, dayo],
        [dayo, ada],
      ] as const) {
        const refused = await request(from, to);
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe('FORBIDDEN');
      }
      expect(await rowsBetween(ada, dayo)).toHaveLength(0);
    } finally {
      await sql`DELETE FROM member_blocks WHERE blocker_id = ${id(dayo)}`.execute(server.db);
    }
    const allowed = await request(ada, dayo);
    expect(allowed.status).toBe(201);
    expect((await act(ada, allowed.body.connectionId, 'withdraw')).status).toBe(204);
  });

  it('from visitors: every network route needs a session', async () => {
    const visitor = server.client();
    const attempts = [
      visitor.json('POST', '/api/v1/connections', { userId: id(ada) }),
      visitor.json('POST', '/api/v1/connections/1/accept'),
      visitor.json('POST', '/api/v1/connections/1/decline'),
      visitor.json('POST', '/api/v1/connections/1/withdraw'),
      visitor.json('DELETE', '/api/v1/connections/1'),
      visitor.json('GET', '/api/v1/connections'),
      visitor.json('GET', '/api/v1/connections/requests/incoming'),
      visitor.json('GET', '/api/v1/connections/requests/outgoing'),
      visitor.json('GET', `/api/v1/connections/status?userIds=${id(ada)}`),
      visitor.json('GET', '/api/v1/people?q=ada'),
      visitor.json('GET', '/api/v1/people/suggestions'),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(401);
      expect(attempt.body.error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('the API description', () => {
  it('lists the network routes', async () => {
    const { body } = await server.client().json('GET', '/api/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/connections',
        '/api/v1/connections/{id}/accept',
        '/api/v1/connections/requests/incoming',
        '/api/v1/connections/status',
        '/api/v1/people',
        '/api/v1/people/suggestions',
      ]),
    );
  });
});

describe('at the same time', () => {
  it('two members asking each other at once leave one request, and the other is told why', async () => {
    const [one, two] = await Promise.all([request(bayo, chika), request(chika, bayo)]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const rows = await rowsBetween(bayo, chika);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    const winner = one.status === 201 ? one : two;
    const addressee = winner.body.addresseeId === id(bayo) ? bayo : chika;
    try {
      // Accepting twice at once: one wins, the other is told it was already accepted.
      const answers = await Promise.all([
        act(addressee, winner.body.connectionId, 'accept'),
        act(addressee, winner.body.connectionId, 'accept'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.error.message).toBe('This request has already been accepted');
      const requester = addressee === bayo ? chika : bayo;
      const acceptances = (await notificationsOf(requester)).filter(
        (row) => row.kind === 'connection_accepted' && row.actor_id === id(addressee),
      );
      expect(acceptances).toHaveLength(1);
    } finally {
      await server.db.deleteFrom('connections').where('connection_id', '=', String(winner.body.connectionId)).execute();
    }
  });

  it('a request withdrawn while it is being accepted ends one way or the other, never both', async () => {
    const sent = await request(ada, dayo);
    expect(sent.status).toBe(201);
    const [accepted, withdrawn] = await Promise.all([
      act(dayo, sent.body.connectionId, 'accept'),
      act(ada, sent.body.connectionId, 'withdraw'),
    ]);
    const rows = await rowsBetween(ada, dayo);
    if (accepted.status === 200) {
      expect(withdrawn.status).toBe(409);
      expect(rows.map((row) => row.status)).toEqual(['accepted']);
      await server.db.deleteFrom('connections').where('connection_id', '=', String(sent.body.connectionId)).execute();
    } else {
      expect(accepted.status).toBe(404);
      expect(withdrawn.status).toBe(204);
      expect(rows).toHaveLength(0);
    }
  });
});

describe('preferences', () => {
  it('with new connections switched off, no notification and no email; with email off, the notification only', async () => {
    const [kemi, lola] = await Promise.all([
      signedInMember(server, { fullName: 'Kemi Alabi' }),
      signedInMember(server, { fullName: 'Lola Bankole' }),
    ]);
    for (const member of [kemi, lola]) ids.set(member, (await member.client.json('GET', '/api/v1/me')).body.userId);
    await server.db
      .insertInto('notification_preferences')
      .values({ user_id: id(kemi), new_connections: false })
      .execute();
    await server.db
      .insertInto('notification_preferences')
      .values({ user_id: id(lola), email_notifications: false })
      .execute();

    expect((await request(ada, kemi)).status).toBe(201);
    expect(await notificationsOf(kemi)).toHaveLength(0);
    expect(await mailsTo(kemi, /connect/)).toHaveLength(0);

    expect((await request(ada, lola)).status).toBe(201);
    expect((await notificationsOf(lola)).map((row) => row.kind)).toEqual(['connection_request']);
    expect(await mailsTo(lola, /connect/)).toHaveLength(0);

    // The control: a member with the default preferences gets both.
    const mona = await signedInMember(server, { fullName: 'Mona Ekpo' });
    ids.set(mona, (await mona.client.json('GET', '/api/v1/me')).body.userId);
    expect((await request(ada, mona)).status).toBe(201);
    expect(await notificationsOf(mona)).toHaveLength(1);
    expect(await mailsTo(mona, /wants to connect/)).toHaveLength(1);
  });
});

describe('lists', () => {
  it('page newest first by cursor without repeating anyone, and count them all', async () => {
    const others = await Promise.all(
      ['Emeka Obi', 'Funke Adeyemi', 'Gbenga Ojo', 'Hauwa Bello', 'Ifeoma Eze'].map((fullName) => signedInMember(server, { fullName })),
    );
    for (const other of others) {
      ids.set(other, (await other.client.json('GET', '/api/v1/me')).body.userId);
      const sent = await request(other, chika);
      expect(sent.status).toBe(201);
      expect((await act(chika, sent.body.connectionId, 'accept')).status).toBe(200);
    }
    const first = await list(chika, 'connections', '?limit=2');
    expect(first.body.total).toBe(5);
    expect(first.body.items.map((item: any) => item.person.fullName)).toEqual(['Ifeoma Eze', 'Hauwa Bello']);
    const second = await list(chika, 'connections', `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item: any) => item.person.fullName)).toEqual(['Gbenga Ojo', 'Funke Adeyemi']);
    const third = await list(chika, 'connections', `?limit=2&cursor=${second.body.nextCursor}`);
    expect(third.body.items.map((item: any) => item.person.fullName)).toEqual(['Emeka Obi']);
    expect(third.body.nextCursor).toBeNull();
    // Each of them sees only their own one connection.
    expect((await list(others[0], 'connections')).body.total).toBe(1);
    expect((await list(chika, 'connections', '?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  });
});
