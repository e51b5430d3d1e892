/** Stores uploaded images (re-encoded to WebP in IMAGE_WIDTHS) and removes them again. */
export interface ImageStore {
  /** Checks the bytes are an image, re-encodes them without metadata, stores every width; returns the base URL. */
  save(bytes: Buffer): Promise<string>;
  /** Removes every stored width of an image given its base URL; unknown URLs are ignored. */
  remove(baseUrl: string): Promise<void>;
}
