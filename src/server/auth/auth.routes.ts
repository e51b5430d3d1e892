import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emailSchema } from '../../shared/schemas/auth';
import type { AppContext } from '../app-context';
import { inputProblem } from '../http/input-guard';
import { accountLimits, type AccountAction } from './account-limits';
import { AUTH_BASE_PATH, canonicalAuthUrl } from './auth-path';
import { getViewer, requestHeaders } from './session';
import { waitValues } from '../http/rate-limiter';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translate';
import { msg, type Translatable } from '../../shared/i18n/msg';
import { BETTER_AUTH_MESSAGES } from './auth-messages';
import { checkAccountPhone, PHONE_RULES } from '../../shared/phone-rules';
import type { PhoneCodes } from './phone-codes';
import { CHANNEL_HEADER, PHONE_RESET_PATH } from './phone-sign-in';
import { CLIENT_IP_HEADER, PHONE_FACTOR_ENABLE_PATH } from './phone-second-factor';
import { refundSignIn, signInAccountKey, signInRules } from './sign-in-limiter';

/** The sign-in endpoints, with the body field that names the account. */
const SIGN_IN_IDENTIFIER: Readonly<Record<string, string>> = {
  [`${AUTH_BASE_PATH}/sign-in/email`]: 'email',
  [`${AUTH_BASE_PATH}/sign-in/username`]: 'username',
  [`${AUTH_BASE_PATH}/sign-in/phone-number`]: 'phoneNumber',
};
/** The phone plugin's endpoints that send a code to the number, and those that check one. */
const PHONE_SEND_PATHS: ReadonlySet<string> = new Set([
  `${AUTH_BASE_PATH}/phone-number/send-otp`,
  `${AUTH_BASE_PATH}/phone-number/request-password-reset`,
]);
const PHONE_CHECK_PATHS: ReadonlySet<string> = new Set([`${AUTH_BASE_PATH}/phone-number/verify`, `${AUTH_BASE_PATH}${PHONE_RESET_PATH}`]);
const PHONE_SEND_PATH = `${AUTH_BASE_PATH}/phone-number/send-otp`;
const PHONE_VERIFY_PATH = `${AUTH_BASE_PATH}/phone-number/verify`;
/** The phone plugin's endpoints that take a number: it reaches Better Auth normalised (+234…), or is refused naming the rule. */
const PHONE_PATHS: ReadonlySet<string> = new Set([...PHONE_SEND_PATHS, ...PHONE_CHECK_PATHS, `${AUTH_BASE_PATH}/sign-in/phone-number`]);
const SIGN_UP_PATH = `${AUTH_BASE_PATH}/sign-up/email`;
const RESET_REQUEST_PATH = `${AUTH_BASE_PATH}/request-password-reset`;
const VERIFICATION_EMAIL_PATH = `${AUTH_BASE_PATH}/send-verification-email`;
/**
 * Endpoints that check the member's current password, with the count they meet: change-password shares its count with
 * /api/v1/me/password, and the two-factor ones are counted with it (verify-password is turned off in auth.ts).
 */
const PASSWORD_CHECKS: Readonly<Record<string, AccountAction>> = {
  [`${AUTH_BASE_PATH}/change-password`]: 'change-password',
  [`${AUTH_BASE_PATH}/two-factor/enable`]: 'password-check',
  [`${AUTH_BASE_PATH}/two-factor/disable`]: 'password-check',
  [`${AUTH_BASE_PATH}/two-factor/get-totp-uri`]: 'password-check',
  [`${AUTH_BASE_PATH}/two-factor/generate-backup-codes`]: 'password-check',
  [`${AUTH_BASE_PATH}${PHONE_FACTOR_ENABLE_PATH}`]: 'password-check',
};
const RESET_ANSWER = msg('If this email exists in our system, check your email for the reset link');
const CODE_SENT_BY_EMAIL = msg('We sent the code to your email {email}');

/** A body's fields as Better Auth reads them: a JSON object, or a form, which the form parser hands through as text. */
function bodyFields(body: unknown): Record<string, unknown> {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The body with one field replaced, in the encoding it came in. */
function withField(body: unknown, name: string, value: string): unknown {
  if (typeof body !== 'string') return { ...bodyFields(body), [name]: value };
  const form = new URLSearchParams(body);
  form.set(name, value);
  return form.toString();
}

/** A redirect target inside this site: a path, not `//host` or `/\\host`; absent is fine. */
const isSitePath = (value: unknown) => value === undefined || (typeof value === 'string' && /^\/(?![/\\])/.test(value));

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

/**
 * Which way a sign-in code went (SMS, or WhatsApp when asked for or past the day's SMS budget), for the form to say; when
 * it went to the account's email, which one, masked. Only a number with an account can get that answer (decision 0036).
 */
async function codeSentAnswer(request: FastifyRequest, codes: PhoneCodes, phone: string) {
  const channel = await codes.latestChannel(phone);
  const email = channel === 'email' ? await codes.maskedAccountEmail(phone) : null;
  if (!email) return { status: true, channel };
  return { status: true, channel, message: translate(requestLanguage(request), CODE_SENT_BY_EMAIL, { email }) };
}

/** Mounts Better Auth's handler under /api/auth, behind our input checks and rate limits. */
export async function authRoutes(app: FastifyInstance, { auth, env, limiter, phoneSignIn }: AppContext): Promise<void> {
  const signInLimits = {
    perIp: env.SIGN_IN_LIMIT_PER_IP,
    perAccount: env.SIGN_IN_LIMIT_PER_ACCOUNT,
    windowMs: env.SIGN_IN_LIMIT_WINDOW_SECONDS * 1000,
    perAccountAllAddresses: env.SIGN_IN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES,
    accountWindowMs: env.SIGN_IN_LIMIT_ACCOUNT_WINDOW_SECONDS * 1000,
  };
  const limits = accountLimits(limiter, env);
  // Reset and verification requests finish after their answer; closing waits for them, so none is cut off mid-way.
  const background = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...background]);
  });

  // Apple answers with a form post; Better Auth reads the raw form itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** Hands the request to Better Auth at its canonical URL, the one our limits judged, with the body they judged. */
  function forward(
    request: FastifyRequest,
    url: URL,
    body: unknown = request.body,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined;
    const headers = requestHeaders(request);
    headers.set(CLIENT_IP_HEADER, request.ip);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    return auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      }),
    );
  }

  /**
   * Answers at once with the same words whether or not the address has an account; the lookup, the token and the
   * email happen after the reply, so its timing tells nothing.
   */
  function answerNowFinishLater(request: FastifyRequest, reply: FastifyReply, url: URL, answer: object) {
    reply.status(200).send(answer);
    const work = forward(request, url).then(
      (response) => {
        if (!response.ok) request.log.warn({ status: response.status, path: url.pathname }, 'account email request failed');
      },
      (error: unknown) => request.log.error({ err: error, path: url.pathname }, 'account email request failed'),
    );
    background.add(work);
    void work.finally(() => background.delete(work));
    return reply;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    let decodedUrl: string;
    try {
      decodedUrl = decodeURIComponent(request.url);
    } catch {
      return badRequest(request, reply, msg('The address is not valid.'));
    }
    const problem = decodedUrl.includes('\u0000') ? 'nul' : inputProblem(request.body);
    if (problem === 'nul') return badRequest(request, reply, msg('Text cannot contain NUL characters.'));
    if (problem === 'too-deep') return badRequest(request, reply, msg('The request body is nested too deeply.'));
    // Every spelling of a path (dot segments, %2e, a fragment, doubled slashes…) is judged and served as one.
    const url = canonicalAuthUrl(request.url, env.PUBLIC_URL);
    if (!url) return badRequest(request, reply, msg('The address is not valid.'));
    const path = url.pathname;
    const post = request.method === 'POST';
    let body = request.body;
    let fields = bodyFields(body);
    const json = typeof body === 'object' && body !== null;
    let signInAccount: string | undefined;

    // A number in any of its spellings (0803…, +234 803…, 234803…) names one account; one that cannot receive codes is refused.
    let phone: string | undefined;
    if (phoneSignIn && post && PHONE_PATHS.has(path) && typeof fields.phoneNumber === 'string') {
      const checked = checkAccountPhone(fields.phoneNumber, phoneSignIn.countryCodes);
      if (!checked.ok) {
        const message = PHONE_RULES[checked.rule];
        return reply.status(400).send({
          code: 'INVALID_PHONE_NUMBER',
          rule: checked.rule,
          message: translate(requestLanguage(request), message, { codes: phoneSignIn.countryCodes.map((code) => `+${code}`).join(', ') }),
          field: 'phoneNumber',
        });
      }
      phone = checked.phone;
      body = withField(body, 'phoneNumber', phone);
      fields = bodyFields(body);
    }
    if (phoneSignIn && phone && PHONE_SEND_PATHS.has(path)) {
      const limited = await phoneSignIn.limits.send(phone, request.ip);
      if (limited) return tooMany(request, reply, limited.wait, limited.message);
    }
    if (phoneSignIn && phone && PHONE_CHECK_PATHS.has(path)) {
      // Every code typed counts (a right one is given back below): a number guessed at cools down.
      const limited = await phoneSignIn.limits.attempt(phone, request.ip);
      if (limited) return tooMany(request, reply, limited.wait, limited.message);
      if (path === PHONE_VERIFY_PATH && fields.name !== undefined) {
        const signUp = await limits.check('sign-up', phone, request.ip);
        if (signUp) return tooMany(request, reply, signUp.wait, signUp.message);
      }
    }

    const identifierField = post ? SIGN_IN_IDENTIFIER[path] : undefined;
    if (identifierField) {
      const identifier = fields[identifierField];
      signInAccount = typeof identifier === 'string' ? await signInAccountKey(identifier, auth.accountIdByIdentifier) : undefined;
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
    if (post && path === SIGN_UP_PATH) {
      const limited = await limits.check('sign-up', typeof fields.email === 'string' ? fields.email : undefined, request.ip);
      if (limited) return tooMany(request, reply, limited.wait, limited.message);
    }
    if (post && (path === RESET_REQUEST_PATH || path === VERIFICATION_EMAIL_PATH)) {
      const reset = path === RESET_REQUEST_PATH;
      const parsed = emailSchema.safeParse(fields.email);
      if (!parsed.success) return badRequest(request, reply, parsed.error.issues[0].message);
      if (!isSitePath(reset ? fields.redirectTo : fields.callbackURL)) {
        return badRequest(request, reply, msg('The address to return to must be a page of this site.'));
      }
      const limited = await limits.check(reset ? 'password-reset' : 'verification-email', parsed.data, request.ip);
      if (limited) return tooMany(request, reply, limited.wait, limited.message);
      // Better Auth reads these as JSON only; anything else gets its own refusal below.
      if (json) {
        const answer = reset ? { status: true, message: translate(requestLanguage(request), RESET_ANSWER) } : { status: true };
        return answerNowFinishLater(request, reply, url, answer);
      }
    }
    const passwordCheck = post ? PASSWORD_CHECKS[path] : undefined;
    if (passwordCheck) {
      // The current password is not guessed without end. Without a session Better Auth refuses (401) before any check.
      const viewer = await getViewer(auth, request);
      const limited = viewer ? await limits.check(passwordCheck, viewer.userId, request.ip) : null;
      if (limited) return tooMany(request, reply, limited.wait, limited.message);
    }

    const channel: Record<string, string> =
      phone && PHONE_SEND_PATHS.has(path) && fields.channel === 'whatsapp' ? { [CHANNEL_HEADER]: 'whatsapp' } : {};
    const response = await forward(request, url, body, channel);
    if (signInAccount && response.ok) await refundSignIn(limiter, request.ip, signInAccount);
    if (phoneSignIn && phone && response.ok) {
      if (PHONE_CHECK_PATHS.has(path)) await phoneSignIn.limits.succeeded(phone, request.ip);
      if (path === PHONE_SEND_PATH) return reply.status(200).send(await codeSentAnswer(request, phoneSignIn.codes, phone));
    }

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send(null);
    const answer = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return reply.send(!response.ok && isJson ? translatedError(request, answer) : answer);
  }

  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, handler: handle });
}
