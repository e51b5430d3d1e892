import { Redis } from 'ioredis';
import type { AddressedEvent, EventBus } from './event-bus';

export interface RedisEventBusOptions {
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
 * cannot publish. ioredis reconnects by itself; an event published while Redis is away is lost for live delivery
 * only — clients catch up from the database when they (re)join.
 */
export async function redisEventBus(options: RedisEventBusOptions): Promise<EventBus> {
  const channel = `${options.channelPrefix}realtime`;
  const redisOptions = { maxRetriesPerRequest: 3, enableAutoPipelining: true, connectionName: 'localhub-realtime' };
  const publisher = new Redis(options.url, redisOptions);
  const subscriber = new Redis(options.url, { ...redisOptions, enableAutoPipelining: false });
  const listeners = new Set<(message: AddressedEvent) => void>();
  let lastError = '';
  for (const [name, connection] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    connection.on('error', (error: Error) => {
      // One line per distinct failure, not one per reconnect attempt.
      if (error.message === lastError) return;
      lastError = error.message;
      options.log.warn({ err: error, connection: name }, 'realtime Redis connection error');
    });
  }

  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    let message: AddressedEvent;
    try {
      message = JSON.parse(payload) as AddressedEvent;
    } catch (error) {
      options.log.error({ err: error }, 'realtime Redis message is not JSON');
      return;
    }
    for (const listener of listeners) listener(message);
  });

  const timeoutMs = options.connectTimeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([subscriber.subscribe(channel), publisher.ping()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Could not reach Redis at REDIS_URL within ${timeoutMs / 1000} s${lastError ? `: ${lastError}` : ''}`)), timeoutMs);
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
      await publisher.publish(channel, JSON.stringify(message));
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
