import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AuthProviders, type EmailCorrection } from '../../../shared/schemas/auth';
import { VERIFIED_LANDING } from '../../../shared/verified-landing';
import { clearPrivateData } from '../../lib/offline-caches';
import { api } from '../../lib/api';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  username?: string | null;
  twoFactorEnabled?: boolean;
}

export interface SessionData {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: string; createdAt: string };
}

export interface ActiveSession {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export type PhoneChannel = 'sms' | 'whatsapp';

/** Where a sign-in code went; past the SMS budget with WhatsApp failing, the account's email, named (masked) in `message`. */
export interface CodeSent {
  channel: PhoneChannel | 'email';
  message?: string;
}

/** The phone as a second factor: whether sign-in takes codes by SMS, and the last digits of the verified number. */
export interface PhoneFactor {
  on: boolean;
  phoneEnding: string | null;
}

export const sessionQueryKey = ['session'] as const;

/** Who is signed in: read by every page's frame, and by the route loaders before a page is drawn. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: () => api<SessionData | null>('/api/auth/get-session'),
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

export function useSession() {
  return useQuery(sessionQuery());
}

/** The sign-in providers this server offers (the buttons above the sign-in and sign-up forms). */
export const authProvidersQuery = () =>
  queryOptions({ queryKey: ['auth-providers'], queryFn: () => api<AuthProviders>('/api/v1/auth-providers'), staleTime: Infinity });

export function useAuthProviders() {
  return useQuery(authProvidersQuery());
}

/** After any sign-in or sign-out, every cached answer may belong to someone else: start afresh. */
export function useResetAfterAuthChange() {
  const client = useQueryClient();
  return async () => {
    await clearPrivateData();
    await client.resetQueries();
  };
}

export const authApi = {
  // callbackURL is where the verification link sent on an unverified sign-in leads (it signs the member in).
  // With two-factor sign-in on, the answer is { twoFactorRedirect: true } and no session until a code is checked.
  signIn: (email: string, password: string) =>
    api<{ user?: SessionUser; twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', {
      body: { email, password, rememberMe: true, callbackURL: VERIFIED_LANDING },
    }),
  signUp: (input: { fullName: string; username: string; email: string; password: string; placeId?: number | null }) =>
    api<{ user: SessionUser }>('/api/auth/sign-up/email', {
      body: {
        name: input.fullName,
        username: input.username,
        email: input.email,
        password: input.password,
        placeId: input.placeId ?? undefined,
        callbackURL: VERIFIED_LANDING,
      },
    }),
  signOut: () => api<{ success: boolean }>('/api/auth/sign-out', { body: {} }),
  socialSignIn: (provider: string) =>
    api<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
      body: { provider, callbackURL: '/app', errorCallbackURL: '/auth' },
    }),
  requestPasswordReset: (email: string) =>
    api<{ status: boolean }>('/api/auth/request-password-reset', { body: { email, redirectTo: '/auth/reset-password' } }),
  resetPassword: (token: string, newPassword: string) =>
    api<{ status: boolean }>('/api/auth/reset-password', { body: { token, newPassword } }),
  listSessions: () => api<ActiveSession[]>('/api/auth/list-sessions'),
  revokeSession: (token: string) => api<{ status: boolean }>('/api/auth/revoke-session', { body: { token } }),
  revokeOtherSessions: () => api<{ status: boolean }>('/api/auth/revoke-other-sessions', { body: {} }),
  verifyTotp: (code: string) => api<{ token?: string }>('/api/auth/two-factor/verify-totp', { body: { code } }),
  verifyBackupCode: (code: string) => api<{ token?: string }>('/api/auth/two-factor/verify-backup-code', { body: { code } }),
  enableTwoFactor: (password: string) =>
    api<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { body: { password } }),
  disableTwoFactor: (password: string) => api<{ status: boolean }>('/api/auth/two-factor/disable', { body: { password } }),
  // Better Auth's resend (limited per address and IP): the link signs the member in, as the one sent at sign-up.
  resendVerification: (email: string) =>
    api<{ status: boolean }>('/api/auth/send-verification-email', { body: { email, callbackURL: VERIFIED_LANDING } }),
  correctEmail: (input: EmailCorrection) => api<{ email: string }>('/api/v1/account/correct-email', { body: input }),
  // Sign-up and sign-in by phone number (issue 40): a code by SMS (or WhatsApp), then the code signs in, or up with a name.
  sendPhoneCode: (phoneNumber: string, channel?: PhoneChannel) =>
    api<CodeSent & { status: boolean }>('/api/auth/phone-number/send-otp', {
      body: { phoneNumber, ...(channel ? { channel } : {}) },
    }),
  verifyPhoneCode: (input: { phoneNumber: string; code: string; name?: string; password?: string }) =>
    api<{ status: boolean; user: SessionUser }>('/api/auth/phone-number/verify', { body: input }),
  signInWithPhone: (phoneNumber: string, password: string) =>
    api<{ user?: SessionUser; twoFactorRedirect?: boolean }>('/api/auth/sign-in/phone-number', {
      body: { phoneNumber, password, rememberMe: true },
    }),
  // The phone as a second factor beside TOTP (issue 40.3): read by Account → Security and by a sign-in's second step.
  phoneFactor: () => api<PhoneFactor>('/api/auth/two-factor/phone'),
  enablePhoneFactor: (password: string) => api<PhoneFactor>('/api/auth/two-factor/phone/enable', { body: { password } }),
  disablePhoneFactor: () => api<PhoneFactor>('/api/auth/two-factor/phone/disable', { body: {} }),
  sendSecondFactorCode: (channel?: PhoneChannel) =>
    api<{ status: boolean; channel: PhoneChannel; phoneEnding: string }>('/api/auth/two-factor/send-phone-code', {
      body: channel ? { channel } : {},
    }),
  verifySecondFactorCode: (code: string) => api<{ token: string }>('/api/auth/two-factor/verify-phone-code', { body: { code } }),
  // A new password by a code to the number: the answer is the same whether or not the number has an account.
  requestPhonePasswordReset: (phoneNumber: string) =>
    api<{ status: boolean }>('/api/auth/phone-number/request-password-reset', { body: { phoneNumber } }),
  resetPasswordByPhone: (phoneNumber: string, otp: string, newPassword: string) =>
    api<{ status: boolean }>('/api/auth/phone-number/reset-password', { body: { phoneNumber, otp, newPassword } }),
  addPhoneNumber: (phoneNumber: string, code: string) =>
    api<{ status: boolean }>('/api/auth/phone-number/verify', { body: { phoneNumber, code, updatePhoneNumber: true } }),
  changePassword: (newPassword: string, confirmPassword: string) =>
    api<{ ok: true }>('/api/v1/me/password', { body: { newPassword, confirmPassword } }),
};
