import type { RealtimePush } from '../../shared/schemas/realtime';

/** A push addressed to members: delivered to every open connection of each recipient, in any server process. */
export interface AddressedPush {
  recipients: string[];
  push: RealtimePush;
  /** The push already serialized, when it arrived that way (from Redis): sent to sockets as is. */
  frame?: string;
}

/**
 * Fan-out between server processes: in-process by default, Redis pub/sub when REDIS_URL is set. Publishers do not
 * know where the recipients are connected; every process delivers to its own sockets.
 */
export interface PushBus {
  publish(message: AddressedPush): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: AddressedPush) => void): () => void;
  close(): Promise<void>;
}
