import { msg } from '../../shared/i18n/msg';

/**
 * Better Auth's own error messages that a member meets (signing in, signing up, resetting or changing a password, a
 * second factor), by its error code: the same English as Better Auth's, marked for translation. auth.routes.ts answers
 * them in the reader's language; any other message passes through as Better Auth wrote it.
 */
export const BETTER_AUTH_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: msg('Invalid email or password'),
  INVALID_USERNAME_OR_PASSWORD: msg('Invalid username or password'),
  INVALID_PASSWORD: msg('Invalid password'),
  INVALID_EMAIL: msg('Invalid email'),
  EMAIL_NOT_VERIFIED: msg('Email not verified'),
  EMAIL_ALREADY_VERIFIED: msg('Email is already verified'),
  USER_NOT_FOUND: msg('User not found'),
  USER_ALREADY_EXISTS: msg('User already exists.'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: msg('User already exists. Use another email.'),
  USERNAME_IS_ALREADY_TAKEN: msg('Username is already taken. Please try another.'),
  USERNAME_TOO_SHORT: msg('Username is too short'),
  USERNAME_TOO_LONG: msg('Username is too long'),
  INVALID_USERNAME: msg('Username is invalid'),
  PASSWORD_TOO_SHORT: msg('Password too short'),
  PASSWORD_TOO_LONG: msg('Password too long'),
  INVALID_TOKEN: msg('Invalid token'),
  TOKEN_EXPIRED: msg('Token expired'),
  SESSION_EXPIRED: msg('Session expired. Re-authenticate to perform this action.'),
  CREDENTIAL_ACCOUNT_NOT_FOUND: msg('Credential account not found'),
  FAILED_TO_UNLINK_LAST_ACCOUNT: msg("You can't unlink your last account"),
  INVALID_CODE: msg('Invalid code'),
  INVALID_BACKUP_CODE: msg('Invalid backup code'),
  OTP_HAS_EXPIRED: msg('OTP has expired'),
  TOTP_NOT_ENABLED: msg('TOTP not enabled'),
  TWO_FACTOR_NOT_ENABLED: msg("Two factor isn't enabled"),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: msg('Too many attempts. Please request a new code.'),
  INVALID_PHONE_NUMBER: msg('Invalid phone number'),
  INVALID_PHONE_NUMBER_OR_PASSWORD: msg('Invalid phone number or password'),
  PHONE_NUMBER_EXIST: msg('Phone number already exists'),
  PHONE_NUMBER_NOT_VERIFIED: msg('Phone number not verified'),
  PHONE_NUMBER_CANNOT_BE_SET: msg('Phone number can only be set by verifying it'),
  PHONE_NUMBER_CANNOT_BE_UPDATED: msg('Phone number cannot be updated'),
  // Better Auth says "Invalid OTP"; a member is told what to do.
  INVALID_OTP: msg('That code is not right. Check the message and try again.'),
  ACCOUNT_TEMPORARILY_LOCKED: msg('Too many failed verification attempts. Your account is temporarily locked. Please try again later.'),
};
