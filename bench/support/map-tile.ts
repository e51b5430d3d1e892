import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: its length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A 256-pixel map tile of about an OpenStreetMap city tile's size (16 KB): a land colour crossed by roads, speckled
 * with detail that does not compress. The Lighthouse bench serves it for every tile, so the map page is measured with
 * pictures of a real tile's weight (a one-pixel tile would be too light to count as the largest paint).
 */
export function benchMapTile(): Buffer {
  const size = 256;
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const road = x % 64 < 6 || y % 80 < 5;
      raw.set(road ? [255, 255, 255] : [242, 239, 233], y * row + 1 + x * 3);
    }
  }
  // The same speckles each time (a fixed seed), so every run serves the same bytes.
  let seed = 38;
  const random = (below: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x80000000) * below);
  for (let i = 0; i < 2_500; i += 1) {
    const at = random(size) * row + 1 + random(size) * 3;
    raw.set([random(256), random(256), random(256)], at);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // 8 bits a channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
