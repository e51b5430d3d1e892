import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/shared/media';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';

const server = useTestServer();
let owner: TestMember & { userId: string };
let other: TestMember & { userId: string };

beforeAll(async () => {
  const withId = async (member: TestMember) => ({
    ...member,
    userId: (await member.client.json('GET', '/api/v1/me')).body.userId as string,
  });
  owner = await withId(await signedInMember(server, { fullName: 'Ngozi Eze' }));
  other = await withId(await signedInMember(server, { fullName: 'Tunde Bakare' }));
});

// ---- images ------------------------------------------------------------------------------------------------------

/** A phone-like photo: 1200×800 JPEG whose EXIF holds a GPS position (Lagos). */
const gpsPhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'LocalHubCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 22/1 0/1', GPSMapDatum: 'WGS-84' },
    })
    .toBuffer();

const smallPng = (shade: number) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: shade, g: 80, b: 160 } } })
    .png()
    .toBuffer();

/** IFD0's GPSInfo pointer entry (tag 0x8825, LONG, count 1) as written in little-endian TIFF. */
const GPS_INFO_ENTRY = Buffer.from([0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]);

// ---- files on disk -----------------------------------------------------------------------------------------------

const uploadsDir = () => path.join(server.context.env.DATA_DIR, 'uploads');
/** The directory holding every width of an image, from its base URL. */
const imageDir = (baseUrl: string) => path.join(uploadsDir(), baseUrl.replace(/^\/media\//, ''));

async function storedFiles(dir = uploadsDir()): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function expectStoredInEveryWidth(baseUrl: string) {
  expect(baseUrl).toMatch(/^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{24}$/);
  expect(await storedFiles(imageDir(baseUrl))).toEqual(IMAGE_WIDTHS.map((w) => path.join(imageDir(baseUrl), `${w}.webp`)).sort());
}

// ---- fixtures (rows through SQL: the listing endpoints are another feature's) -------------------------------------

async function businessOf(userId: string, name = 'Mama Put Kitchen'): Promise<number> {
  const row = await server.db
    .insertInto('businesses')
    .values({ auth_user_id: userId, name })
    .returning('business_id')
    .executeTakeFirstOrThrow();
  return Number(row.business_id);
}

async function professionOf(userId: string): Promise<number> {
  const row = await server.db
    .insertInto('professions')
    .values({ auth_user_id: userId, title: 'Tailor' })
    .returning('profession_id')
    .executeTakeFirstOrThrow();
  return Number(row.profession_id);
}

async function productIn(businessId: number, name = 'Jollof rice'): Promise<number> {
  const category = await server.db
    .insertInto('product_categories')
    .values({ business_id: businessId, name: `Food ${Math.random()}` })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  const product = await server.db
    .insertInto('products')
    .values({ business_id: businessId, category_id: category.category_id, name, price_kobo: 250000 })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  return Number(product.product_id);
}

const imageRows = (productId: number) =>
  server.db
    .selectFrom('product_images')
    .select(['image_id', 'image_url', 'is_primary', 'position'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();

const pictureOf = async (table: 'businesses' | 'professions', id: number): Promise<string | null | undefined> =>
  table === 'businesses'
    ? (await server.db.selectFrom('businesses').select('profile_picture').where('business_id', '=', String(id)).executeTakeFirst())
        ?.profile_picture
    : (await server.db.selectFrom('professions').select('profile_picture').where('profession_id', '=', String(id)).executeTakeFirst())
        ?.profile_picture;

// ---- tests -------------------------------------------------------------------------------------------------------

describe('the member profile picture', () => {
  it('re-encodes a JPEG with GPS to WebP in every width without metadata and serves it with a year-long cache', async () => {
    const photo = await gpsPhoto();
    const source = await sharp(photo).metadata();
    expect(source.format).toBe('jpeg');
    expect(source.exif?.includes(GPS_INFO_ENTRY)).toBe(true);
    expect(source.exif?.includes('WGS-84')).toBe(true);

    const put = await owner.client.upload('/api/v1/me/picture', photo, 'IMG_0001.jpg', 'image/jpeg', 'PUT');
    expect(put.status).toBe(200);
    const base: string = put.body.profilePicture;
    await expectStoredInEveryWidth(base);
    expect((await owner.client.json('GET', '/api/v1/me')).body.profilePicture).toBe(base);

    const response = await fetch(`${server.url}${base}/640.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    const served = await sharp(bytes).metadata();
    expect(served.format).toBe('webp');
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(served.icc).toBeUndefined();
    expect(served.width).toBeLessThanOrEqual(640);
    expect(bytes.includes('WGS-84')).toBe(false);

    // Never enlarged: the widest size of a 1200 px photo stays 1200 px.
    expect((await sharp(path.join(imageDir(base), '1280.webp')).metadata()).width).toBe(1200);

    const partial = await fetch(`${server.url}${base}/160.webp`, { headers: { range: 'bytes=0-9' } });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(10);

    expect((await fetch(`${server.url}${base}/999.webp`)).status).toBe(404);
  });

  it('replaces the picture and removes the old files; removing it clears the profile', async () => {
    const first = (await owner.client.upload('/api/v1/me/picture', await smallPng(10), 'a.png', 'image/png', 'PUT')).body.profilePicture;
    const second = await owner.client.upload('/api/v1/me/picture', await smallPng(90), 'b.png', 'image/png', 'PUT');
    expect(second.status).toBe(200);
    expect(second.body.profilePicture).not.toBe(first);
    expect(existsSync(imageDir(first))).toBe(false);
    await expectStoredInEveryWidth(second.body.profilePicture);
    expect((await owner.client.json('GET', '/api/v1/me')).body.profilePicture).toBe(second.body.profilePicture);

    expect((await owner.client.delete('/api/v1/me/picture')).status).toBe(204);
    expect(existsSync(imageDir(second.body.profilePicture))).toBe(false);
    expect((await owner.client.json('GET', '/api/v1/me')).body.profilePicture).toBeNull();
    expect((await owner.client.delete('/api/v1/me/picture')).status).toBe(204);
  });

  it('accepts PNG, WebP, GIF and AVIF by content, and turns a sideways phone photo upright', async () => {
    const canvas = () => sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 0, g: 128, b: 64 } } });
    for (const bytes of [
      await canvas().png().toBuffer(),
      await canvas().webp().toBuffer(),
      await canvas().gif().toBuffer(),
      await canvas().avif().toBuffer(),
    ]) {
      // The declared type is ignored: only the bytes decide.
      const response = await owner.client.upload('/api/v1/me/picture', bytes, 'upload.bin', 'application/octet-stream', 'PUT');
      expect(response.status).toBe(200);
      await expectStoredInEveryWidth(response.body.profilePicture);
    }

    // Stored 1200×800 with EXIF orientation 6 (rotate 90°): people see it 800 wide and 1200 tall.
    const sideways = await sharp(await gpsPhoto())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await owner.client.upload('/api/v1/me/picture', sideways, 'IMG_0002.jpg', 'image/jpeg', 'PUT');
    const upright = await sharp(path.join(imageDir(response.body.profilePicture), '640.webp')).metadata();
    expect([upright.width, upright.height, upright.orientation]).toEqual([640, 960, undefined]);
  });

  it('needs a signed-in member', async () => {
    const visitor = server.client();
    const put = await visitor.upload('/api/v1/me/picture', await smallPng(1), 'a.png', 'image/png', 'PUT');
    expect(put.status).toBe(401);
    expect((await visitor.delete('/api/v1/me/picture')).status).toBe(401);
  });
});

describe('refused uploads', () => {
  it('refuses a text file renamed .jpg with 415 and stores nothing', async () => {
    const businessId = await businessOf(owner.userId);
    const productId = await productIn(businessId);
    const before = await storedFiles();
    const text = Buffer.from('Not a photo, just words about suya and zobo.\n'.repeat(50));

    const product = await owner.client.upload(`/api/v1/products/${productId}/images`, text, 'suya.jpg', 'image/jpeg');
    expect(product.status).toBe(415);
    expect(product.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(product.body.error.message).toMatch(/not an image/i);

    const member = await owner.client.upload('/api/v1/me/picture', text, 'me.jpg', 'image/jpeg', 'PUT');
    expect(member.status).toBe(415);

    // An SVG is an image to a browser, but not one we accept (it can carry script).
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await owner.client.upload(`/api/v1/products/${productId}/images`, svg, 'logo.png', 'image/png')).status).toBe(415);

    expect(await storedFiles()).toEqual(before);
    expect(await imageRows(productId)).toEqual([]);
  });

  it('refuses an 11 MB upload with 413 in our error shape and stays healthy', async () => {
    const businessId = await businessOf(owner.userId);
    const productId = await productIn(businessId);
    const before = await storedFiles();
    const huge = Buffer.alloc(11 * 1024 * 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);

    const response = await owner.client.upload(`/api/v1/products/${productId}/images`, huge, 'huge.jpg', 'image/jpeg');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Images can be at most 10 MB.' } });
    const picture = await owner.client.upload('/api/v1/me/picture', huge, 'huge.jpg', 'image/jpeg', 'PUT');
    expect(picture.status).toBe(413);
    expect(picture.body.error.message).toBe('Images can be at most 10 MB.');

    expect(await storedFiles()).toEqual(before);
    expect(await imageRows(productId)).toEqual([]);
    const next = await owner.client.upload(`/api/v1/products/${productId}/images`, await smallPng(5), 'ok.png', 'image/png');
    expect(next.status).toBe(201);
  });

  it('asks for a multipart file with 400 when the body is missing, of another type, or in another field', async () => {
    const json = await owner.client.json('PUT', '/api/v1/me/picture', { file: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toMatch(/multipart\/form-data/);

    const raw = await owner.client.request('PUT', '/api/v1/me/picture', undefined, { 'content-type': 'image/jpeg' });
    expect(raw.status).toBe(400);

    const empty = await owner.client.request('PUT', '/api/v1/me/picture');
    expect(empty.status).toBe(400);

    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await smallPng(3))], { type: 'image/png' }), 'a.png');
    const wrongField = await fetch(`${server.url}/api/v1/me/picture`, {
      method: 'PUT',
      headers: { origin: server.url, cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: form,
    });
    expect(wrongField.status).toBe(400);
    expect((await wrongField.json()).error.message).toMatch(/"file"/);

    const zeroBytes = await owner.client.upload('/api/v1/me/picture', new Uint8Array(0), 'a.png', 'image/png', 'PUT');
    expect(zeroBytes.status).toBe(400);
  });
});

describe('product images', () => {
  it('keeps at most 5, switches the primary, promotes the next on delete and removes files', async () => {
    const businessId = await businessOf(owner.userId);
    const productId = await productIn(businessId);
    const path_ = `/api/v1/products/${productId}/images`;

    const added = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await owner.client.upload(path_, await smallPng(i * 40), `p${i}.png`, 'image/png');
      expect(response.status).toBe(201);
      added.push(response.body);
      await expectStoredInEveryWidth(response.body.url);
    }
    expect(added.map((image) => image.isPrimary)).toEqual([true, false, false, false, false]);

    const before = await storedFiles();
    const sixth = await owner.client.upload(path_, await smallPng(250), 'p6.png', 'image/png');
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toBe('A product can have at most 5 images');
    expect(await storedFiles()).toEqual(before);
    expect(await imageRows(productId)).toHaveLength(5);

    const third = added[2];
    const switched = await owner.client.json('PUT', `${path_}/${third.imageId}/primary`);
    expect(switched.status).toBe(200);
    expect(switched.body).toHaveLength(5);
    expect(switched.body[0]).toEqual({ ...third, isPrimary: true });
    expect(switched.body.filter((image: { isPrimary: boolean }) => image.isPrimary)).toHaveLength(1);
    // Setting the same primary twice is harmless.
    expect((await owner.client.json('PUT', `${path_}/${third.imageId}/primary`)).body[0].imageId).toBe(third.imageId);

    expect((await owner.client.delete(`${path_}/${third.imageId}`)).status).toBe(204);
    expect(existsSync(imageDir(third.url))).toBe(false);
    const afterPrimaryGone = await imageRows(productId);
    expect(afterPrimaryGone.map((row) => Number(row.image_id))).toEqual([added[0], added[1], added[3], added[4]].map((i) => i.imageId));
    expect(afterPrimaryGone.filter((row) => row.is_primary).map((row) => Number(row.image_id))).toEqual([added[0].imageId]);

    expect((await owner.client.delete(`${path_}/${added[4].imageId}`)).status).toBe(204);
    expect(existsSync(imageDir(added[4].url))).toBe(false);
    expect(await imageRows(productId)).toHaveLength(3);

    // There is room again; the new image goes last and is not primary.
    const again = await owner.client.upload(path_, await smallPng(99), 'p7.png', 'image/png');
    expect(again.status).toBe(201);
    expect(again.body.isPrimary).toBe(false);
    expect(Number((await imageRows(productId)).at(-1)!.image_id)).toBe(again.body.imageId);

    expect((await owner.client.delete(`${path_}/${added[4].imageId}`)).status).toBe(404);
    expect((await owner.client.json('PUT', `${path_}/999999/primary`)).status).toBe(404);
    expect((await owner.client.upload('/api/v1/products/999999/images', await smallPng(1), 'x.png', 'image/png')).status).toBe(404);

    // An image id from another product is not found through this one.
    const otherProduct = await productIn(businessId, 'Moi moi');
    const foreign = await owner.client.upload(`/api/v1/products/${otherProduct}/images`, await smallPng(7), 'm.png', 'image/png');
    expect((await owner.client.delete(`${path_}/${foreign.body.imageId}`)).status).toBe(404);
    expect(existsSync(imageDir(foreign.body.url))).toBe(true);
  });

  it('lets only one of several simultaneous uploads take the last place, leaving no stray files', async () => {
    const productId = await productIn(await businessOf(owner.userId));
    const path_ = `/api/v1/products/${productId}/images`;
    for (let i = 0; i < 4; i += 1) expect((await owner.client.upload(path_, await smallPng(i), `p${i}.png`, 'image/png')).status).toBe(201);

    const results = await Promise.all(
      [1, 2, 3].map(async (i) => owner.client.upload(path_, await smallPng(100 + i), `r${i}.png`, 'image/png')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await imageRows(productId);
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.is_primary)).toHaveLength(1);
    const dirs = new Set((await storedFiles()).map((file) => path.dirname(file)));
    for (const row of rows) expect(dirs.has(imageDir(row.image_url))).toBe(true);
    const refused = results.filter((r) => r.status === 409);
    expect(refused.every((r) => r.body.error.message === 'A product can have at most 5 images')).toBe(true);
  });
});

describe('business and profession pictures', () => {
  it('lets the owner set, replace and remove them', async () => {
    const businessId = await businessOf(owner.userId);
    const professionId = await professionOf(owner.userId);
    for (const [table, url] of [
      ['businesses', `/api/v1/businesses/${businessId}/picture`],
      ['professions', `/api/v1/professions/${professionId}/picture`],
    ] as const) {
      const id = table === 'businesses' ? businessId : professionId;
      const first = await owner.client.upload(url, await gpsPhoto(), 'shop.jpg', 'image/jpeg', 'PUT');
      expect(first.status).toBe(200);
      await expectStoredInEveryWidth(first.body.profilePicture);
      expect(await pictureOf(table, id)).toBe(first.body.profilePicture);

      const second = await owner.client.upload(url, await smallPng(30), 'shop.png', 'image/png', 'PUT');
      expect(second.status).toBe(200);
      expect(existsSync(imageDir(first.body.profilePicture))).toBe(false);
      expect(await pictureOf(table, id)).toBe(second.body.profilePicture);

      expect((await owner.client.delete(url)).status).toBe(204);
      expect(existsSync(imageDir(second.body.profilePicture))).toBe(false);
      expect(await pictureOf(table, id)).toBeNull();
    }
    const missingBusiness = await owner.client.upload('/api/v1/businesses/999999/picture', await smallPng(1), 'a.png', 'image/png', 'PUT');
    expect(missingBusiness.status).toBe(404);
    expect(missingBusiness.body.error.message).toBe('Business not found');
    expect((await owner.client.delete('/api/v1/professions/999999/picture')).status).toBe(404);
    expect((await owner.client.delete('/api/v1/professions/abc/picture')).status).toBe(400);
    expect((await owner.client.delete('/api/v1/professions/1e3/picture')).status).toBe(400);
  });
});

describe('ownership', () => {
  it('gives another member 403 on every upload and delete, and changes nothing', async () => {
    const businessId = await businessOf(owner.userId);
    const professionId = await professionOf(owner.userId);
    const productId = await productIn(businessId);
    const businessPicture = (
      await owner.client.upload(`/api/v1/businesses/${businessId}/picture`, await smallPng(1), 'b.png', 'image/png', 'PUT')
    ).body.profilePicture;
    const professionPicture = (
      await owner.client.upload(`/api/v1/professions/${professionId}/picture`, await smallPng(2), 'p.png', 'image/png', 'PUT')
    ).body.profilePicture;
    const first = (await owner.client.upload(`/api/v1/products/${productId}/images`, await smallPng(3), 'a.png', 'image/png')).body;
    const second = (await owner.client.upload(`/api/v1/products/${productId}/images`, await smallPng(4), 'b.png', 'image/png')).body;

    const filesBefore = await storedFiles();
    const rowsBefore = await imageRows(productId);
    const png = await smallPng(200);
    const attempts = [
      other.client.upload(`/api/v1/businesses/${businessId}/picture`, png, 'x.png', 'image/png', 'PUT'),
      other.client.upload(`/api/v1/professions/${professionId}/picture`, png, 'x.png', 'image/png', 'PUT'),
      other.client.upload(`/api/v1/products/${productId}/images`, png, 'x.png', 'image/png'),
      other.client.json('DELETE', `/api/v1/businesses/${businessId}/picture`),
      other.client.json('DELETE', `/api/v1/professions/${professionId}/picture`),
      other.client.json('PUT', `/api/v1/products/${productId}/images/${second.imageId}/primary`),
      other.client.json('DELETE', `/api/v1/products/${productId}/images/${first.imageId}`),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.error.code).toBe('FORBIDDEN');
    }

    expect(await storedFiles()).toEqual(filesBefore);
    expect(await imageRows(productId)).toEqual(rowsBefore);
    expect(await pictureOf('businesses', businessId)).toBe(businessPicture);
    expect(await pictureOf('professions', professionId)).toBe(professionPicture);
  });
});

describe('deleting a business', () => {
  it('removes its picture and every product image file', async () => {
    const businessId = await businessOf(owner.userId, 'Closing Down Stores');
    const picture = (await owner.client.upload(`/api/v1/businesses/${businessId}/picture`, await smallPng(11), 'b.png', 'image/png', 'PUT'))
      .body.profilePicture;
    const urls = [picture];
    for (const name of ['Garri', 'Ofada rice']) {
      const productId = await productIn(businessId, name);
      for (let i = 0; i < 2; i += 1) {
        urls.push(
          (await owner.client.upload(`/api/v1/products/${productId}/images`, await smallPng(20 + i), 'p.png', 'image/png')).body.url,
        );
      }
    }
    for (const url of urls) await expectStoredInEveryWidth(url);

    const response = await owner.client.delete(`/api/v1/businesses/${businessId}`);
    expect(response.status).toBe(204);
    for (const url of urls) expect(existsSync(imageDir(url))).toBe(false);
    const leftRows = await server.db.selectFrom('product_images').select('image_url').where('image_url', 'in', urls).execute();
    expect(leftRows).toEqual([]);
  });
});
