import type { RealtimeClientFrame, RealtimeServerFrame } from '../../../shared/schemas/realtime';

/** The channel's states (docs/spec/part-1-access-shell-home-search-plans.md §4): joining → joined; leaving → closed on purpose; errored while waiting to rejoin. */
export type RealtimeState = 'joining' | 'joined' | 'leaving' | 'closed' | 'errored';

/** Waits before each rejoin attempt: 1 s, 2 s, 5 s, then 10 s for every later one (docs/spec/part-1-access-shell-home-search-plans.md §4). */
export const REJOIN_WAITS_MS = [1000, 2000, 5000, 10_000] as const;
/** The client pings every 30 s and treats the socket as dead when no answer comes within 10 s (docs/spec/part-1-access-shell-home-search-plans.md §9). */
export const HEARTBEAT_MS = 30_000;
export const PONG_TIMEOUT_MS = 10_000;
/** Close codes from the server (see server/realtime/realtime.routes.ts). */
export const CLOSE_SESSION_ENDED = 4401;

/** The part of the browser's WebSocket the client uses (the `ws` package's matches it too, for tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  url: string;
  /** Opens a socket; the browser's WebSocket by default. */
  createSocket?: (url: string) => SocketLike;
  onFrame(frame: RealtimeServerFrame): void;
  onState?(state: RealtimeState): void;
  /** The server closed the socket because the session ended: do not rejoin. */
  onSessionEnded?(): void;
  /** A connection attempt failed before it was ever joined (the session may have ended). */
  onJoinFailed?(failuresInARow: number): void;
  waits?: readonly number[];
  heartbeatMs?: number;
  pongTimeoutMs?: number;
}

const OPEN = 1;

/**
 * One WebSocket per tab: joins, answers the heartbeat, notices a dead socket (no pong in time), and rejoins with
 * growing waits. Every `ready` frame from the server means "subscribed": the app then catches up on what it missed.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private state: RealtimeState = 'closed';
  private attempt = 0;
  private failuresInARow = 0;
  private rejoinTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private readonly waits: readonly number[];
  private readonly heartbeatMs: number;
  private readonly pongTimeoutMs: number;

  constructor(private readonly options: RealtimeClientOptions) {
    this.waits = options.waits ?? REJOIN_WAITS_MS;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.pongTimeoutMs = options.pongTimeoutMs ?? PONG_TIMEOUT_MS;
  }

  get currentState(): RealtimeState {
    return this.state;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  /** Closes on purpose: no rejoin. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    if (this.socket) {
      this.setState('leaving');
      const socket = this.detach();
      socket.close(1000, 'Leaving');
    }
    this.setState('closed');
  }

  /** Sends a frame when joined; returns false otherwise (typing signals are simply dropped then). */
  send(frame: RealtimeClientFrame): boolean {
    if (this.state !== 'joined' || !this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Rejoin now instead of waiting (e.g. the browser says it is back online). */
  rejoinNow(): void {
    if (this.stopped || this.state === 'joined' || this.state === 'joining') return;
    if (this.rejoinTimer) clearTimeout(this.rejoinTimer);
    this.rejoinTimer = null;
    this.open();
  }

  private open(): void {
    this.setState('joining');
    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.options.url);
    } catch {
      this.lost(false);
      return;
    }
    this.socket = socket;
    let joined = false;
    socket.onmessage = (event) => {
      this.alive();
      let frame: RealtimeServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as RealtimeServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'pong') return;
      if (frame.type === 'ready') {
        joined = true;
        this.attempt = 0;
        this.failuresInARow = 0;
        this.setState('joined');
        this.startHeartbeat();
      }
      this.options.onFrame(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach();
      if (event.code === CLOSE_SESSION_ENDED) {
        this.stopped = true;
        this.clearTimers();
        this.setState('closed');
        this.options.onSessionEnded?.();
        return;
      }
      this.lost(joined);
    };
    socket.onerror = () => {
      // A close event follows; nothing to do here.
    };
  }

  /** The socket is gone (closed, refused, or found dead): wait, then rejoin. */
  private lost(wasJoined: boolean): void {
    this.clearTimers();
    if (this.stopped) return;
    if (!wasJoined) {
      this.failuresInARow += 1;
      this.options.onJoinFailed?.(this.failuresInARow);
    }
    this.setState('errored');
    const wait = this.waits[Math.min(this.attempt, this.waits.length - 1)];
    this.attempt += 1;
    this.rejoinTimer = setTimeout(() => {
      this.rejoinTimer = null;
      if (!this.stopped) this.open();
    }, wait);
  }

  private startHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => {
      if (!this.socket || this.pongTimer) return;
      this.socket.send(JSON.stringify({ type: 'ping' } satisfies RealtimeClientFrame));
      this.pongTimer = setTimeout(() => {
        // No answer in time: the connection is dead even if the browser has not noticed yet.
        this.pongTimer = null;
        const socket = this.detach();
        try {
          socket?.close(4000, 'Heartbeat timeout');
        } catch {
          // already closing
        }
        this.lost(true);
      }, this.pongTimeoutMs);
    }, this.heartbeatMs);
  }

  /** Any frame from the server proves the connection works. */
  private alive(): void {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private detach(): SocketLike {
    const socket = this.socket!;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    this.socket = null;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.alive();
    return socket;
  }

  private clearTimers(): void {
    if (this.rejoinTimer) clearTimeout(this.rejoinTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.rejoinTimer = null;
    this.heartbeatTimer = null;
    this.alive();
  }

  private setState(state: RealtimeState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onState?.(state);
  }
}

/** ws(s)://<this host>/api/realtime */
export const realtimeUrl = (location: { protocol: string; host: string }) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`;
