import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { genericOAuth, twoFactor, username } from 'better-auth/plugins';
import type pg from 'pg';
import { PRODUCT_NAME } from '../../shared/brand';
import {
  accountUpdateSchema,
  fullNameSchema,
  passwordSchema,
  signUpSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../shared/schemas/auth';
import { lookupId } from '../../shared/schemas/primitives';
import type { Db } from '../db/database';
import type { Env } from '../env';
import { originPolicy } from '../http/trusted-origins';
import type { Mailer } from '../mail/mailer';
import { mailLanguage } from '../mail/mail-language';
import { passwordResetEmail, verificationEmail } from '../mail/templates';
import { authRepository, type AuthRepository } from './auth-sessions.repository';
import { configuredProviders } from './auth-providers';
import { passwordProblem } from './password-rules';
import { HELD_BY_LOCALHUB, PHONE_RESET_PATH, PHONE_VERIFICATION_PREFIX, phoneSignInPlugin, type PhoneSignIn } from './phone-sign-in';
import { PHONE_FACTOR_VERIFY_PATH, phoneSecondFactorPlugin } from './phone-second-factor';
import { sessionReader } from './session-reader';
import { suspendedMessage } from './suspension';
import { refuseReplayedTotp } from './totp-replay';
import { english } from '../i18n/translate';
import { msg } from '../../shared/i18n/msg';

const SESSION_EXPIRES_IN = 30 * 24 * 60 * 60;
const SESSION_UPDATE_AGE = 24 * 60 * 60;
const COOKIE_PREFIX = 'localhub';
/** The session cookie's name; behind HTTPS the browser also requires the `__Secure-` prefix before it. */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** Sign-up's optional area: a place id of the gazetteer. */
const signUpPlaceSchema = lookupId(msg('Choose a place from the list')).nullish();

function fieldError(code: string, message: string, field: string): APIError {
  return new APIError('BAD_REQUEST', { code, message, field });
}

/** Paths whose new session proved a second factor (sign-in with a TOTP, SMS or backup code, or turning TOTP on). */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', PHONE_FACTOR_VERIFY_PATH]);

/** The plugin's code check that signs a member in, or up when no account has the number. */
const PHONE_VERIFY_PATH = '/phone-number/verify';

/** What /phone-number/verify takes: the plugin's fields, and a new account's name and password. */
const PHONE_VERIFY_FIELDS: ReadonlySet<string> = new Set([
  'phoneNumber',
  'code',
  'disableSession',
  'updatePhoneNumber',
  'name',
  'password',
]);

/** A field of a Better Auth request body, when it is text. */
function textField(body: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Sign-up and sign-in by a phone code share one endpoint: a name (and an optional password) asks for a new account,
 * nothing else for the number's account. Checked before the code is spent, so a refusal leaves the code usable.
 */
async function phoneVerifyRules(body: Record<string, unknown>, repo: AuthRepository): Promise<void> {
  // The plugin copies any other account field in the body onto a new account (a username, say) unchecked.
  const extra = Object.keys(body).find((key) => !PHONE_VERIFY_FIELDS.has(key));
  if (extra) throw fieldError('VALIDATION_FAILED', msg('This field cannot be sent here.'), extra);
  if (body.updatePhoneNumber === true) return;
  const phone = textField(body, 'phoneNumber');
  const existing = phone ? await repo.accountIdByIdentifier(phone) : undefined;
  const signingUp = body.name !== undefined || body.password !== undefined;
  if (existing && signingUp) {
    throw new APIError('CONFLICT', {
      code: 'PHONE_TAKEN',
      message: msg('An account with this phone number already exists.'),
      field: 'phoneNumber',
    });
  }
  // A code alone is one factor: a member who turned on two-factor sign-in signs in with the password and the second factor.
  if (existing && (await repo.twoFactorOn(existing))) {
    throw new APIError('FORBIDDEN', {
      code: 'SECOND_FACTOR_REQUIRED',
      message: msg('Your account uses two-factor sign-in: sign in with your password and your authentication code.'),
    });
  }
  if (existing) return;
  if (!signingUp) throw fieldError('PHONE_NOT_REGISTERED', msg('No account has this phone number yet: sign up first.'), 'phoneNumber');
  const name = fullNameSchema.safeParse(body.name);
  if (!name.success) throw fieldError('VALIDATION_FAILED', name.error.issues[0].message, 'name');
  if (body.password === undefined) return;
  const password = passwordSchema.safeParse(body.password);
  if (!password.success) throw fieldError('VALIDATION_FAILED', password.error.issues[0].message, 'password');
  const problem = passwordProblem(password.data);
  if (problem) throw fieldError(problem.code, problem.message, 'password');
}

/**
 * Marks a session that came out of a second-factor check: staff endpoints accept only those (decision 0018). A new
 * password set by a code to the phone turns off codes by SMS as the second factor: the same phone would pass both steps.
 */
function afterAuth(repo: AuthRepository) {
  return createAuthMiddleware(async (ctx) => {
    const created = ctx.context.newSession;
    if (SECOND_FACTOR_PATHS.has(ctx.path) && created) await repo.markSecondFactor(created.session.id);
    if (ctx.path === PHONE_RESET_PATH && !isAPIError(ctx.context.returned) && typeof ctx.body?.phoneNumber === 'string') {
      await repo.phoneFactorOff(ctx.body.phoneNumber);
    }
  });
}

/**
 * Our rules on top of Better Auth's: the shared sign-up schema, the password rules wherever a password is set, 409 for
 * taken names, the types of update-user's fields, and no TOTP code twice.
 */
function accountRules(repo: AuthRepository) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-up/email') {
      const body = ctx.body ?? {};
      const parsed = signUpSchema.safeParse({
        fullName: body.name,
        username: body.username,
        email: body.email,
        password: body.password,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fieldError('VALIDATION_FAILED', issue.message, String(issue.path[0]));
      }
      // The area, optional (GET /api/v1/places): kept out of the shared schema, which the pages' shared code carries.
      const placeId = signUpPlaceSchema.safeParse(body.placeId);
      if (!placeId.success) throw fieldError('VALIDATION_FAILED', placeId.error.issues[0].message, 'placeId');
      if (placeId.data != null && !(await repo.placeExists(placeId.data))) {
        throw fieldError('VALIDATION_FAILED', msg('Unknown place: choose one from the list'), 'placeId');
      }
      const problem = passwordProblem(parsed.data.password, parsed.data);
      if (problem) throw fieldError(problem.code, problem.message, 'password');
      const email = parsed.data.email.toLowerCase();
      const name = parsed.data.username.toLowerCase();
      const taken = await repo.takenBy(email, name);
      if (taken.some((row) => row.email === email)) {
        throw new APIError('CONFLICT', { code: 'EMAIL_TAKEN', message: msg('An account with this email already exists.'), field: 'email' });
      }
      if (taken.length > 0) {
        throw new APIError('CONFLICT', { code: 'USERNAME_TAKEN', message: msg('This username is already taken.'), field: 'username' });
      }
    }
    if (ctx.path === '/reset-password' && typeof ctx.body?.newPassword === 'string') {
      const token = typeof ctx.body.token === 'string' ? ctx.body.token : undefined;
      const owner = token ? await repo.resetTokenOwner(token) : null;
      const problem = passwordProblem(ctx.body.newPassword, owner ? await repo.identity(owner) : {});
      if (problem) throw fieldError(problem.code, problem.message, 'newPassword');
    }
    // Better Auth's set-password has no route (server-only, and we never call it); /api/v1/me/password applies the rules.
    if (ctx.path === '/change-password' && typeof ctx.body?.newPassword === 'string') {
      // Without a session Better Auth answers 401 itself.
      const session = await getSessionFromCtx(ctx);
      const problem = session ? passwordProblem(ctx.body.newPassword, await repo.identity(session.user.id)) : null;
      if (problem) throw fieldError(problem.code, problem.message, 'newPassword');
    }
    if (ctx.path === '/update-user') {
      // Better Auth passes a null or missing name, a null username or an object as image through to the database.
      const body: unknown = ctx.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length === 0) {
        throw fieldError('VALIDATION_FAILED', msg('Send the fields to change.'), 'body');
      }
      const parsed = accountUpdateSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw fieldError('VALIDATION_FAILED', issue.message, String(issue.path[0] ?? 'body'));
      }
    }
    if (ctx.path === PHONE_RESET_PATH && typeof ctx.body?.newPassword === 'string' && typeof ctx.body.phoneNumber === 'string') {
      const owner = await repo.accountIdByIdentifier(ctx.body.phoneNumber);
      const problem = passwordProblem(ctx.body.newPassword, owner ? await repo.identity(owner) : {});
      if (problem) throw fieldError(problem.code, problem.message, 'newPassword');
    }
    if (ctx.path === PHONE_VERIFY_PATH) await phoneVerifyRules(ctx.body ?? {}, repo);
    if (ctx.path === '/two-factor/verify-totp') await refuseReplayedTotp(ctx, repo);
  });
}

export function createAuth(options: {
  env: Env;
  pool: pg.Pool;
  db: Db;
  mailer: Mailer;
  secret: string;
  /** Sign-up and sign-in by phone number; null with PHONE_SIGN_IN=off. */
  phone: PhoneSignIn | null;
}) {
  const { env, mailer } = options;
  const repo = authRepository(options.db);
  const origins = originPolicy(env);
  const providers = configuredProviders(env);
  const secureCookies = env.PUBLIC_URL.startsWith('https://');
  const auth = betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: options.secret,
    database: options.pool,
    trustedOrigins: (request) => origins.trustedFor(request?.headers.get('host')),
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === 'silent' },
    // Sign-in attempts are limited by our own per-IP and per-account limiter (auth/sign-in-limiter.ts).
    rateLimit: { enabled: false },
    // It checks the current password for any session and the app never calls it: a guessing oracle with no use (issue 36).
    disabledPaths: ['/verify-password'],
    user: {
      modelName: 'auth_user',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    session: {
      modelName: 'auth_session',
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      fields: {
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      },
    },
    account: {
      modelName: 'auth_account',
      accountLinking: { enabled: true, trustedProviders: ['google', 'microsoft', 'apple'] },
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'auth_verification',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send(passwordResetEmail(user.email, user.name, url, await mailLanguage(options.db, user.id, request)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Opening the link signs the member in, so it lands them in the app (the web sends callbackURL /app?verified=1).
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        await mailer.send(verificationEmail(user.email, user.name, url, await mailLanguage(options.db, user.id, request)));
      },
    },
    advanced: {
      // Better Auth skips its origin and CSRF checks when NODE_ENV=test; ours run everywhere, so the tests see them.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: { before: accountRules(repo), after: afterAuth(repo) },
    databaseHooks: {
      user: {
        create: {
          // A phone sign-up's name (checked by accountRules) instead of the plugin's stand-in, the number.
          before: async (user, ctx) => {
            const name = ctx?.path === PHONE_VERIFY_PATH ? textField(ctx.body, 'name') : undefined;
            if (name) return { data: { ...user, name: name.trim() } };
          },
          after: async (user, ctx) => {
            // The area asked at sign-up (checked by accountRules) becomes the member's location.
            const placeId: unknown = ctx?.path === '/sign-up/email' ? ctx.body?.placeId : undefined;
            if (typeof placeId === 'number') await repo.setLocation(user.id, placeId);
            // A phone sign-up with a password can sign in with it too, as an email account does.
            const password = ctx?.path === PHONE_VERIFY_PATH ? textField(ctx.body, 'password') : undefined;
            if (ctx && password) {
              await ctx.context.internalAdapter.linkAccount({
                userId: user.id,
                providerId: 'credential',
                accountId: user.id,
                password: await ctx.context.password.hash(password),
              });
            }
          },
        },
      },
      verification: {
        create: {
          // The phone plugin writes each code it generates in clear; LocalHub keeps its own hash (phone-codes.ts) instead.
          before: async (verification) => {
            if (verification.identifier.startsWith(PHONE_VERIFICATION_PREFIX))
              return { data: { ...verification, value: HELD_BY_LOCALHUB } };
          },
        },
      },
      session: {
        create: {
          // Every way in (password, verification link, second factor, OAuth) creates a session here: a suspended
          // member gets none, and is told why once the credentials were right.
          before: async (session) => {
            const suspension = await repo.activeSuspension(session.userId);
            if (suspension) {
              const text = suspendedMessage(suspension);
              // auth.routes.ts translates the message with its values into the reader's language and drops `translatable`.
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: english(text), translatable: text });
            }
          },
        },
      },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (value) => /^[A-Za-z0-9_]+$/.test(value),
        schema: { user: { fields: { displayUsername: 'display_username' } } },
      }),
      twoFactor({
        issuer: PRODUCT_NAME,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'auth_two_factor',
            fields: {
              backupCodes: 'backup_codes',
              userId: 'user_id',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      ...(providers.length > 0 ? [genericOAuth({ config: providers })] : []),
      ...(options.phone ? [phoneSignInPlugin(options.phone), phoneSecondFactorPlugin(options.phone, options.db)] : []),
    ],
  });
  const sessions = sessionReader({
    repo,
    secret: options.secret,
    cookieName: `${secureCookies ? '__Secure-' : ''}${SESSION_COOKIE}`,
    expiresInSeconds: SESSION_EXPIRES_IN,
    updateAgeSeconds: SESSION_UPDATE_AGE,
  });
  return Object.assign(auth, { sessions, identity: repo.identity, accountIdByIdentifier: repo.accountIdByIdentifier });
}

export type Auth = ReturnType<typeof createAuth>;
