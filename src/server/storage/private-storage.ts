import path from 'node:path';
import type { Env } from '../env';
import { checkKey, type FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/** The bucket's prefix for private files; /media refuses every key under it (media-files.routes.ts). */
export const PRIVATE_KEY_PREFIX = 'private/';

/**
 * Files only the server reads (identity documents, decision 0021): they have no URL. The server reads them for a
 * staff endpoint and answers with the bytes itself, so no public or signed link to them ever exists.
 */
export interface PrivateStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes every file under the prefix. */
  deletePrefix(prefix: string): Promise<void>;
}

/**
 * On disk: DATA_DIR/private, a sibling of the uploads directory /media serves, so no path under /media reaches it.
 * With a bucket: the same (private) bucket under `private/`, which /media refuses to sign.
 */
export function createPrivateStorage(env: Pick<Env, 'DATA_DIR'>, publicStorage: FileStorage): PrivateStorage {
  if (publicStorage instanceof S3Storage) {
    const inBucket = (key: string) => `${PRIVATE_KEY_PREFIX}${checkKey(key)}`;
    return {
      put: (key, body, contentType) => publicStorage.put(inBucket(key), body, contentType),
      read: (key) => publicStorage.read(inBucket(key)),
      deletePrefix: (prefix) => publicStorage.deletePrefix(inBucket(prefix)),
    };
  }
  return new LocalStorage(path.join(env.DATA_DIR, 'private'));
}
