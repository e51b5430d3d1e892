/** Where uploaded files live: a local directory by default; an S3-compatible bucket can implement the same. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes every file whose key starts with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
  /** The public URL path for a key. */
  url(key: string): string;
  /** The key behind a public URL path, or null when the URL is not one of ours. */
  keyOf(url: string): string | null;
}
