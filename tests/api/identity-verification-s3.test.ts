import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/server/storage/s3-storage';
import { requestVerification } from '../support/identity';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { signedInMember, type TestMember } from '../support/members';
import { staffMember } from '../support/staff';
import { useTestServer } from '../support/test-server';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
const server = useTestServer(() => s3.env);
afterAll(async () => {
  await s3.close();
});

let member: TestMember;
let moderator: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  member = await signedInMember(server, { fullName: 'Ngozi Eze' });
  moderator = await staffMember(server);
});

async function bucketKeys(prefix: string): Promise<string[]> {
  const storage = server.context.storage as S3Storage;
  const page = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((item) => item.Key!).sort();
}

describe('identity photos in an S3-compatible bucket', () => {
  it('keeps them under private/, never signs them for /media, serves them to staff itself, and deletes them at the decision', async () => {
    expect(server.context.storage).toBeInstanceOf(S3Storage);
    expect((await requestVerification(member)).status).toBe(201);
    const row = await server.db
      .selectFrom('identity_requests')
      .select(['request_id', 'storage_prefix'])
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    const prefix = row.storage_prefix!;
    expect(await bucketKeys(`private/${prefix}`)).toEqual([`private/${prefix}/document.webp`, `private/${prefix}/selfie.webp`]);
    // Nothing lands where public files live.
    expect(await bucketKeys(prefix)).toEqual([]);

    // /media signs public keys for anyone; a private key gets no redirect, for a visitor, the requester or staff.
    for (const url of [
      `/media/private/${prefix}/document.webp`,
      `/media/%70rivate/${prefix}/document.webp`,
      `/media/${prefix}/document.webp`,
    ]) {
      for (const client of [server.client(), member.client, moderator.client]) {
        const answer = await client.get(url);
        expect(answer.status, url).toBe(404);
        expect(answer.headers.get('location'), url).toBeNull();
      }
    }

    // Staff get the bytes from the server: no redirect to the bucket, nothing cached.
    const document = await moderator.client.get(`/api/v1/admin/identity/${row.request_id}/document`);
    expect(document.status).toBe(200);
    expect(document.headers.get('location')).toBeNull();
    expect(document.headers.get('content-type')).toBe('image/webp');
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    expect((await document.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await member.client.get(`/api/v1/admin/identity/${row.request_id}/document`)).status).toBe(404);

    const reject = await moderator.client.json('POST', `/api/v1/admin/identity/${row.request_id}/reject`, { reason: 'The ID is expired.' });
    expect(reject.status).toBe(200);
    expect(await bucketKeys(`private/${prefix}`)).toEqual([]);
  });
});
