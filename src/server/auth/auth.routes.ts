import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { requestHeaders } from './session';
import { redisSignInLimiter } from './redis-sign-in-limiter';
import { describeWait, memorySignInLimiter } from './sign-in-limiter';

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/username']);

/** Mounts Better Auth's handler under /api/auth, behind the sign-in rate limit. */
export async function authRoutes(app: FastifyInstance, { auth, env }: AppContext): Promise<void> {
  const limits = {
    perIp: env.SIGN_IN_LIMIT_PER_IP,
    perAccount: env.SIGN_IN_LIMIT_PER_ACCOUNT,
    windowMs: env.SIGN_IN_LIMIT_WINDOW_SECONDS * 1000,
  };
  // With Redis the counters are shared by every server process; without it each process counts its own.
  const limiter = env.REDIS_URL
    ? redisSignInLimiter(limits, { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX, log: app.log })
    : memorySignInLimiter(limits);
  app.addHook('onClose', () => limiter.close());

  // Apple answers with a form post; Better Auth reads the raw form itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0];
    if (request.method === 'POST' && SIGN_IN_PATHS.has(path)) {
      const body = (request.body ?? {}) as { email?: unknown; username?: unknown };
      const account = typeof body.email === 'string' ? body.email : typeof body.username === 'string' ? body.username : undefined;
      const wait = await limiter.attempt(request.ip, account);
      if (wait !== null) {
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .send({
            code: 'RATE_LIMITED',
            message: `Too many sign-in attempts. Please wait ${describeWait(wait)} and try again.`,
          });
      }
    }

    const url = new URL(request.url, env.PUBLIC_URL);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: requestHeaders(request),
        body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
      }),
    );

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: handle });
}
