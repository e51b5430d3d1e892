/** Where a stored file can be read from: a local file (served with ranges by us) or a short-lived signed URL. */
export type StoredFileLocation = { kind: 'file'; path: string; size: number } | { kind: 'redirect'; url: string };

/** How a located file may be cached: a signed URL's answer carries it (the bucket sends it as Cache-Control). */
export interface LocateOptions {
  cacheControl?: string;
}

/** Where uploaded files live: a local directory (default) or an S3-compatible bucket, chosen by configuration. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a local file by streaming it, so a large file costs constant memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Removes every file whose key starts with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
  /** The whole file behind a key, read by the server itself (small private files), or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Where the file behind a key can be read, or null when there is none. */
  locate(key: string, options?: LocateOptions): Promise<StoredFileLocation | null>;
  /** The public URL path for a key. */
  url(key: string): string;
  /** The key behind a public URL path, or null when the URL is not one of ours. */
  keyOf(url: string): string | null;
}

export const MEDIA_PREFIX = '/media/';

/** Keys are server-made: [a-z0-9/-] with one optional extension, never "..". */
export function checkKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/-]*(\.[a-z0-9]+)?$/.test(key) || key.includes('..')) throw new Error(`Bad storage key: ${key}`);
  return key;
}

export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;
export const mediaKeyOf = (url: string) => (url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null);
