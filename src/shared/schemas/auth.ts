import { z } from 'zod';
import { text } from './primitives';
import { msg } from '../i18n/msg';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;

export const emailSchema = text().trim().min(1, msg('Email is required')).email(msg('Enter a valid email address'));

export const PASSWORD_ONLY_SPACES = msg('Password cannot be only spaces');
export const PASSWORD_ONE_CHARACTER = msg('Password cannot be one character repeated');
export const PASSWORD_IS_IDENTITY = msg('Password cannot be your username or email address');

/** The rule a password breaks on its own or against the member's username and email, or null. */
export function weakPasswordReason(password: string, identity: { username?: string | null; email?: string | null } = {}): string | null {
  if (password.trim() === '') return PASSWORD_ONLY_SPACES;
  if (/^(.)\1*$/su.test(password)) return PASSWORD_ONE_CHARACTER;
  const lowered = password.trim().toLowerCase();
  const names = [identity.username, identity.email, identity.email?.split('@')[0]];
  if (names.some((name) => name && name.trim().toLowerCase() === lowered)) return PASSWORD_IS_IDENTITY;
  return null;
}

export const passwordSchema = text()
  .min(PASSWORD_MIN_LENGTH, msg('Password must be at least 8 characters long'))
  .max(PASSWORD_MAX_LENGTH, msg('Password must be at most 128 characters long'))
  .superRefine((value, ctx) => {
    const reason = weakPasswordReason(value);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });

export const usernameSchema = text(msg('Username must be 3–30 letters, digits or underscores'))
  .trim()
  .regex(USERNAME_PATTERN, msg('Username must be 3–30 letters, digits or underscores'));

export const fullNameSchema = text(msg('Full name is required'))
  .trim()
  .min(1, msg('Full name is required'))
  .max(100, msg('Full name is too long'));

export const signInSchema = z.object({
  email: emailSchema,
  password: text().min(1, msg('Password is required')).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    fullName: fullNameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
  })
  .superRefine((value, ctx) => {
    if (weakPasswordReason(value.password, value) === PASSWORD_IS_IDENTITY) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_IS_IDENTITY });
    }
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const changePasswordSchema = z
  .object({
    newPassword: text(),
    confirmPassword: text(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: msg("New password and confirmation don't match.") });
    } else if (value.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: msg('Password must be at least 8 characters long'),
      });
    } else {
      const reason = weakPasswordReason(value.newPassword);
      if (reason) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: reason });
    }
  });

/** What the server accepts for a password change: the same rules, checked again there. */
export const passwordChangeRequestSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: text().max(PASSWORD_MAX_LENGTH) })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: msg("New password and confirmation don't match."),
  });

/** An account picture as the app keeps one: an https address (a provider's) or a path of this site; null removes it. */
export const accountImageSchema = text(msg('The picture must be an https address or a path of this site'))
  .max(2048, msg('The picture address is too long'))
  .regex(/^(https:\/\/[^\s/]+|\/(?![/\\]))\S*$/, msg('The picture must be an https address or a path of this site'))
  .nullable();

/** What Better Auth's update-user may change, each of its type and rules; any other field is refused. */
export const accountUpdateSchema = z
  .strictObject(
    { name: fullNameSchema, image: accountImageSchema, username: usernameSchema },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? msg('Only your name, picture and username can be changed here.') : undefined),
    },
  )
  .partial();

/**
 * A new address for an account whose email is not verified yet (a mistyped address at sign-up): the address and
 * password it was made with, and the address it should have had.
 */
export const emailCorrectionSchema = z
  .object({
    email: emailSchema,
    password: text().min(1, msg('Password is required')).max(PASSWORD_MAX_LENGTH),
    newEmail: emailSchema,
  })
  .refine((value) => value.email.toLowerCase() !== value.newEmail.toLowerCase(), {
    path: ['newEmail'],
    message: msg('Enter a different address from the one you signed up with.'),
  });
export type EmailCorrection = z.infer<typeof emailCorrectionSchema>;
export const emailCorrectionResultSchema = z.object({ email: z.string() });

/** An email address for an account made with a phone number (it is verified by Better Auth's link, as at sign-up). */
export const emailAdditionSchema = z.object({ email: emailSchema });

/** The sign-in providers with keys, and whether sign-in by phone number is on (PHONE_SIGN_IN). */
export const authProvidersSchema = z.object({ providers: z.array(z.enum(['google', 'microsoft', 'apple'])), phone: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
