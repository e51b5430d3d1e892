import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './postgres-server';

const require = createRequire(import.meta.url);

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** What the server needs to use the bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-protocol server (s3rver) on 127.0.0.1 with one empty bucket, its files in a throw-away directory. */
export async function startLocalS3(bucket = 'localhub-test'): Promise<LocalS3> {
  const S3rver = require('s3rver');
  const directory = mkdtempSync(path.join(tmpdir(), 'localhub-s3-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
