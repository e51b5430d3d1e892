import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { makeTestVideo, rawRequest, tusCreate, tusOffset, tusPatch, UPLOADS } from '../support/videos';

// Issue 36: video uploads reachable through another member's URL.
const server = useTestServer();
const scratch = mkdtempSync(path.join(tmpdir(), 'localhub-security-videos-'));
let clip: Buffer;
let victim: TestMember;
let attacker: TestMember;

const fields = (title: string) => ({ title, category: 'other', privacy: 'public' });
const TUS = { 'tus-resumable': '1.0.0' };
const stagedFile = (uploadId: string) => path.join(server.context.env.DATA_DIR, 'video-uploads', uploadId);

beforeAll(async () => {
  clip = readFileSync(makeTestVideo(scratch));
  victim = await signedInMember(server, { fullName: 'Ngozi Eze' });
  attacker = await signedInMember(server, { fullName: 'Tunde Bakare' });
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('an upload is reached only through its own URL (M1)', () => {
  it('refuses HEAD, PATCH and DELETE of another member’s upload however the URL is spelt', async () => {
    const mine = await tusCreate(attacker.client, clip.length, fields('Attacker upload'));
    const ownLocation = mine.headers.get('location')!;
    const ownId = ownLocation.split('/').pop()!;
    // The route's :uploadId is the attacker's own; the rest of the URL names the victim's.
    const spellings = (victimId: string) => [
      `${UPLOADS}/${ownId}?x=/${victimId}`,
      `${UPLOADS}/${ownId}?x=/../${victimId}`,
      `${UPLOADS}/${ownId};/${victimId}`,
      `${UPLOADS}/${ownId}#/${victimId}`,
      `${UPLOADS}/${ownId}%2F..%2F${victimId}`,
      `${UPLOADS}/${ownId}%2f${victimId}`,
      `${UPLOADS}/${victimId}/../${ownId}`,
      `${UPLOADS}/${ownId}/../${victimId}`,
      `${UPLOADS}/./${victimId}`,
      `${UPLOADS}//${victimId}`,
    ];
    const refused: number[] = [];
    for (let index = 0; index < spellings('').length; index += 1) {
      // A fresh upload of the victim's for each spelling, 4 KB in.
      const theirs = await tusCreate(victim.client, clip.length, fields('Victim upload'));
      const victimLocation = theirs.headers.get('location')!;
      await tusPatch(victim.client, victimLocation, 0, clip.subarray(0, 4096));
      const victimId = victimLocation.split('/').pop()!;
      const spelling = spellings(victimId)[index];

      const head = await rawRequest(attacker.client, 'HEAD', spelling, TUS);
      const patch = await rawRequest(
        attacker.client,
        'PATCH',
        spelling,
        { ...TUS, 'upload-offset': '4096', 'content-type': 'application/offset+octet-stream' },
        clip.subarray(4096, 8192),
      );
      const remove = await rawRequest(attacker.client, 'DELETE', spelling, TUS);
      const statuses = [head.status, patch.status, remove.status];
      for (const status of statuses) expect([400, 404], `${spelling}: ${statuses.join(', ')}`).toContain(status);
      if (statuses.includes(400)) refused.push(index);

      // The victim's upload is untouched: its bytes, its offset, its row.
      expect(existsSync(stagedFile(victimId)), spelling).toBe(true);
      expect(await tusOffset(victim.client, victimLocation), spelling).toBe(4096);
      expect(await server.db.selectFrom('videos').select('status').where('upload_id', '=', victimId).executeTakeFirst()).toEqual({
        status: 'uploading',
      });
      expect((await victim.client.request('DELETE', victimLocation, undefined, TUS)).status).toBe(204);
    }
    // What reaches the upload route with anything besides the id is refused as ambiguous (the rest match no route).
    expect(refused).toEqual([0, 1, 3, 4, 5]);
    const ambiguous = await rawRequest(attacker.client, 'DELETE', `${UPLOADS}/${ownId}?x=1`, TUS);
    expect(ambiguous.status).toBe(400);
    expect(JSON.parse(ambiguous.text).error.message).toMatch(/upload address/);
    // The plain URL still works for its owner.
    expect(await tusOffset(attacker.client, ownLocation)).toBe(0);
  });
});
