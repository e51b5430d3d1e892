import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RealtimeServerFrame } from '../../src/shared/schemas/realtime';
import { REJOIN_WAITS_MS, RealtimeClient, type RealtimeState, type SocketLike } from '../../src/web/features/realtime/realtime-client';
import { signedInMember, type TestMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';
import { sleep } from './realtime-support';

/**
 * A TCP proxy between the client and the real server, standing in for the network: it can refuse new connections,
 * cut the open ones, or silently stop forwarding (a dead connection neither side has noticed).
 */
interface Proxy {
  port: number;
  /** When each connection attempt reached the proxy. */
  attempts: number[];
  mode: 'pass' | 'refuse';
  cutAll(): void;
  blackholeAll(): void;
  close(): Promise<void>;
}

function startProxy(targetPort: number): Promise<Proxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket; forwarding: boolean }>();
  const proxy: Partial<Proxy> & { attempts: number[]; mode: Proxy['mode'] } = { attempts: [], mode: 'pass' };
  const server: Server = createServer((client) => {
    proxy.attempts.push(Date.now());
    if (proxy.mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    const pair = { client, upstream, forwarding: true };
    pairs.add(pair);
    client.on('data', (data) => pair.forwarding && upstream.write(data));
    upstream.on('data', (data) => pair.forwarding && client.write(data));
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of [client, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      Object.assign(proxy, {
        port: typeof address === 'object' && address ? address.port : 0,
        cutAll() {
          for (const pair of pairs) {
            pair.client.destroy();
            pair.upstream.destroy();
          }
        },
        blackholeAll() {
          for (const pair of pairs) pair.forwarding = false;
        },
        close: () =>
          new Promise<void>((done) => {
            proxy.cutAll!();
            server.close(() => done());
          }),
      });
      resolve(proxy as Proxy);
    }),
  );
}

let server: TestServer;
let member: TestMember;
let proxy: Proxy;
beforeAll(async () => {
  server = await startTestServer({ REALTIME_HEARTBEAT_SECONDS: '1' });
  member = await signedInMember(server, { fullName: 'Kemi Reconnect' });
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

/** The web app's client, with a `ws` socket carrying the member's cookie and the app's Origin, through the proxy. */
function client(options: { waits?: readonly number[]; heartbeatMs?: number; pongTimeoutMs?: number; onSessionEnded?(): void } = {}) {
  const frames: Array<RealtimeServerFrame & { at: number }> = [];
  const states: Array<{ state: RealtimeState; at: number }> = [];
  const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const realtime = new RealtimeClient({
    url: `ws://127.0.0.1:${proxy.port}/api/realtime`,
    createSocket: (url) => new WebSocket(url, { headers: { origin: server.url, cookie } }) as unknown as SocketLike,
    onFrame: (frame) => frames.push({ ...frame, at: Date.now() }),
    onState: (state) => states.push({ state, at: Date.now() }),
    ...options,
  });
  return { realtime, frames, states, readies: () => frames.filter((frame) => frame.type === 'ready').length };
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('the web realtime client against the real server', () => {
  it("uses the spec's rejoin waits: 1, 2, 5, then 10 s", () => {
    expect(REJOIN_WAITS_MS).toEqual([1000, 2000, 5000, 10_000]);
  });

  it('rejoins after a dropped connection with the growing waits (a tenth of the real ones here)', { timeout: 30_000 }, async () => {
    const waitsMs = REJOIN_WAITS_MS.map((wait) => wait / 10);
    proxy = await startProxy(Number(new URL(server.url).port));
    const { realtime, states, readies } = client({ waits: waitsMs });
    realtime.start();
    await until(() => readies() === 1, 5000);
    expect(realtime.currentState).toBe('joined');

    proxy.mode = 'refuse';
    const cutAt = Date.now();
    proxy.cutAll();
    // Attempts 1–4 are refused; the fifth, the longest wait after the fourth, gets through.
    await until(() => proxy.attempts.length === 5, 10_000);
    proxy.mode = 'pass';
    await until(() => readies() === 2, 5000);

    const retries = proxy.attempts.slice(1);
    const waits = [retries[0] - cutAt, ...retries.slice(1).map((at, i) => at - retries[i])];
    const expected = [...waitsMs, waitsMs.at(-1)!];
    expect(waits).toHaveLength(5);
    waits.forEach((wait, i) => {
      expect(wait, `wait ${i + 1}: ${waits.join(', ')}`).toBeGreaterThanOrEqual(expected[i] - 20);
      expect(wait, `wait ${i + 1}: ${waits.join(', ')}`).toBeLessThan(expected[i] + 300);
    });
    expect(states.map((s) => s.state)).toEqual([
      'joining',
      'joined',
      'errored',
      'joining',
      'errored',
      'joining',
      'errored',
      'joining',
      'errored',
      'joining',
      'errored',
      'joining',
      'joined',
    ]);
    // Joined again, the wait starts from the first one at the next drop.
    const againAt = Date.now();
    proxy.cutAll();
    await until(() => readies() === 3, 5000);
    expect(proxy.attempts.at(-1)! - againAt).toBeLessThan(waitsMs[0] + 300);
    realtime.stop();
    expect(realtime.currentState).toBe('closed');
    await proxy.close();
  });

  it('notices a dead connection when the pong does not come, and rejoins', async () => {
    proxy = await startProxy(Number(new URL(server.url).port));
    const heartbeatMs = 300;
    const { realtime, states, readies } = client({ heartbeatMs, pongTimeoutMs: 300 });
    realtime.start();
    await until(() => readies() === 1, 5000);
    // Pings are answered while the connection works: it stays joined over three heartbeats.
    await sleep(3 * heartbeatMs);
    expect(realtime.currentState).toBe('joined');
    expect(proxy.attempts).toHaveLength(1);

    // The network silently stops carrying anything; no close ever reaches the client.
    const deadAt = Date.now();
    proxy.blackholeAll();
    await until(() => states.some((s) => s.state === 'errored'), 3000);
    const noticed = states.find((s) => s.state === 'errored')!.at - deadAt;
    expect(noticed).toBeLessThan(900);
    await until(() => readies() === 2, 5000);
    expect(proxy.attempts).toHaveLength(2);
    realtime.stop();
    await proxy.close();
  });

  it('stops for good when the server ends the session', async () => {
    proxy = await startProxy(Number(new URL(server.url).port));
    let ended = 0;
    const waits = [100];
    const { realtime, readies } = client({ waits, onSessionEnded: () => (ended += 1) });
    realtime.start();
    await until(() => readies() === 1, 5000);
    expect((await member.client.post('/api/auth/sign-out', {})).status).toBe(200);
    await until(() => ended === 1, 5000);
    expect(realtime.currentState).toBe('closed');
    const attempts = proxy.attempts.length;
    // No rejoin attempt over several rejoin waits.
    await sleep(5 * waits[0]);
    expect(proxy.attempts).toHaveLength(attempts);
    await proxy.close();
  });
});
