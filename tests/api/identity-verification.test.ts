import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_EXPIRY_JOB } from '../../src/server/features/identity/identity.service';
import { LocalStorage } from '../../src/server/storage/local-storage';
import { TestClock } from '../support/clock';
import { identityForm, phonePhoto, requestVerification, testPhoto } from '../support/identity';
import { jobDone } from '../support/jobs';
import { signedInMember, type TestMember } from '../support/members';
import { grantRole, staffMember } from '../support/staff';
import { useTestServer } from '../support/test-server';
import { createBusiness } from './support/listings';

const DAY = 86_400_000;
const clock = new TestClock();
const server = useTestServer({}, { clock });
afterEach(() => clock.reset());

let moderator: Awaited<ReturnType<typeof staffMember>>;
let unsecuredStaff: TestMember;
let bystander: TestMember;
const NO_STORE = 'private, no-store';

beforeAll(async () => {
  moderator = await staffMember(server);
  unsecuredStaff = await signedInMember(server, { fullName: 'Staff Without Code' });
  await grantRole(server.db, unsecuredStaff.userId, 'admin');
  bystander = await signedInMember(server, { fullName: 'Bayo Bystander' });
});

const state = async (member: TestMember) => {
  const answer = await member.client.json('GET', '/api/v1/me/identity-verification');
  expect(answer.status).toBe(200);
  expect(answer.response.headers.get('cache-control')).toBe(NO_STORE);
  return answer.body;
};

/** The member's one request row, as the database holds it. */
const requestOf = (member: TestMember) =>
  server.db
    .selectFrom('identity_requests')
    .selectAll()
    .where('user_id', '=', member.userId)
    .orderBy('request_id', 'desc')
    .executeTakeFirstOrThrow();

/** Whether both photos of a request are still in private storage (read through the storage, and on disk). */
async function filesStored(prefix: string): Promise<boolean[]> {
  const files = server.context.privateFiles;
  const present = await Promise.all(['document', 'selfie'].map(async (file) => (await files.read(`${prefix}/${file}.webp`)) !== null));
  if (files instanceof LocalStorage) expect(existsSync(path.join(files.root, prefix))).toBe(present.some(Boolean));
  return present;
}

/** Every identity photo in private storage (on disk in these tests). */
function storedPhotoCount(): number {
  const root = path.join((server.context.privateFiles as LocalStorage).root, 'identity');
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true }).filter((name) => String(name).endsWith('.webp')).length;
}

const fileUrl = (requestId: string, file: 'document' | 'selfie') => `/api/v1/admin/identity/${requestId}/${file}`;
const decide = (requestId: string, action: 'approve' | 'reject', body: unknown = {}) =>
  moderator.client.json('POST', `/api/v1/admin/identity/${requestId}/${action}`, body);
const auditRows = (member: TestMember) =>
  server.db.selectFrom('moderation_actions').selectAll().where('target_id', '=', member.userId).orderBy('action_id').execute();
const notices = (member: TestMember) =>
  server.db.selectFrom('notifications').selectAll().where('user_id', '=', member.userId).where('kind', '=', 'moderation').execute();

describe('sending a request', () => {
  it('stores the photos privately, re-encoded without metadata, and shows the member only the status', async () => {
    const ada = await signedInMember(server, { fullName: 'Adaeze Okafor' });
    expect(await state(ada)).toMatchObject({ status: 'none', verified: false, documentType: null });

    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const form = identityForm({ documentType: 'drivers_licence', document: original, selfie: await testPhoto({ r: 90, g: 60, b: 40 }) });
    const sent = await ada.client.form('/api/v1/me/identity-verification', form);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.response.headers.get('cache-control')).toBe(NO_STORE);
    expect(sent.body).toMatchObject({ status: 'pending', documentType: 'drivers_licence', reason: null, verified: false });
    expect(Date.parse(sent.body.expiresAt) - Date.parse(sent.body.submittedAt)).toBe(30 * DAY);
    // Nothing in the member's answer leads to the photos.
    expect(JSON.stringify(await state(ada))).not.toMatch(/identity\/|webp|media/);

    const row = await requestOf(ada);
    expect(row.storage_prefix).toMatch(/^identity\/[0-9a-f]{2}\/[0-9a-f]{24}$/);
    expect(await filesStored(row.storage_prefix!)).toEqual([true, true]);
    // Outside the directory /media serves.
    expect(existsSync(path.join((server.context.storage as LocalStorage).root, row.storage_prefix!))).toBe(false);

    const document = await moderator.client.get(fileUrl(row.request_id, 'document'));
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('image/webp');
    expect(document.headers.get('cache-control')).toBe(NO_STORE);
    const stored = await sharp(Buffer.from(await document.arrayBuffer())).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.width).toBe(640);
  });

  it('refuses a wrong document type, a file that is not an image and a missing photo with a message, storing nothing', async () => {
    const bola = await signedInMember(server, { fullName: 'Bola Adeyemi' });
    const photosBefore = storedPhotoCount();
    const photo = await testPhoto({ r: 10, g: 10, b: 200 });
    const send = (form: FormData) => bola.client.form('/api/v1/me/identity-verification', form);

    const wrongType = await send(identityForm({ documentType: 'library_card', document: photo, selfie: photo }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields.documentType).toMatch(/NIN slip/);

    const noType = await send(identityForm({ document: photo, selfie: photo }));
    expect(noType.status).toBe(400);
    expect(noType.body.error.fields.documentType).toBeDefined();

    const noSelfie = await send(identityForm({ documentType: 'nin_slip', document: photo }));
    expect(noSelfie.status).toBe(400);
    expect(noSelfie.body.error).toMatchObject({ message: 'Add a selfie: a photo of your face.', fields: { selfie: expect.any(String) } });

    const notImage = await send(
      identityForm({ documentType: 'nin_slip', document: Buffer.from('%PDF-1.4 not a photo'), documentName: 'id.png', selfie: photo }),
    );
    expect(notImage.status).toBe(415);
    expect(notImage.body.error.message).toMatch(/not an image/);

    const json = await bola.client.json('POST', '/api/v1/me/identity-verification', { documentType: 'nin_slip' });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toMatch(/multipart/);

    expect(storedPhotoCount()).toBe(photosBefore);
    expect(await server.db.selectFrom('identity_requests').select('request_id').where('user_id', '=', bola.userId).execute()).toEqual([]);
    expect((await state(bola)).status).toBe('none');
    expect((await server.client().form('/api/v1/me/identity-verification', identityForm({}))).status).toBe(401);
  });

  it('allows one pending request at a time (409), also when two arrive at once', async () => {
    const chidi = await signedInMember(server, { fullName: 'Chidi Obi' });
    const [first, second] = await Promise.all([requestVerification(chidi), requestVerification(chidi)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const third = await requestVerification(chidi, 'voters_card');
    expect(third.status).toBe(409);
    expect(third.body.error.message).toMatch(/already have a request/);
    const rows = await server.db.selectFrom('identity_requests').selectAll().where('user_id', '=', chidi.userId).execute();
    expect(rows).toHaveLength(1);
    // The refused request's photos were removed again: only pending requests have photos.
    const pending = await server.db.selectFrom('identity_requests').select('request_id').where('status', '=', 'pending').execute();
    expect(storedPhotoCount()).toBe(pending.length * 2);
  });
});

describe('who can reach the photos', () => {
  it('answers 404 to visitors and members (the requester too) and 403 to staff without a second factor, never cached', async () => {
    const dayo = await signedInMember(server, { fullName: 'Dayo Sent' });
    expect((await requestVerification(dayo)).status).toBe(201);
    const { request_id: requestId, storage_prefix: prefix } = await requestOf(dayo);

    for (const url of [fileUrl(requestId, 'document'), fileUrl(requestId, 'selfie'), '/api/v1/admin/identity']) {
      for (const [who, client, status] of [
        ['visitor', server.client(), 404],
        ['the requester', dayo.client, 404],
        ['another member', bystander.client, 404],
        ['staff without a code', unsecuredStaff.client, 403],
      ] as const) {
        const answer = await client.get(url);
        expect(answer.status, `${who} ${url}`).toBe(status);
        expect(answer.headers.get('cache-control'), `${who} ${url}`).toBe(NO_STORE);
        expect(answer.headers.get('content-type')).toMatch(/json/);
      }
    }

    // Direct URLs: the public /media route never reaches private storage, however the path is written.
    const key = `${prefix}/document.webp`;
    for (const url of [
      `/media/${key}`,
      `/media/private/${key}`,
      `/media//private/${key}`,
      `/media/%70rivate/${key}`,
      `/media/images/../private/${key}`,
      `/media/%2e%2e/private/${key}`,
      `/media/..%2fprivate/${key}`,
    ]) {
      for (const client of [server.client(), dayo.client, moderator.client]) {
        const answer = await client.get(url);
        expect(answer.status, url).toBeGreaterThanOrEqual(400);
        expect(answer.status, url).toBeLessThan(500);
        expect(answer.headers.get('content-type') ?? '', url).not.toMatch(/image/);
      }
    }
    expect((await server.client().get(`/media/private/${key}`)).headers.get('cache-control')).toBe(NO_STORE);

    // The staff member with a second factor reads both.
    for (const file of ['document', 'selfie'] as const) {
      const answer = await moderator.client.get(fileUrl(requestId, file));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(NO_STORE);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await moderator.client.get(fileUrl(requestId, 'passport' as 'document'))).status).toBe(400);
    expect((await moderator.client.get(fileUrl('999999', 'document'))).status).toBe(404);
  });

  it('answers 404 to non-staff on every staff endpoint, and keeps them out of the public API document', async () => {
    const endpoints: [string, string][] = [
      ['GET', '/api/v1/admin/identity'],
      ['GET', '/api/v1/admin/identity/1/document'],
      ['POST', '/api/v1/admin/identity/1/approve'],
      ['POST', '/api/v1/admin/identity/1/reject'],
    ];
    for (const [method, url] of endpoints) {
      const body = method === 'POST' ? { reason: 'Blurry photo' } : undefined;
      expect((await server.client().json(method, url, body)).status, url).toBe(404);
      const member = await bystander.client.json(method, url, body);
      expect(member.status, url).toBe(404);
      expect(member.body.error.code).toBe('NOT_FOUND');
      expect((await unsecuredStaff.client.json(method, url, body)).status, url).toBe(403);
    }
    const spec = server.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths).filter((url) => url.startsWith('/api/v1/admin'))).toEqual([]);
    expect(Object.keys(spec.paths)).toContain('/api/v1/me/identity-verification');
  });
});

describe('decisions', () => {
  it('approving deletes the photos, writes the audit row, notifies, and shows the badge on profile, listings and messages', async () => {
    const efe = await signedInMember(server, { fullName: 'Efe Approved' });
    const business = await createBusiness(efe, { name: 'Efe Tailoring' });
    expect((await bystander.client.json('POST', '/api/v1/messages', { receiverId: efe.userId, content: 'Hello Efe' })).status).toBe(201);
    expect((await bystander.client.json('GET', `/api/v1/businesses/${business.businessId}`)).body.ownerIdentityVerified).toBe(false);

    expect((await requestVerification(efe, 'international_passport')).status).toBe(201);
    const row = await requestOf(efe);
    const queue = await moderator.client.json('GET', '/api/v1/admin/identity');
    expect(queue.response.headers.get('cache-control')).toBe(NO_STORE);
    expect(queue.body.items.find((item: { requestId: number }) => item.requestId === Number(row.request_id))).toEqual({
      requestId: Number(row.request_id),
      member: { userId: efe.userId, fullName: 'Efe Approved', username: efe.username },
      documentType: 'international_passport',
      submittedAt: expect.any(String),
      expiresAt: expect.any(String),
      files: { document: fileUrl(row.request_id, 'document'), selfie: fileUrl(row.request_id, 'selfie') },
    });

    const approved = await decide(row.request_id, 'approve', { note: 'Passport matches the selfie' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await filesStored(row.storage_prefix!)).toEqual([false, false]);
    expect((await requestOf(efe)).storage_prefix).toBeNull();
    expect((await moderator.client.get(fileUrl(row.request_id, 'document'))).status).toBe(404);

    const audit = await auditRows(efe);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staff_id: moderator.userId,
      action: 'approve identity',
      target_kind: 'member',
      reason: 'Passport matches the selfie',
    });
    expect((await notices(efe)).map((n) => n.message)).toEqual([expect.stringMatching(/identity is verified/)]);
    expect(await state(efe)).toMatchObject({ status: 'approved', verified: true, reason: null, expiresAt: null });

    // The badge, wherever the member appears.
    const profile = await bystander.client.json('GET', `/api/v1/members/${efe.userId}/content`);
    expect(profile.body.member.identityVerified).toBe(true);
    const detail = await bystander.client.json('GET', `/api/v1/businesses/${business.businessId}`);
    expect(detail.body).toMatchObject({ ownerIdentityVerified: true, verified: false });
    const partner = await bystander.client.json('GET', `/api/v1/conversations/with/${efe.userId}`);
    expect(partner.body).toMatchObject({ partner: { userId: efe.userId, identityVerified: true }, partnerVerified: true });
    const conversations = await bystander.client.json('GET', '/api/v1/conversations');
    const withEfe = conversations.body.items.find((item: { partner: { userId: string } }) => item.partner.userId === efe.userId);
    expect(withEfe.partner.identityVerified).toBe(true);
    // ...and not on members who were never checked.
    const efeSide = await efe.client.json('GET', `/api/v1/conversations/with/${bystander.userId}`);
    expect(efeSide.body).toMatchObject({ partner: { identityVerified: false }, partnerVerified: false });

    // Decided once: a second decision finds nothing pending, and a verified member cannot ask again.
    expect((await decide(row.request_id, 'reject', { reason: 'Changed my mind' })).status).toBe(404);
    expect((await requestVerification(efe)).status).toBe(409);
    expect(await auditRows(efe)).toHaveLength(1);
  });

  it('rejecting needs a reason, deletes the photos, notifies with the reason, and the member may try again', async () => {
    const funmi = await signedInMember(server, { fullName: 'Funmi Rejected' });
    expect((await requestVerification(funmi, 'voters_card')).status).toBe(201);
    const row = await requestOf(funmi);

    const noReason = await decide(row.request_id, 'reject', {});
    expect(noReason.status).toBe(400);
    expect((await decide(row.request_id, 'reject', { reason: 'no' })).status).toBe(400);
    expect(await filesStored(row.storage_prefix!)).toEqual([true, true]);

    const reason = 'The photo of the card is too blurry to read.';
    expect((await decide(row.request_id, 'reject', { reason })).status).toBe(200);
    expect(await filesStored(row.storage_prefix!)).toEqual([false, false]);
    const audit = await auditRows(funmi);
    expect(audit.map((entry) => [entry.staff_id, entry.action, entry.reason])).toEqual([[moderator.userId, 'reject identity', reason]]);
    const [notice] = await notices(funmi);
    expect(notice.message).toContain(`Reason: ${reason}`);
    expect(notice.message).toMatch(/Voter’s card/);
    expect(notice.link).toBe('/app/account?tab=verification');
    expect(await state(funmi)).toMatchObject({ status: 'rejected', reason, verified: false, documentType: 'voters_card' });
    expect((await bystander.client.json('GET', `/api/v1/members/${funmi.userId}/content`)).body.member.identityVerified).toBe(false);

    const again = await requestVerification(funmi, 'nin_slip');
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', documentType: 'nin_slip', reason: null });
  });
});

describe('the 30-day limit', () => {
  it('is a durable job that deletes an undecided request’s photos and notifies the member', async () => {
    const gbenga = await signedInMember(server, { fullName: 'Gbenga Waiting' });
    expect((await requestVerification(gbenga)).status).toBe(201);
    const row = await requestOf(gbenga);

    const { rows: queued } = await sql<{ id: string; start_after: Date }>`
      SELECT id, start_after FROM pgboss.job
       WHERE name = ${IDENTITY_EXPIRY_JOB} AND data->>'requestId' = ${row.request_id} AND state = 'created'`.execute(server.db);
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0].start_after).getTime() - new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(30 * DAY - 1000);

    // Run before its time (as if clocks differed): nothing happens, and it is queued again for the due time.
    clock.set(new Date(new Date(row.created_at).getTime() + 29 * DAY));
    expect(await jobDone(server.db, await server.context.jobs.send(IDENTITY_EXPIRY_JOB, { requestId: row.request_id }))).toBe('completed');
    expect((await requestOf(gbenga)).status).toBe('pending');
    expect(await filesStored(row.storage_prefix!)).toEqual([true, true]);
    expect(await notices(gbenga)).toEqual([]);

    clock.set(new Date(new Date(row.created_at).getTime() + 30 * DAY + 60_000));
    expect(await jobDone(server.db, await server.context.jobs.send(IDENTITY_EXPIRY_JOB, { requestId: row.request_id }))).toBe('completed');
    const expired = await requestOf(gbenga);
    expect(expired).toMatchObject({ status: 'expired', storage_prefix: null, decided_by: 'system' });
    expect(await filesStored(row.storage_prefix!)).toEqual([false, false]);
    const [notice] = await notices(gbenga);
    expect(notice.message).toMatch(/not reviewed within 30 days.*deleted/);
    expect((await auditRows(gbenga)).map((entry) => [entry.staff_id, entry.action])).toEqual([['system', 'expire identity request']]);
    expect(await state(gbenga)).toMatchObject({ status: 'expired', verified: false });
    expect((await moderator.client.get(fileUrl(row.request_id, 'selfie'))).status).toBe(404);

    // A later run (a retry, or the original job) changes nothing and notifies nobody twice.
    expect(await jobDone(server.db, await server.context.jobs.send(IDENTITY_EXPIRY_JOB, { requestId: row.request_id }))).toBe('completed');
    expect(await notices(gbenga)).toHaveLength(1);
    // The member can ask again.
    expect((await requestVerification(gbenga)).status).toBe(201);
  });

  it('leaves a decided request alone', async () => {
    const hauwa = await signedInMember(server, { fullName: 'Hauwa Decided' });
    expect((await requestVerification(hauwa)).status).toBe(201);
    const row = await requestOf(hauwa);
    expect((await decide(row.request_id, 'approve')).status).toBe(200);
    clock.set(new Date(new Date(row.created_at).getTime() + 31 * DAY));
    expect(await jobDone(server.db, await server.context.jobs.send(IDENTITY_EXPIRY_JOB, { requestId: row.request_id }))).toBe('completed');
    expect(await requestOf(hauwa)).toMatchObject({ status: 'approved' });
    expect((await notices(hauwa)).map((n) => n.message)).toEqual([expect.stringMatching(/identity is verified/)]);
  });
});
