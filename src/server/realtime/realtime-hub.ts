import type { WebSocket } from 'ws';
import type { RealtimeServerFrame } from '../../shared/schemas/realtime';
import type { AddressedPush, PushBus } from './push-bus';

/** A member's open socket, with what the heartbeat and the session check need. */
export interface Connection {
  userId: string;
  sessionId: string;
  socket: WebSocket;
  /** Cleared at each heartbeat, set again by the pong; a socket still unanswered at the next beat is dead. */
  alive: boolean;
  /** The second of the heartbeat period at which this socket is pinged and its session checked. */
  slot: number;
}

/** A socket that has this much unsent data is too slow to keep up: it is dropped and catches up when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
export const MAX_CONNECTIONS_PER_MEMBER = 20;
/** Close code the client understands as "the session ended: sign in again". */
export const CLOSE_SESSION_ENDED = 4401;

/**
 * The sockets this process holds, by member. Every push from the bus (this process's or, with Redis, any other's)
 * goes to the open sockets of its recipients here, and nowhere else.
 */
export class RealtimeHub {
  private readonly byMember = new Map<string, Set<Connection>>();
  private readonly unsubscribe: () => void;

  constructor(bus: PushBus) {
    this.unsubscribe = bus.subscribe((message) => this.deliver(message));
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.byMember.values()) count += set.size;
    return count;
  }

  connections(): Connection[] {
    return [...this.byMember.values()].flatMap((set) => [...set]);
  }

  /** False when the member already has the maximum number of sockets open. */
  add(connection: Connection): boolean {
    let set = this.byMember.get(connection.userId);
    if (!set) {
      set = new Set();
      this.byMember.set(connection.userId, set);
    }
    if (set.size >= MAX_CONNECTIONS_PER_MEMBER) return false;
    set.add(connection);
    return true;
  }

  remove(connection: Connection): void {
    const set = this.byMember.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byMember.delete(connection.userId);
  }

  deliver(message: AddressedPush): void {
    let frame: string | undefined;
    for (const userId of new Set(message.recipients)) {
      const set = this.byMember.get(userId);
      if (!set) continue;
      frame ??= message.frame ?? JSON.stringify(message.push);
      for (const connection of set) sendFrame(connection, frame);
      if (message.push.type === 'session.ended') {
        for (const connection of set) connection.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
      }
    }
  }

  close(): void {
    this.unsubscribe();
    for (const connection of this.connections()) connection.socket.close(1001, 'Server stopping');
    this.byMember.clear();
  }
}

export function sendFrame(connection: Connection, frame: RealtimeServerFrame | string): void {
  const { socket } = connection;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
}
