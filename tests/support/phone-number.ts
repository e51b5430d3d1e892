import { expect } from 'vitest';
import type { FakeTermii } from './fake-termii';
import type { HttpClient } from './http-client';

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
