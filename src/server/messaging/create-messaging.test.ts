import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createMessaging } from './create-messaging';

const env = {
  PHONE_SIGN_IN: 'on',
  TERMII_API_KEY: undefined,
  TERMII_SENDER_ID: 'LocalHub',
  TERMII_BASE_URL: 'https://api.ng.termii.com',
} as const;
// No query runs while a provider is chosen.
const db = {} as Db;
const log = () => undefined;

describe('choosing the messaging provider', () => {
  it('uses the development outbox only outside production', () => {
    expect(createMessaging({ db, log, env: { ...env, NODE_ENV: 'development' } })?.kind).toBe('outbox');
    expect(() => createMessaging({ db, log, env: { ...env, NODE_ENV: 'production' } })).toThrow(
      'The development outbox never sends codes in production: set TERMII_API_KEY or PHONE_SIGN_IN=off',
    );
  });

  it('uses Termii with a key, and nothing with PHONE_SIGN_IN=off, key or not', () => {
    const production = { ...env, NODE_ENV: 'production' } as const;
    expect(createMessaging({ db, log, env: { ...production, TERMII_API_KEY: 'TLkey' } })?.kind).toBe('termii');
    for (const key of [undefined, 'TLkey']) {
      expect(createMessaging({ db, log, env: { ...production, PHONE_SIGN_IN: 'off', TERMII_API_KEY: key } })).toBeNull();
    }
  });
});
