import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;

export const emailSchema = z.string().trim().min(1, 'Email is required').email('Enter a valid email address');

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'Username must be 3–30 letters, digits or underscores');

export const fullNameSchema = z.string().trim().min(1, 'Full name is required').max(100, 'Full name is too long');

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const changePasswordSchema = z
  .object({
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: "New password and confirmation don't match." });
    } else if (value.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
      });
    }
  });

/** What the server accepts for a password change: the same rules, checked again there. */
export const passwordChangeRequestSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: "New password and confirmation don't match.",
  });

export const authProvidersSchema = z.object({ providers: z.array(z.enum(['google', 'microsoft', 'apple'])) });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
