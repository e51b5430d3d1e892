import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../support/members';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 10, 7e: a 748 KB PNG decoding to 16000×16000 was accepted (2.3 s, 330 MB); uploads were not limited.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ UPLOAD_LIMIT_PER_MEMBER: '3', UPLOAD_LIMIT_WINDOW_SECONDS: '600' });
});
afterAll(() => server?.close());

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black 1-bit PNG of size×size pixels: tens of kilobytes that decode to hundreds of megapixels. */
function pngBomb(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(row * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 40 } } })
    .png()
    .toBuffer();

describe('image uploads (7e)', () => {
  it('refuses an image that decodes to more than 40 megapixels, before decoding it', async () => {
    const member = await signedInMember(server);
    const bomb = pngBomb(16_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const { status, body } = await member.client.upload('/api/v1/me/picture', bomb, 'bomb.png', 'image/png', 'PUT');
    expect(status).toBe(413);
    expect(body.error.message).toMatch(/40 megapixels/);
    // Decoding it took seconds; reading the header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('limits uploads per member with 429', async () => {
    const member = await signedInMember(server);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await member.client.upload('/api/v1/me/picture', await smallPng(), 'a.png', 'image/png', 'PUT')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another member is not affected.
    const other = await signedInMember(server);
    expect((await other.client.upload('/api/v1/me/picture', await smallPng(), 'a.png', 'image/png', 'PUT')).status).toBe(200);
  });
});
