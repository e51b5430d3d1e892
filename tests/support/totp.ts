import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The secret of an otpauth:// URI, as the authenticator app reads it. */
export const secretOf = (otpauthUri: string): string => new URL(otpauthUri).searchParams.get('secret')!;

/** The RFC 6238 code (HMAC-SHA1, 30 s steps, 6 digits) of a base32 secret at a time: what an authenticator app shows. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const number = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, '0');
}

/**
 * The code the authenticator shows next. A code is accepted once (issue 36), and the server accepts one step either side
 * of now, so signing in right after turning two-factor on uses this one instead of the code just used.
 */
export const nextTotpCode = (secret: string): string => totpCode(secret, Date.now() + 30_000);
