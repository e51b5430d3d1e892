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
