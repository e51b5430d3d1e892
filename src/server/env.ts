import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const count = (fallback: number) => z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).default(fallback);
const optionalCount = z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).optional();
const seconds = (fallback: number) => z.coerce.number({ message: 'must be a number' }).int().positive().max(86_400).default(fallback);

/** Comma-separated origins (scheme://host[:port]); each must be a URL. */
const originList = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      try {
        const url = new URL(item);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
        origins.push(url.origin);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `must be comma-separated http(s) origins, e.g. https://www.localhub.ng ("${item}" is not)`,
        });
        return z.NEVER;
      }
    }
    return origins;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000),
  /**
   * Server processes sharing PORT (docs/decisions/0035-server-processes.md): a number, or `auto` for one per core. One
   * by default: on a laptop the embedded PostgreSQL needs the other cores, and there is no Redis to share live events
   * and limits through.
   */
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return 1;
      if (value === 'auto') return availableParallelism();
      if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 256) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'must be a number of processes from 1 to 256, or auto (one per core)' });
      return z.NEVER;
    }),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  // Node's default queue of not-yet-accepted connections is 511; a burst of new connections past it (a webhook storm,
  // a crowd opening the app at once) has its SYNs dropped and retried a second later. The kernel caps it at somaxconn.
  LISTEN_BACKLOG: z.coerce.number({ message: 'must be a number' }).int().min(1).max(65535).default(4096),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  EMBEDDED_PG_PORT: z.coerce.number({ message: 'must be a number' }).int().min(1024).max(65535).default(54329),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  /** Prefix of every Redis key and channel (realtime fan-out, sign-in counters), so several deployments or test runs can share one Redis. */
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('localhub:'),
  /** How often the server pings each realtime socket; one left unanswered until the next ping is closed. */
  REALTIME_HEARTBEAT_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(600).default(30),
  AUTH_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('LocalHub <no-reply@localhub.ng>'),
  /** Seconds before an email the SMTP relay refused is tried again; each later try waits twice as long. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(3600).default(30),
  /** How often each server process looks for due jobs (durable queue in PostgreSQL). */
  JOB_POLL_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0.5).max(60).default(2),
  /** How long a new-message notification waits for more messages, or for the receiver to read them, before it goes out. */
  MESSAGE_NOTIFY_DELAY_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0.5).max(600).default(2),
  /** How long start-up waits for the search visibility and map indexes to load before serving (they go on loading meanwhile). */
  SEARCH_INDEX_WAIT_SECONDS: z.coerce.number({ message: 'must be a number' }).min(0).max(3600).default(2),
  /**
   * `off`: no payment can start (members are told payments are not available) and no checkout exists, for a server
   * without a Paystack account. With `on` (the default) production needs PAYSTACK_SECRET_KEY.
   */
  PAYMENTS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** Paystack's secret key (sk_live_… / sk_test_…). Unset outside production: the built-in test checkout, no money moves. */
  PAYSTACK_SECRET_KEY: optionalString,
  /** Paystack's API; tests point it at a local stand-in. */
  PAYSTACK_BASE_URL: z.string().trim().url().default('https://api.paystack.co'),
  /** A checkout still unpaid this many minutes after it started is marked expired (a success reported later still activates). */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number({ message: 'must be a number' }).int().min(5).max(10_080).default(60),
  /**
   * `off`: no sign-up or sign-in by phone number (the phone routes answer 404). With `on` (the default) production
   * needs TERMII_API_KEY; elsewhere, without it, codes wait in the development outbox at /dev/mail.
   */
  PHONE_SIGN_IN: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** Termii's API key: SMS (DND route) and WhatsApp through Termii (decision 0036). */
  TERMII_API_KEY: optionalString,
  /** The sender ID registered with Termii (3–11 letters or digits); WhatsApp messages go from the device of this name. */
  TERMII_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, { message: 'must be 3 to 11 letters or digits' })
    .default('LocalHub'),
  /** Termii's API (the base URL on the Termii dashboard); tests point it at a local stand-in. */
  TERMII_BASE_URL: z.string().trim().url().default('https://api.ng.termii.com'),
  /** Country calling codes whose numbers may receive codes, comma-separated digits. */
  PHONE_COUNTRY_CODES: z
    .string()
    .trim()
    .default('234')
    .transform((value, ctx) => {
      const codes = value
        .split(',')
        .map((part) => part.trim().replace(/^\+/, ''))
        .filter(Boolean);
      if (codes.length === 0 || codes.some((code) => !/^\d{1,3}$/.test(code))) {
        ctx.addIssue({ code: 'custom', message: 'must be country calling codes separated by commas, e.g. 234,233' });
        return z.NEVER;
      }
      return codes;
    }),
  /** Naira all SMS may cost in a Lagos day; past it, codes go by WhatsApp and staff are told (0: WhatsApp only). */
  SMS_DAILY_BUDGET_NAIRA: count(20_000),
  /** What one SMS costs on the Termii plan in use, in kobo, counted against the budget. */
  SMS_PRICE_KOBO: z.coerce.number({ message: 'must be a number' }).int().min(0).max(100_000).default(500),
  /** Codes one number, one network prefix (the number less its last four digits) and one IP may ask for a day; 0 = off. */
  PHONE_CODES_PER_NUMBER_PER_DAY: count(10),
  PHONE_CODES_PER_PREFIX_PER_DAY: count(50),
  PHONE_CODES_PER_IP_PER_DAY: optionalCount,
  /** Owner alerts by SMS or WhatsApp one member may get in a Lagos day (issue 40.5). */
  PHONE_ALERTS_PER_MEMBER_PER_DAY: count(10),
  /** Pro's priority-support contact, shown in Account → Subscription to Pro members; unset: no address is shown. */
  SUPPORT_EMAIL: optionalString.refine((value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    message: 'must be an email address',
  }),
  /** The interactive map's tiles: an http(s) address with {z}, {x} and {y} ({s} for a subdomain); OpenStreetMap's by default. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((value) => /^https?:\/\/[^/\s]+\/\S*$/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
      message: 'must be an http(s) address containing {z}, {x} and {y}',
    }),
  /** The tiles' attribution, shown on the map (HTML: a link to the licence). */
  MAP_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /** Requests per minute one personal access token may make. */
  ACCESS_TOKEN_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100_000).default(60),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number({ message: 'must be a number' }).int().positive().default(50),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number({ message: 'must be a number' }).int().positive().default(10),
  SIGN_IN_LIMIT_WINDOW_SECONDS: z.coerce.number({ message: 'must be a number' }).int().positive().default(900),
  /** Sign-ins to one account from every address together, on their own short window (docs/decisions/0002-accounts.md). */
  SIGN_IN_LIMIT_PER_ACCOUNT_ALL_ADDRESSES: z.coerce.number({ message: 'must be a number' }).int().positive().default(50),
  SIGN_IN_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number({ message: 'must be a number' }).int().positive().default(300),
  /** Sign-ups, password-reset and verification emails, and password changes and checks per email address (or member) and per IP; 0 turns a limit off. */
  ACCOUNT_LIMIT_PER_ADDRESS: count(5),
  ACCOUNT_LIMIT_PER_IP: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).optional(),
  ACCOUNT_LIMIT_WINDOW_SECONDS: seconds(3600),
  /**
   * Abuse limits per member (docs/decisions/0019-abuse-limits-and-blocking.md); 0 turns one off. Unset under
   * NODE_ENV=test (the API tests act fast with brand-new members): off there, except where a test sets them.
   */
  LIMIT_NEW_CONVERSATIONS_PER_DAY: optionalCount,
  LIMIT_CONNECTION_REQUESTS_PER_DAY: optionalCount,
  LIMIT_REVIEWS_PER_DAY: optionalCount,
  LIMIT_REPORTS_PER_DAY: optionalCount,
  LIMIT_COMMENTS_PER_HOUR: optionalCount,
  LIMIT_SIGN_UPS_PER_IP_PER_HOUR: optionalCount,
  /** Accounts younger than this get half of each limit above and cannot review yet (0 under NODE_ENV=test unless set). */
  NEW_ACCOUNT_HOURS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(8760).optional(),
  /** Image uploads per member per window (0 = off), and how many images are decoded at once. */
  UPLOAD_LIMIT_PER_MEMBER: count(60),
  UPLOAD_LIMIT_WINDOW_SECONDS: seconds(600),
  IMAGE_CONCURRENCY: z.coerce.number({ message: 'must be a number' }).int().min(1).max(64).default(2),
  /** S3-compatible storage for uploads (images and videos); unset S3_BUCKET keeps them in DATA_DIR/uploads. */
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** How long the signed URL a /media/ request is redirected to stays valid. */
  S3_SIGNED_URL_SECONDS: z.coerce.number({ message: 'must be a number' }).int().min(10).max(86_400).default(300),
  /** ffmpeg and ffprobe binaries; unset: the ones the @ffmpeg-installer / @ffprobe-installer packages ship. */
  FFMPEG_PATH: optionalString,
  FFPROBE_PATH: optionalString,
  /** Videos one server process converts at once (each ffmpeg uses every core it is given). */
  VIDEO_CONCURRENCY: z.coerce.number({ message: 'must be a number' }).int().min(1).max(16).default(1),
  /**
   * Video uploads one member may have unfinished at once, and the bytes they declare together (0 = off); accounts
   * younger than NEW_ACCOUNT_HOURS get half of each (decision 0016).
   */
  VIDEO_UPLOADS_AT_ONCE: count(3),
  VIDEO_UPLOAD_BYTES_AT_ONCE: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(0)
    .max(2 ** 50)
    .default(1024 ** 3),
  /** Origins besides PUBLIC_URL allowed to call the API with a member's cookie in production. */
  TRUSTED_ORIGINS: originList,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: z.string().url().default('https://accounts.google.com/.well-known/openid-configuration'),
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_DISCOVERY_URL: z.string().url().default('https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration'),
  APPLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_SECRET: optionalString,
  APPLE_DISCOVERY_URL: z.string().url().default('https://appleid.apple.com/.well-known/openid-configuration'),
});

/** The abuse limits' defaults outside tests (decision 0019). */
const ABUSE_LIMIT_DEFAULTS = {
  LIMIT_NEW_CONVERSATIONS_PER_DAY: 20,
  LIMIT_CONNECTION_REQUESTS_PER_DAY: 50,
  LIMIT_REVIEWS_PER_DAY: 10,
  LIMIT_REPORTS_PER_DAY: 20,
  LIMIT_COMMENTS_PER_HOUR: 60,
  LIMIT_SIGN_UPS_PER_IP_PER_HOUR: 10,
  NEW_ACCOUNT_HOURS: 24,
};
type AbuseLimitSettings = Record<keyof typeof ABUSE_LIMIT_DEFAULTS, number>;

export type Env = Omit<z.infer<typeof envSchema>, keyof AbuseLimitSettings> &
  AbuseLimitSettings & { PUBLIC_URL: string; DATA_DIR: string; ACCOUNT_LIMIT_PER_IP: number; PHONE_CODES_PER_IP_PER_DAY: number };

export class ConfigError extends Error {}

/** Parses configuration; throws a ConfigError whose message is one line naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? 'configuration');
    const got = source[name];
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required when NODE_ENV=production');
  }
  // The test checkout makes anyone who can open it a paying member: production has Paystack, or no payments at all.
  if (env.NODE_ENV === 'production' && env.PAYMENTS === 'on' && !env.PAYSTACK_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: PAYSTACK_SECRET_KEY is required when NODE_ENV=production (or set PAYMENTS=off to run without payments)',
    );
  }
  // Without a provider codes only reach the development outbox: production sends them, or has no phone sign-in.
  if (env.NODE_ENV === 'production' && env.PHONE_SIGN_IN === 'on' && !env.TERMII_API_KEY) {
    throw new ConfigError(
      'Invalid configuration: TERMII_API_KEY is required when NODE_ENV=production (or set PHONE_SIGN_IN=off to run without sign-in by phone)',
    );
  }
  // Live messages and rate limits reach every process only through Redis; without it each process would keep its own.
  if (env.WEB_CONCURRENCY > 1 && !env.REDIS_URL) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${source.WEB_CONCURRENCY} runs ${env.WEB_CONCURRENCY} server processes, which share live messages and rate limits through Redis: set REDIS_URL (or WEB_CONCURRENCY=1)`,
    );
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    // The API tests sign up many members from 127.0.0.1; they set this limit where they test it.
    ACCOUNT_LIMIT_PER_IP: env.ACCOUNT_LIMIT_PER_IP ?? (env.NODE_ENV === 'test' ? 0 : 30),
    PHONE_CODES_PER_IP_PER_DAY: env.PHONE_CODES_PER_IP_PER_DAY ?? (env.NODE_ENV === 'test' ? 0 : 30),
    ...abuseLimitSettings(env),
  };
}

function abuseLimitSettings(env: z.infer<typeof envSchema>): AbuseLimitSettings {
  const settings = { ...ABUSE_LIMIT_DEFAULTS };
  for (const name of Object.keys(settings) as (keyof AbuseLimitSettings)[]) {
    settings[name] = env[name] ?? (env.NODE_ENV === 'test' ? 0 : ABUSE_LIMIT_DEFAULTS[name]);
  }
  return settings;
}

/** Loads a local .env file when one exists (never committed), then parses. */
export function loadEnv(): Env {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return parseEnv(process.env);
}
