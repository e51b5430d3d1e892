import type { RealtimeEvent } from '../../shared/schemas/realtime';

/** An event addressed to members: delivered to every open connection of each recipient, in any server process. */
export interface AddressedEvent {
  recipients: string[];
  event: RealtimeEvent;
  /** The event already serialized, when it arrived that way (from Redis): sent to sockets as is. */
  frame?: string;
}

/**
 * Fan-out between server processes: in-process by default, Redis pub/sub when REDIS_URL is set. Publishers do not
 * know where the recipients are connected; every process delivers to its own sockets.
 */
export interface EventBus {
  publish(message: AddressedEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: AddressedEvent) => void): () => void;
  close(): Promise<void>;
}
