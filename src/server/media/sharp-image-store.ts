import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from '../../shared/media';
import { AppError } from '../http/errors';
import type { FileStorage } from '../storage/file-storage';
import type { ImageStore } from './image-store';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
const NOT_AN_IMAGE = 'This file is not an image we can read. Upload a JPEG, PNG, WebP, GIF, HEIC or AVIF photo.';

/**
 * The upload pipeline: the type is decided by the bytes (never the name), the image is turned upright, re-encoded
 * to WebP at each width (never enlarged) with every piece of metadata (EXIF, GPS, ICC) dropped, and stored under a
 * random server-made name.
 */
export class SharpImageStore implements ImageStore {
  constructor(private readonly storage: FileStorage) {}

  async save(bytes: Buffer): Promise<string> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Images can be at most 10 MB.');
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { failOn: 'error' }).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED.has(format)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);

    const id = randomBytes(12).toString('hex');
    const prefix = `images/${id.slice(0, 2)}/${id}`;
    try {
      const upright = await sharp(bytes, { failOn: 'error' }).rotate().toBuffer();
      await Promise.all(
        IMAGE_WIDTHS.map(async (width) => {
          const webp = await sharp(upright).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer();
          await this.storage.put(`${prefix}/${width}.webp`, webp, 'image/webp');
        }),
      );
    } catch (error) {
      await this.storage.deletePrefix(prefix);
      if (error instanceof AppError) throw error;
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
    }
    return this.storage.url(prefix);
  }

  async remove(baseUrl: string): Promise<void> {
    const key = this.storage.keyOf(baseUrl);
    if (key && /^images\/[0-9a-f]{2}\/[0-9a-f]{24}$/.test(key)) await this.storage.deletePrefix(key);
  }
}
