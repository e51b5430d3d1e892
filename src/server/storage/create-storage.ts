import path from 'node:path';
import type { Env } from '../env';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/** The bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(env: Env): FileStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      signedUrlSeconds: env.S3_SIGNED_URL_SECONDS,
    });
  }
  return new LocalStorage(path.join(env.DATA_DIR, 'uploads'));
}
