import { Redis } from 'ioredis';
import type { AddressedPush, PushBus } from './push-bus';

export interface RedisPushBusOptions {
  url: string;
  /** Prepended to the channel name, so several deployments (or test runs) can share one Redis. */
  channelPrefix: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How long start-up waits for Redis before failing with a clear message. */
  connectTimeoutMs?: number;
}

/**
 * Fan-out across server processes through Redis pub/sub: every process publishes to one channel and delivers what it
 * receives (its own events included) to the sockets it holds. Two connections, because a subscribed Redis connection
 * cannot publish. ioredis reconnects by itself; a push published while Redis is away is lost for live delivery
 * only — clients catch up from the database when they (re)join.
 */
export async function redisPushBus(options: RedisPushBusOptions): Promise<PushBus> {
  const channel = `${options.channelPrefix}realtime`;
  const redisOptions = { maxRetriesPerRequest: 3, enableAutoPipelining: true, connectionName: 'localhub-realtime' };
  const publisher = new Redis(options.url, redisOptions);
  const subscriber = new Redis(options.url, { ...redisOptions, enableAutoPipelining: false });
  const listeners = new Set<(message: AddressedPush) => void>();
  let lastError = '';
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) => {
      // One line per distinct failure, not one per reconnect attempt.
      if (error.message === lastError) return;
      lastError = error.message;
      options.log.warn({ err: error, connection: name }, 'realtime Redis connection error');
    });
  }

  // A message is the recipients as JSON, a newline, then the push as JSON (JSON text never holds a raw newline).
  // Each process reads only the recipients; the push is parsed only if asked for, and its text goes to the sockets
  // as it came — most events are for members connected to another process.
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const cut = payload.indexOf('\n');
    let recipients: string[];
    try {
      recipients = JSON.parse(payload.slice(0, cut)) as string[];
      if (cut < 0 || !Array.isArray(recipients)) throw new Error('no recipients line');
    } catch (error) {
      options.log.error({ err: error }, 'realtime Redis message is malformed');
      return;
    }
    const frame = payload.slice(cut + 1);
    let push: AddressedPush['push'] | undefined;
    const message: AddressedPush = {
      recipients,
      frame,
      get push() {
        push ??= JSON.parse(frame) as AddressedPush['push'];
        return push;
      },
    };
    for (const listener of listeners) listener(message);
  });

  const timeoutMs = options.connectTimeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([subscriber.subscribe(channel), publisher.ping()]),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Could not reach Redis at REDIS_URL within ${timeoutMs / 1000} s${lastError ? `: ${lastError}` : ''}`)),
          timeoutMs,
        );
      }),
    ]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  return {
    async publish(message) {
      await publisher.publish(channel, `${JSON.stringify(message.recipients)}\n${message.frame ?? JSON.stringify(message.push)}`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
