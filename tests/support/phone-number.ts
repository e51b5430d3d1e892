import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { FakeTermii } from './fake-termii';
import type { HttpClient } from './http-client';
import { TestClock } from './clock';
import { useTestServer, type TestServer } from './test-server';

/** The daily SMS budget of the phone tests' server, in naira. */
export const BUDGET_NAIRA = 1000;

/**
 * A test server that sends its codes to a Termii stand-in started before it, with a clock the test moves and the
 * SMS budget above; `env` adds or replaces settings.
 */
export function usePhoneTestServer(env: Record<string, string> = {}): { termii: FakeTermii; clock: TestClock; server: TestServer } {
  const termii = new FakeTermii();
  beforeAll(async () => {
    await termii.start();
  });
  afterAll(() => termii.stop());
  const clock = new TestClock();
  const server = useTestServer(
    () => ({
      TERMII_API_KEY: termii.apiKey,
      TERMII_BASE_URL: termii.url,
      TERMII_SENDER_ID: 'LocalHub',
      SMS_DAILY_BUDGET_NAIRA: String(BUDGET_NAIRA),
      ...env,
    }),
    { clock },
  );
  return { termii, clock, server };
}

/** A random Nigerian mobile number starting with `prefix`, in E.164 and as written locally. */
export function newNumber(prefix = '803'): { e164: string; local: string } {
  const digits = 10 - prefix.length;
  const national = `${prefix}${String(randomInt(0, 10 ** digits)).padStart(digits, '0')}`;
  return { e164: `+234${national}`, local: `0${national}` };
}

/** Proves a number by its code for a signed-in member (Better Auth's phone-number plugin, `updatePhoneNumber`). */
export async function proveNumber(termii: FakeTermii, client: HttpClient, phoneNumber: string, e164: string): Promise<void> {
  expect((await client.json('POST', '/api/auth/phone-number/send-otp', { phoneNumber })).status).toBe(200);
  const verified = await client.json('POST', '/api/auth/phone-number/verify', {
    phoneNumber,
    code: termii.lastCode(e164),
    updatePhoneNumber: true,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}
