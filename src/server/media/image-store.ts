/** Stores uploaded images (re-encoded to WebP in IMAGE_WIDTHS) and removes them again. */
export interface ImageStore {
  /** Checks the bytes are an image, re-encodes them without metadata, stores every width; returns the base URL. */
  save(bytes: Buffer): Promise<string>;
  /**
   * Checks the bytes are an image and returns one WebP of it, at most `maxWidth` wide, without metadata; stores
   * nothing (for files the caller keeps privately).
   */
  reencode(bytes: Buffer, maxWidth: number): Promise<Buffer>;
  /** Removes every stored width of an image given its base URL; unknown URLs are ignored. */
  remove(baseUrl: string): Promise<void>;
}
