import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseEnv } from './env';
import { describe, expect, it } from 'vitest';

describe('configuration', () => {
  it('starts with no configuration at all, on the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env).toMatchObject({ VIDEO_UPLOADS_AT_ONCE: 3, VIDEO_UPLOAD_BYTES_AT_ONCE: 1024 ** 3 });
  });

  it('accepts every variable of .env.example as written there', () => {
    const example = Object.fromEntries(
      readFileSync('.env.example', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(example).length).toBeGreaterThan(20);
    expect(() => parseEnv(example)).not.toThrow();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number (got "abc")'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://localhost/db")',
    ],
    [{ SMTP_URL: 'not a url' }, 'Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps:// (got "not a url")'],
    [{ AUTH_SECRET: 'short' }, 'Invalid configuration: AUTH_SECRET must be at least 32 characters (got "short")'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: AUTH_SECRET is required when NODE_ENV=production'],
    [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) },
      'Invalid configuration: PAYSTACK_SECRET_KEY is required when NODE_ENV=production (or set PAYMENTS=off to run without payments)',
    ],
    [{ PAYMENTS: 'no' }, 'Invalid configuration: PAYMENTS must be on or off (got "no")'],
    [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PAYMENTS: 'off' },
      'Invalid configuration: TERMII_API_KEY is required when NODE_ENV=production (or set PHONE_SIGN_IN=off to run without sign-in by phone)',
    ],
    [{ PHONE_COUNTRY_CODES: '234,ng' }, 'Invalid configuration: PHONE_COUNTRY_CODES must be country calling codes separated by commas'],
    [{ TERMII_SENDER_ID: 'LocalHub Nigeria' }, 'Invalid configuration: TERMII_SENDER_ID must be 3 to 11 letters or digits'],
    [{ VIDEO_UPLOADS_AT_ONCE: '-1' }, 'Invalid configuration: VIDEO_UPLOADS_AT_ONCE'],
    [{ VIDEO_UPLOAD_BYTES_AT_ONCE: '1GB' }, 'Invalid configuration: VIDEO_UPLOAD_BYTES_AT_ONCE must be a number (got "1GB")'],
    [
      { WEB_CONCURRENCY: 'all' },
      'Invalid configuration: WEB_CONCURRENCY must be a number of processes from 1 to 256, or auto (one per core)',
    ],
    [
      { WEB_CONCURRENCY: '2' },
      'Invalid configuration: WEB_CONCURRENCY=2 runs 2 server processes, which share live messages and rate limits',
    ],
  ])('refuses %o with one line naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('runs one server process unless told, and one per core with auto (given Redis)', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: '3', REDIS_URL: 'redis://127.0.0.1:6379' }).WEB_CONCURRENCY).toBe(3);
    expect(parseEnv({ WEB_CONCURRENCY: 'auto', REDIS_URL: 'redis://127.0.0.1:6379' }).WEB_CONCURRENCY).toBe(availableParallelism());
  });

  it('starts in production with a Paystack key, or with payments turned off', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PHONE_SIGN_IN: 'off' };
    expect(parseEnv({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_x' }).PAYMENTS).toBe('on');
    expect(parseEnv({ ...production, PAYMENTS: 'off' }).PAYMENTS).toBe('off');
    expect(parseEnv({}).PAYMENTS).toBe('on');
  });

  it('starts in production with a Termii key, or with sign-in by phone turned off', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PAYMENTS: 'off' };
    expect(parseEnv({ ...production, TERMII_API_KEY: 'tk_live' }).PHONE_SIGN_IN).toBe('on');
    expect(parseEnv({ ...production, PHONE_SIGN_IN: 'off' }).PHONE_SIGN_IN).toBe('off');
    expect(parseEnv({ PHONE_COUNTRY_CODES: '+234, 233' }).PHONE_COUNTRY_CODES).toEqual(['234', '233']);
  });
});
