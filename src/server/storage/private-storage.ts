import path from 'node:path';
import type { Env } from '../env';
import { checkKey, type FileStorage, type LocateOptions, type StoredFileLocation } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/** The bucket's prefix for private files; /media refuses every key under it (media-files.routes.ts). */
export const PRIVATE_KEY_PREFIX = 'private/';

/**
 * Files no public URL leads to. Identity documents (decision 0021) are read by the server itself for a staff
 * endpoint, which answers with the bytes. Video posters and renditions (decision 0016) are located only by the videos
 * routes, after the video's privacy check: a local file they serve themselves, or a short-lived signed URL.
 */
export interface PrivateStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a local file by streaming it, so a large file costs constant memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Where the file can be read once the caller has checked who asks, or null when there is none. */
  locate(key: string, options?: LocateOptions): Promise<StoredFileLocation | null>;
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
      putFile: (key, file, contentType) => publicStorage.putFile(inBucket(key), file, contentType),
      read: (key) => publicStorage.read(inBucket(key)),
      locate: (key, options) => publicStorage.locate(inBucket(key), options),
      deletePrefix: (prefix) => publicStorage.deletePrefix(inBucket(prefix)),
    };
  }
  return new LocalStorage(path.join(env.DATA_DIR, 'private'));
}
