import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, username } from 'better-auth/plugins';
import type pg from 'pg';
import { PRODUCT_NAME } from '../../shared/brand';
import { signUpSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/schemas/auth';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { passwordResetEmail, verificationEmail } from '../mail/templates';
import { configuredProviders } from './auth-providers';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { sessionReader } from './session-reader';

const SESSION_EXPIRES_IN = 30 * 24 * 60 * 60;
const SESSION_UPDATE_AGE = 24 * 60 * 60;
const COOKIE_PREFIX = 'localhub';

function fieldError(code: string, message: string, field: string): APIError {
  return new APIError('BAD_REQUEST', { code, message, field });
}

/** Our rules on top of Better Auth's: the shared sign-up schema, common passwords, and 409 for taken names. */
function accountRules(db: Db) {
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
      if (isCommonPassword(parsed.data.password)) throw fieldError('COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE, 'password');
      const email = parsed.data.email.toLowerCase();
      const name = parsed.data.username.toLowerCase();
      const taken = await db
        .selectFrom('auth_user')
        .select(['email', 'username'])
        .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', name)]))
        .execute();
      if (taken.some((row) => row.email === email)) {
        throw new APIError('CONFLICT', { code: 'EMAIL_TAKEN', message: 'An account with this email already exists.', field: 'email' });
      }
      if (taken.length > 0) {
        throw new APIError('CONFLICT', { code: 'USERNAME_TAKEN', message: 'This username is already taken.', field: 'username' });
      }
    }
    if (ctx.path === '/reset-password' && typeof ctx.body?.newPassword === 'string' && isCommonPassword(ctx.body.newPassword)) {
      throw fieldError('COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE, 'newPassword');
    }
  });
}

export function createAuth(options: { env: Env; pool: pg.Pool; db: Db; mailer: Mailer; secret: string }) {
  const { env, mailer } = options;
  const providers = configuredProviders(env);
  const secureCookies = env.PUBLIC_URL.startsWith('https://');
  const auth = betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: options.secret,
    database: options.pool,
    trustedOrigins: [env.PUBLIC_URL],
    telemetry: { enabled: false },
    logger: { disabled: env.LOG_LEVEL === 'silent' },
    // Sign-in attempts are limited by our own per-IP and per-account limiter (auth/sign-in-limiter.ts).
    rateLimit: { enabled: false },
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
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Opening the link signs the member in, so it lands them in the app (the web sends callbackURL /app?verified=1).
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: { before: accountRules(options.db) },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (value) => /^[A-Za-z0-9_]+$/.test(value),
        schema: { user: { fields: { displayUsername: 'display_username' } } },
      }),
      ...(providers.length > 0 ? [genericOAuth({ config: providers })] : []),
    ],
  });
  const sessions = sessionReader({
    db: options.db,
    secret: options.secret,
    cookieName: `${secureCookies ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`,
    expiresInSeconds: SESSION_EXPIRES_IN,
    updateAgeSeconds: SESSION_UPDATE_AGE,
  });
  return Object.assign(auth, { sessions });
}

export type Auth = ReturnType<typeof createAuth>;
