import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/shared/media';
import { DEMO_BUSINESSES, DEMO_PROFESSIONS } from '../../src/server/db/seed/demo-data';
import { seedDemoDataOnce } from '../../src/server/db/seed/seed-demo';
import { DEMO_ABROAD } from '../../src/server/db/seed/seed-demo-plans';
import { useTestServer } from '../support/test-server';

const server = useTestServer();

beforeAll(async () => {
  expect(await seedDemoDataOnce(server.db, server.context.storage)).toBe(true);
});

/** Fetches every width of a stored picture; each must be a WebP no wider than asked. Returns the 320 px file's hash. */
async function expectPicture(base: string | null, what: string): Promise<string> {
  expect(base, what).toMatch(/^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{24}$/);
  let hash = '';
  for (const width of IMAGE_WIDTHS) {
    const response = await fetch(`${server.url}${base}/${width}.webp`);
    expect(response.status, `${what} ${width}`).toBe(200);
    expect(response.headers.get('content-type'), `${what} ${width}`).toMatch(/^image\/webp/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(width);
    expect(metadata.width).toBe(metadata.height);
    if (width === 320) hash = createHash('sha256').update(bytes).digest('hex');
  }
  return hash;
}

describe('demo pictures', () => {
  it('gives every demo business, professional and product its own picture, served in every width', async () => {
    const client = server.client();
    const businesses = await server.db.selectFrom('businesses').select(['business_id', 'name']).orderBy('business_id').execute();
    const professions = await server.db.selectFrom('professions').select(['profession_id', 'title']).execute();
    expect(businesses).toHaveLength(DEMO_BUSINESSES.length + DEMO_ABROAD.length);
    expect(professions).toHaveLength(DEMO_PROFESSIONS.length);

    const listingPictures = new Set<string>();
    for (const { business_id, name } of businesses) {
      const business = await client.json('GET', `/api/v1/businesses/${business_id}`);
      expect(business.status).toBe(200);
      listingPictures.add(await expectPicture(business.body.profilePicture, name));
    }
    for (const { profession_id, title } of professions) {
      const profession = await client.json('GET', `/api/v1/professions/${profession_id}`);
      expect(profession.status).toBe(200);
      listingPictures.add(await expectPicture(profession.body.profilePicture, title));
    }
    // Drawn from each one's name: no two listings share a picture.
    expect(listingPictures.size).toBe(businesses.length + professions.length);

    const productPictures = new Set<string>();
    let productCount = 0;
    for (const { business_id } of businesses) {
      const page = await client.json('GET', `/api/v1/businesses/${business_id}/products?limit=50`);
      expect(page.status).toBe(200);
      expect(page.body.nextCursor).toBeNull();
      for (const product of page.body.items as Array<{ name: string; images: Array<{ url: string; isPrimary: boolean }> }>) {
        productCount++;
        expect(product.images, product.name).toHaveLength(1);
        expect(product.images[0]!.isPrimary).toBe(true);
        productPictures.add(await expectPicture(product.images[0]!.url, product.name));
      }
    }
    const demoProducts = DEMO_BUSINESSES.flatMap((business) => business.categories.flatMap((category) => category.products));
    expect(productCount).toBe(demoProducts.length);
    expect(productPictures.size).toBe(productCount);
  });
});
