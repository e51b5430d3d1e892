import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import type { RealtimeServerFrame } from '../../src/shared/schemas/realtime';
import type { TestMember } from '../support/members';
import { HttpClient } from '../support/http-client';
import { listenOn, templateCopy, type TestServer } from '../support/test-server';

/** A real WebSocket to /api/realtime with a member's cookies, recording every frame it receives. */
export interface TestSocket {
  ws: WebSocket;
  frames: RealtimeServerFrame[];
  /** Resolves with the first frame (received earlier or later) that matches, not yet taken by an earlier `next`. */
  next<T extends RealtimeServerFrame['type']>(
    type: T,
    match?: (frame: Extract<RealtimeServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeServerFrame, { type: T }>>;
  /** The frames received so far other than `ready` and `pong`. */
  pushes(): RealtimeServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export const wsUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/api/realtime`;

const cookieHeader = (client: HttpClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Opens the member's socket and waits for the server's `ready` (subscribed). */
export async function openSocket(
  baseUrl: string,
  member: TestMember | HttpClient,
  options: { autoPong?: boolean; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const client = member instanceof HttpClient ? member : member.client;
  const ws = new WebSocket(wsUrl(baseUrl), {
    headers: { origin: baseUrl, cookie: cookieHeader(client), ...options.headers },
    autoPong: options.autoPong ?? true,
  });
  const frames: RealtimeServerFrame[] = [];
  const taken = new Set<number>();
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    pushes: () => frames.filter((frame) => frame.type !== 'ready' && frame.type !== 'pong'),
    next(type, match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${type}" frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`)),
          timeoutMs,
        );
        const look = () => {
          const index = frames.findIndex((frame, i) => !taken.has(i) && frame.type === type && (!match || match(frame as never)));
          if (index >= 0) {
            taken.add(index);
            clearTimeout(timer);
            resolve(frames[index] as never);
          } else waiters.push(look);
        };
        look();
      });
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
  });
  await socket.next('ready');
  return socket;
}

/** Tries to open a socket with these headers; resolves with the HTTP status of the refusal, or 101 when it opened. */
export function handshakeStatus(baseUrl: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(baseUrl), { headers });
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A ping answered: the server answers once it has dealt with what this socket sent before, and the pong arrives after
 * anything the server sent to this socket before it. The barrier for "this frame never came".
 */
export async function settled(socket: TestSocket, timeoutMs = 5000): Promise<void> {
  const before = socket.frames.length;
  socket.ws.send(JSON.stringify({ type: 'ping' }));
  const deadline = Date.now() + timeoutMs;
  while (!socket.frames.slice(before).some((frame) => frame.type === 'pong')) {
    if (Date.now() > deadline) throw new Error(`no pong within ${timeoutMs} ms`);
    await sleep(5);
  }
}

/**
 * Several app instances (separate Fastify servers, as separate processes would be) on ONE database, each with its
 * own port and PUBLIC_URL, sharing the auth secret, with these env overrides (e.g. REDIS_URL and a channel prefix).
 */
export async function startServerGroup(
  count: number,
  envOverrides: Record<string, string>,
): Promise<{ servers: TestServer[]; close(): Promise<void> }> {
  const database = await templateCopy();
  const authSecret = randomBytes(32).toString('hex');
  const servers: TestServer[] = [];
  for (let i = 0; i < count; i++) servers.push(await listenOn(database.url, envOverrides, { authSecret }));
  return {
    servers,
    async close() {
      for (const server of servers) await server.close();
      await database.drop();
    },
  };
}

/** The same member's cookies, for talking to another instance of the group. */
export function clientOn(server: TestServer, member: TestMember): HttpClient {
  const client = server.client();
  for (const [key, value] of member.client.cookies) client.cookies.set(key, value);
  return client;
}
