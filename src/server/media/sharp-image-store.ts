import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from '../../shared/media';
import type { FileStorage } from '../storage/file-storage';
import { concurrencyLimit } from './concurrency-limit';
import { imageTooLarge, imageTooManyPixels, MAX_IMAGE_PIXELS, notAnImage } from './image-errors';
import type { ImageStore } from './image-store';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
/** Very tall images are bounded by height too, so a strip never exceeds WebP's 16383 px or costs much to load. */
const MAX_ASPECT = 4;

/**
 * The upload pipeline: the type is decided by the bytes (never the name), each width is decoded from the original
 * (turned upright, never enlarged) and encoded straight to WebP with every piece of metadata (EXIF, GPS, ICC) dropped,
 * and stored under a random server-made name (or, with `reencode`, handed back for the caller to keep privately).
 */
export class SharpImageStore implements ImageStore {
  private readonly slot: ReturnType<typeof concurrencyLimit>;

  /** `concurrency`: images decoded at once, so a burst of uploads cannot take the server's memory. */
  constructor(
    private readonly storage: FileStorage,
    concurrency = 2,
  ) {
    this.slot = concurrencyLimit(concurrency);
  }

  /** The header alone (no decoding) gives the type and the decoded size, checked before any pixel is decoded. */
  private async check(bytes: Buffer): Promise<void> {
    if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge();
    let metadata: sharp.Metadata | undefined;
    try {
      metadata = await sharp(bytes, { failOn: 'error' }).metadata();
    } catch {
      metadata = undefined;
    }
    if (!metadata?.format || !ACCEPTED.has(metadata.format)) throw notAnImage();
    const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) * (metadata.pages ?? 1);
    if (pixels > MAX_IMAGE_PIXELS) throw imageTooManyPixels();
  }

  async save(bytes: Buffer): Promise<string> {
    await this.check(bytes);
    const encoded = await this.slot(() => this.encode(bytes, IMAGE_WIDTHS));

    const id = randomBytes(12).toString('hex');
    const prefix = `images/${id.slice(0, 2)}/${id}`;
    // allSettled, not all: every write has finished before a failure cleans up, so no file lands after the clean-up.
    const writes = await Promise.allSettled(
      IMAGE_WIDTHS.map((width, index) => this.storage.put(`${prefix}/${width}.webp`, encoded[index], 'image/webp')),
    );
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) {
      await this.storage.deletePrefix(prefix);
      throw failed.reason;
    }
    return this.storage.url(prefix);
  }

  async reencode(bytes: Buffer, maxWidth: number): Promise<Buffer> {
    await this.check(bytes);
    const [encoded] = await this.slot(() => this.encode(bytes, [maxWidth]));
    return encoded;
  }

  /** Every width, one after another, before writing any: an image sharp cannot decode leaves nothing behind. */
  private async encode(bytes: Buffer, widths: readonly number[]): Promise<Buffer[]> {
    const encoded: Buffer[] = [];
    try {
      for (const width of widths) {
        encoded.push(
          await sharp(bytes, { failOn: 'error', autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS })
            .resize({ width, height: width * MAX_ASPECT, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 78, effort: 4 })
            .toBuffer(),
        );
      }
    } catch {
      throw notAnImage();
    }
    return encoded;
  }

  async remove(baseUrl: string): Promise<void> {
    const key = this.storage.keyOf(baseUrl);
    if (key && /^images\/[0-9a-f]{2}\/[0-9a-f]{24}$/.test(key)) await this.storage.deletePrefix(key);
  }
}
