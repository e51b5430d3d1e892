import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { realtimeClientFrameSchema } from '../../shared/schemas/realtime';
import type { AppContext } from '../app-context';
import { getViewer } from '../auth/session';
import { originPolicy } from '../http/trusted-origins';
import { CLOSE_SESSION_ENDED, RealtimeHub, sendFrame, type Connection } from './realtime-hub';
import { liveSessionIds } from './sessions.repository';

export { CLOSE_SESSION_ENDED };

/** Close codes the client understands: the session ended (sign in again) or too many tabs. */
export const CLOSE_TOO_MANY = 4429;
/** A member's typing signal to one partner is forwarded at most this often. */
const TYPING_INTERVAL_MS = 1000;
const MAX_FRAME_BYTES = 4096;

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ error: { code, message } });

/**
 * The realtime channel: one WebSocket per browser tab at /api/realtime, opened only with a valid session cookie and
 * from the app's own origin. The server pings every REALTIME_HEARTBEAT_SECONDS and drops sockets that stop answering
 * or whose session has ended; the client pings too (and reconnects when the pong does not come).
 */
export interface RealtimeRoutesOptions extends AppContext {
  /**
   * Forwards a typing signal when the messaging rules allow it; true when it was sent. Given by the messages feature
   * (infrastructure does not import features).
   */
  relayTyping(fromUserId: string, toUserId: string): Promise<boolean>;
}

export async function realtimeRoutes(fastify: FastifyInstance, context: RealtimeRoutesOptions): Promise<void> {
  const { auth, env, db } = context;
  // The same origins the API trusts: in development also the page's own address (localhost or 127.0.0.1).
  const origins = originPolicy(env);
  const hub = new RealtimeHub(context.bus);

  await fastify.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  // Each socket is pinged once per heartbeat period, but the sockets are spread over its seconds: pings and a session
  // check for thousands of sockets at one instant hold up the messages being delivered meanwhile.
  const slots = env.REALTIME_HEARTBEAT_SECONDS;
  let nextSlot = 0;
  let tick = 0;
  const heartbeat = setInterval(() => void beat(tick++ % slots), 1000);
  heartbeat.unref();
  fastify.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.close();
  });

  async function beat(slot: number) {
    const connections = hub.connections().filter((connection) => connection.slot === slot);
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    // One query for this second's sockets: those whose session was signed out or expired are closed.
    try {
      const live = await liveSessionIds(db, [...new Set(connections.map((c) => c.sessionId))]);
      for (const connection of connections) {
        if (!live.has(connection.sessionId)) connection.socket.close(CLOSE_SESSION_ENDED, 'Session ended');
      }
    } catch (error) {
      fastify.log.warn({ err: error }, 'realtime session check failed');
    }
  }

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.isTrusted(origin, request.headers.host)) {
      return refuse(reply, 403, 'FORBIDDEN', 'The realtime channel only accepts connections from the LocalHub app.');
    }
    const viewer = await getViewer(auth, request);
    if (!viewer) return refuse(reply, 401, 'UNAUTHORIZED', 'Please sign in to continue.');
  };

  fastify.get('/api/realtime', { websocket: true, onRequest: authenticate, schema: { hide: true } }, async (socket, request) => {
    const viewer = await getViewer(auth, request);
    if (!viewer) {
      socket.close(CLOSE_SESSION_ENDED, 'Session ended');
      return;
    }
    const connection: Connection = { userId: viewer.userId, sessionId: viewer.sessionId, socket, alive: true, slot: nextSlot++ % slots };
    const lastTyping = new Map<string, number>();
    const typingInFlight = new Set<string>();
    // Settles once every typing signal this socket sent so far has been relayed or dropped.
    let handled: Promise<unknown> = Promise.resolve();

    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => hub.remove(connection));
    socket.on('message', (data, isBinary) => {
      connection.alive = true;
      if (isBinary) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        return;
      }
      const frame = realtimeClientFrameSchema.safeParse(parsed);
      if (!frame.success) return;
      if (frame.data.type === 'ping') {
        // A pong also says that what the client sent before it has been dealt with.
        void handled.then(() => sendFrame(connection, { type: 'pong' }));
        return;
      }
      const to = frame.data.to;
      const now = Date.now();
      // At most one relayed signal a second per partner, and one check at a time (each costs a query).
      if (typingInFlight.has(to) || typingInFlight.size >= 5 || now - (lastTyping.get(to) ?? 0) < TYPING_INTERVAL_MS) return;
      typingInFlight.add(to);
      const relay = context
        .relayTyping(connection.userId, to)
        .then((relayed) => {
          if (!relayed) return;
          if (lastTyping.size > 100) lastTyping.clear();
          lastTyping.set(to, Date.now());
        })
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'typing relay failed'))
        .finally(() => typingInFlight.delete(to));
      handled = Promise.all([handled, relay]);
    });

    if (socket.readyState !== socket.OPEN) return;
    if (!hub.add(connection)) {
      socket.close(CLOSE_TOO_MANY, 'Too many open tabs');
      return;
    }
    // Subscribed: from here on nothing addressed to this member is missed, so the client catches up once now.
    sendFrame(connection, { type: 'ready', userId: viewer.userId });
  });
}
