import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailSchema } from '../../shared/schemas/auth';
import type { AppContext } from '../app-context';
import { inputProblem } from '../http/input-guard';
import { accountLimits } from './account-limits';
import { requestHeaders } from './session';
import { waitValues } from '../http/rate-limiter';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translate';
import { msg, type Translatable } from '../../shared/i18n/msg';
import { BETTER_AUTH_MESSAGES } from './auth-messages';
import { refundSignIn, signInRules } from './sign-in-limiter';

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/username']);
const RESET_REQUEST_PATH = '/api/auth/request-password-reset';
const RESET_ANSWER = msg('If this email exists in our system, check your email for the reset link');

function badRequest(request: FastifyRequest, reply: FastifyReply, message: string) {
  return reply.status(400).send({ code: 'VALIDATION_FAILED', message: translate(requestLanguage(request), message) });
}

function tooMany(request: FastifyRequest, reply: FastifyReply, wait: number, message: Translatable) {
  return reply
    .status(429)
    .header('retry-after', String(wait))
    .send({ code: 'RATE_LIMITED', message: translate(requestLanguage(request), message) });
}

/**
 * A Better Auth error answer ({ code, message, … }) in the reader's language: its own messages a member meets by their
 * code, ours (auth.ts) by their text, the suspension notice with its values; anything else as it came.
 */
function translatedError(request: FastifyRequest, body: Buffer): Buffer {
  let error: unknown;
  try {
    error = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return body;
  const { translatable, ...answer } = error as { code?: unknown; message?: unknown; translatable?: Translatable };
  if (typeof answer.message !== 'string') return body;
  const known =
    typeof answer.code === 'string' && Object.hasOwn(BETTER_AUTH_MESSAGES, answer.code) ? BETTER_AUTH_MESSAGES[answer.code] : null;
  const message = translate(requestLanguage(request), translatable ?? known ?? answer.message);
  return Buffer.from(JSON.stringify({ ...answer, message }));
}

/** Mounts Better Auth's handler under /api/auth, behind our input checks and rate limits. */
export async function authRoutes(app: FastifyInstance, { auth, env, limiter }: AppContext): Promise<void> {
  const signInLimits = {
    perIp: env.SIGN_IN_LIMIT_PER_IP,
    perAccount: env.SIGN_IN_LIMIT_PER_ACCOUNT,
    windowMs: env.SIGN_IN_LIMIT_WINDOW_SECONDS * 1000,
    perAccountAllAddresses: env.SIGN_IN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES,
    accountWindowMs: env.SIGN_IN_LIMIT_ACCOUNT_WINDOW_SECONDS * 1000,
  };
  const limits = accountLimits(limiter, env);
  // Reset requests finish after their answer; closing waits for them, so none is cut off mid-way.
  const background = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...background]);
  });

  // Apple answers with a form post; Better Auth reads the raw form itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  function forward(request: FastifyRequest): Promise<Response> {
    const url = new URL(request.url, env.PUBLIC_URL);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    return auth.handler(
      new Request(url, {
        method: request.method,
        headers: requestHeaders(request),
        body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
      }),
    );
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0];
    let decodedUrl: string;
    try {
      decodedUrl = decodeURIComponent(request.url);
    } catch {
      return badRequest(request, reply, msg('The address is not valid.'));
    }
    const problem = decodedUrl.includes('\u0000') ? 'nul' : inputProblem(request.body);
    if (problem === 'nul') return badRequest(request, reply, msg('Text cannot contain NUL characters.'));
    if (problem === 'too-deep') return badRequest(request, reply, msg('The request body is nested too deeply.'));

    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email : undefined;
    let signInAccount: string | undefined;

    if (request.method === 'POST' && SIGN_IN_PATHS.has(path)) {
      signInAccount = email ?? (typeof body.username === 'string' ? body.username : undefined);
      const wait = await limiter.hit(signInRules(signInLimits, request.ip, signInAccount));
      if (wait !== null)
        return tooMany(
          request,
          reply,
          wait,
          msg(
            'Too many sign-in attempts. Please wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}} and try again.',
            waitValues(wait),
          ),
        );
    }
    if (request.method === 'POST' && path === '/api/auth/sign-up/email') {
      const limited = await limits.check('sign-up', email, request.ip);
      if (limited) return tooMany(request, reply, limited.wait, limited.message);
    }
    if (request.method === 'POST' && path === RESET_REQUEST_PATH) {
      const parsed = emailSchema.safeParse(body.email);
      if (!parsed.success) return badRequest(request, reply, parsed.error.issues[0].message);
      const redirectTo = body.redirectTo;
      if (redirectTo !== undefined && (typeof redirectTo !== 'string' || !/^\/(?![/\\])/.test(redirectTo))) {
        return badRequest(request, reply, 'redirectTo must be a path of this site.');
      }
      const limited = await limits.check('password-reset', parsed.data, request.ip);
      if (limited) return tooMany(request, reply, limited.wait, limited.message);
      // The same answer, at once, whether or not the address has an account: the lookup, the token and the email
      // happen after the reply, so its timing tells nothing.
      reply.status(200).send({ status: true, message: translate(requestLanguage(request), RESET_ANSWER) });
      const work = forward(request).then(
        (response) => {
          if (!response.ok) request.log.warn({ status: response.status }, 'password reset request failed');
        },
        (error: unknown) => request.log.error({ err: error }, 'password reset request failed'),
      );
      background.add(work);
      void work.finally(() => background.delete(work));
      return reply;
    }

    const response = await forward(request);
    if (signInAccount && response.ok) await refundSignIn(limiter, request.ip, signInAccount);

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send(null);
    const answer = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('application/json');
    return reply.send(!response.ok && json ? translatedError(request, answer) : answer);
  }

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: handle });
}
