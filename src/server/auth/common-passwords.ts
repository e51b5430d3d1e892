import { dictionary } from '@zxcvbn-ts/language-common';
import { msg } from '../../shared/i18n/msg';

/** The 1,000 most used passwords (ranked list shipped by @zxcvbn-ts), compared case-insensitively. */
const COMMON = new Set(dictionary.passwords.slice(0, 1000).map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = msg('This password is one of the 1,000 most common passwords. Choose a less guessable one.');
