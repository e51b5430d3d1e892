import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Writes a small real JPEG of one colour to a temporary file, for upload fields. */
export async function jpegFile(name: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'localhub-e2e-img-')), name);
  writeFileSync(file, bytes);
  return file;
}

/**
 * A 1600 × 1200 JPEG with fine detail everywhere, as a phone's product photo has (smooth grain tinted `colour`), so
 * the server's renditions weigh what real photos do (640 px: about 36–40 KB) rather than the bytes of one flat colour.
 */
export async function photoJpeg(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  const grain = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: colour, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(grain).blur(2).tint(colour).jpeg({ quality: 85 }).toBuffer();
}
