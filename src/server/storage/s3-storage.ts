import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, mediaKeyOf, mediaUrl, type FileStorage, type LocateOptions, type StoredFileLocation } from './file-storage';

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** How long a signed read URL stays valid. */
  signedUrlSeconds: number;
  /** How long a socket may stay silent before its request is given up and retried (default 15 s). */
  silentSocketMs?: number;
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, Spaces…). The bucket stays private: files keep the same
 * /media/<key> URLs and the server answers them with a redirect to a short-lived signed URL.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Without these a request whose answer never comes waits for ever, holding its member's request and the
      // server's shutdown; a socket silent this long is a timeout, which the client retries.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: options.silentSocketMs ?? 15_000 },
    });
  }

  get bucket(): string {
    return this.options.bucket;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType }));
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await stat(file);
    // A stream with its length is sent as one PUT without being held in memory.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(key),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async deletePrefix(prefix: string): Promise<void> {
    const base = checkKey(prefix.replace(/\/$/, ''));
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: base, ContinuationToken: token }));
      // The prefix is a whole path segment: "images/ab/cd" must not take "images/ab/cdef".
      const keys = (page.Contents ?? []).map((item) => item.Key!).filter((key) => key === base || key.startsWith(`${base}/`));
      if (keys.length) {
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async locate(key: string, options: LocateOptions = {}): Promise<StoredFileLocation | null> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
    } catch {
      return null;
    }
    // The caching asked for is part of the signed request, so the bucket's answer carries it and no one can change it.
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseCacheControl: options.cacheControl }),
      { expiresIn: this.options.signedUrlSeconds },
    );
    return { kind: 'redirect', url };
  }

  url(key: string): string {
    return mediaUrl(key);
  }

  keyOf(url: string): string | null {
    return mediaKeyOf(url);
  }
}
