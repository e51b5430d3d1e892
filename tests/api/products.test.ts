import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_CATEGORIES_MESSAGE } from '../../src/shared/schemas/listings';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { createBusiness, created } from './support/listings';

const server = useTestServer();
let owner: TestMember;
let other: TestMember;
let businessId: number;
let otherBusinessId: number;
beforeAll(async () => {
  [owner, other] = await Promise.all([signedInMember(server, { fullName: 'Ngozi Eze' }), signedInMember(server)]);
  [businessId, otherBusinessId] = (await Promise.all([createBusiness(owner), createBusiness(other, { name: 'Other Shop' })])).map(
    (b) => b.businessId,
  );
});

const categoryRow = (categoryId: number) =>
  server.db.selectFrom('product_categories').selectAll().where('category_id', '=', String(categoryId)).executeTakeFirst();
const productRow = (productId: number) =>
  server.db.selectFrom('products').selectAll().where('product_id', '=', String(productId)).executeTakeFirst();

const product = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Ankara fabric (6 yards)',
  description: 'Vlisco print.',
  priceKobo: 1_500_000,
  discountPercent: 0,
  categoryId,
  ...overrides,
});

describe('products before any category', () => {
  it('are refused with 422 and the No Categories message', async () => {
    const { status, body } = await owner.client.json('POST', `/api/v1/businesses/${businessId}/products`, product(1));
    expect(status).toBe(422);
    expect(body.error).toEqual({ code: 'UNPROCESSABLE', message: NO_CATEGORIES_MESSAGE });
  });
});

describe('categories', () => {
  it('are created by the owner and listed by name (any letter case) with product counts', async () => {
    for (const name of ['shoes', 'Fabrics', ' Bags ']) await created(owner, `/api/v1/businesses/${businessId}/categories`, { name });
    const { status, body } = await server.client().json('GET', `/api/v1/businesses/${businessId}/categories`);
    expect(status).toBe(200);
    expect(body.items.map((c: any) => c.name)).toEqual(['Bags', 'Fabrics', 'shoes']);
    expect(body.items.every((c: any) => c.productCount === 0 && c.businessId === businessId)).toBe(true);
  });

  it('refuses a duplicate name in the same business with 409, whatever the letter case', async () => {
    const { status, body } = await owner.client.json('POST', `/api/v1/businesses/${businessId}/categories`, { name: 'FABRICS' });
    expect(status).toBe(409);
    expect(body.error.code).toBe('CONFLICT');
    // Another business may use the same name.
    await created(other, `/api/v1/businesses/${otherBusinessId}/categories`, { name: 'Fabrics' });
  });

  it('are renamed, refusing a name taken by a sibling', async () => {
    const bags = await created(owner, `/api/v1/businesses/${businessId}/categories`, { name: 'Handbags' });
    const renamed = await owner.client.json('PUT', `/api/v1/categories/${bags.categoryId}`, { name: 'Purses' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ categoryId: bags.categoryId, businessId, name: 'Purses', productCount: 0 });
    expect((await owner.client.json('PUT', `/api/v1/categories/${bags.categoryId}`, { name: 'purses' })).status).toBe(200);
    expect((await owner.client.json('PUT', `/api/v1/categories/${bags.categoryId}`, { name: 'shoes' })).status).toBe(409);
    expect((await categoryRow(bags.categoryId))?.name).toBe('purses');
  });

  it('refuses an empty name with the field message', async () => {
    const { status, body } = await owner.client.json('POST', `/api/v1/businesses/${businessId}/categories`, { name: '  ' });
    expect(status).toBe(400);
    expect(body.error.fields.name).toBe('Category name is required');
  });

  it('404 for an unknown business or category', async () => {
    expect((await server.client().json('GET', '/api/v1/businesses/99999999/categories')).status).toBe(404);
    expect((await owner.client.json('PUT', '/api/v1/categories/99999999', { name: 'X' })).status).toBe(404);
  });
});

describe('products', () => {
  let fabrics: number;
  let shoes: number;
  let productId: number;
  beforeAll(async () => {
    const { body } = await server.client().json('GET', `/api/v1/businesses/${businessId}/categories`);
    fabrics = body.items.find((c: any) => c.name === 'Fabrics').categoryId;
    shoes = body.items.find((c: any) => c.name === 'shoes').categoryId;
  });

  it('are created with a discount and the discounted price', async () => {
    const body = await created(owner, `/api/v1/businesses/${businessId}/products`, product(fabrics, { discountPercent: 12.5 }));
    productId = body.productId;
    expect(body).toMatchObject({
      businessId,
      categoryId: fabrics,
      categoryName: 'Fabrics',
      name: 'Ankara fabric (6 yards)',
      priceKobo: 1_500_000,
      discountPercent: 12.5,
      discountedPriceKobo: 1_312_500,
      images: [],
    });
    const read = await server.client().json('GET', `/api/v1/products/${productId}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(body);
    const categories = (await server.client().json('GET', `/api/v1/businesses/${businessId}/categories`)).body.items;
    expect(categories.find((c: any) => c.categoryId === fabrics).productCount).toBe(1);
  });

  it('show their images primary first, then in upload order', async () => {
    await server.db
      .insertInto('product_images')
      .values([
        { product_id: productId, image_url: '/media/images/11/a', position: 0 },
        { product_id: productId, image_url: '/media/images/22/b', position: 1, is_primary: true },
        { product_id: productId, image_url: '/media/images/33/c', position: 2 },
      ])
      .execute();
    const { body } = await server.client().json('GET', `/api/v1/products/${productId}`);
    expect(body.images.map((image: any) => [image.url, image.isPrimary])).toEqual([
      ['/media/images/22/b', true],
      ['/media/images/11/a', false],
      ['/media/images/33/c', false],
    ]);
    expect(body.images.every((image: any) => Number.isInteger(image.imageId))).toBe(true);
  });

  it('are updated as a whole, moving to another category of the same business', async () => {
    const { status, body } = await owner.client.json('PUT', `/api/v1/products/${productId}`, {
      name: 'Canvas sneakers',
      priceKobo: 2_000_000,
      categoryId: shoes,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Canvas sneakers',
      description: null,
      discountPercent: 0,
      discountedPriceKobo: 2_000_000,
      categoryName: 'shoes',
    });
  });

  it('refuse a category of another business with 400', async () => {
    const foreign = (await server.client().json('GET', `/api/v1/businesses/${otherBusinessId}/categories`)).body.items[0].categoryId;
    const create = await owner.client.json('POST', `/api/v1/businesses/${businessId}/products`, product(foreign));
    expect(create.status).toBe(400);
    expect(create.body.error.fields.categoryId).toBe('Choose a category of this business');
    const before = await productRow(productId);
    const update = await owner.client.json('PUT', `/api/v1/products/${productId}`, product(foreign));
    expect(update.status).toBe(400);
    expect(await productRow(productId)).toEqual(before);
  });

  it.each([
    ['name', { name: '' }, 'Product name is required'],
    ['priceKobo', { priceKobo: -100 }, 'Price cannot be negative'],
    ['priceKobo', { priceKobo: undefined }, 'Price is required'],
    ['discountPercent', { discountPercent: 101 }, 'Discount cannot be more than 100%'],
    ['discountPercent', { discountPercent: -5 }, 'Discount cannot be negative'],
    ['categoryId', { categoryId: undefined }, 'Choose a category'],
  ])('refuse a bad %s with 400 and the field message', async (field, overrides, message) => {
    const { status, body } = await owner.client.json('POST', `/api/v1/businesses/${businessId}/products`, product(fabrics, overrides));
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });

  it('page newest first by cursor with no repeats and no gaps, also among equal timestamps', async () => {
    const ids: number[] = [productId];
    for (let i = 1; i <= 7; i++) {
      const body = product(i % 2 ? fabrics : shoes, { name: `Item ${i}` });
      ids.push((await created(owner, `/api/v1/businesses/${businessId}/products`, body)).productId);
    }
    // Three products made in the same instant: the id breaks the tie.
    const sameInstant = new Date();
    await server.db
      .updateTable('products')
      .set({ created_at: sameInstant })
      .where('product_id', 'in', ids.slice(3, 6).map(String))
      .execute();
    const expected = (
      await server.db
        .selectFrom('products')
        .select('product_id')
        .where('business_id', '=', String(businessId))
        .orderBy('created_at', 'desc')
        .orderBy('product_id', 'desc')
        .execute()
    ).map((row) => Number(row.product_id));
    expect(expected).toHaveLength(8);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const { status, body } = await server.client().json('GET', `/api/v1/businesses/${businessId}/products${query}`);
      expect(status).toBe(200);
      seen.push(...body.items.map((p: any) => p.productId));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(pages).toBe(3);

    const onlyShoes = await server.client().json('GET', `/api/v1/businesses/${businessId}/products?categoryId=${shoes}&limit=50`);
    expect(onlyShoes.body.items.every((p: any) => p.categoryId === shoes)).toBe(true);
    expect(onlyShoes.body.items).toHaveLength(4);
    expect(onlyShoes.body.nextCursor).toBeNull();
  });

  it('refuse a malformed cursor or limit with 400', async () => {
    expect((await server.client().json('GET', `/api/v1/businesses/${businessId}/products?cursor=bogus`)).status).toBe(400);
    expect((await server.client().json('GET', `/api/v1/businesses/${businessId}/products?limit=500`)).status).toBe(400);
    expect((await server.client().json('GET', '/api/v1/businesses/99999999/products')).status).toBe(404);
  });

  it('are deleted with their image files', async () => {
    const remove = vi.spyOn(server.context.images, 'remove');
    try {
      expect((await owner.client.request('DELETE', `/api/v1/products/${productId}`)).status).toBe(204);
      expect(remove.mock.calls.map(([url]) => url).sort()).toEqual(['/media/images/11/a', '/media/images/22/b', '/media/images/33/c']);
    } finally {
      remove.mockRestore();
    }
    expect(await productRow(productId)).toBeUndefined();
    expect((await server.client().json('GET', `/api/v1/products/${productId}`)).body.error.message).toBe('Product not found');
  });

  it('go with their category when it is deleted', async () => {
    const inShoes = (await server.client().json('GET', `/api/v1/businesses/${businessId}/products?categoryId=${shoes}`)).body.items;
    await server.db.insertInto('product_images').values({ product_id: inShoes[0].productId, image_url: '/media/images/44/d' }).execute();
    const remove = vi.spyOn(server.context.images, 'remove');
    try {
      expect((await owner.client.request('DELETE', `/api/v1/categories/${shoes}`)).status).toBe(204);
      expect(remove.mock.calls).toEqual([['/media/images/44/d']]);
    } finally {
      remove.mockRestore();
    }
    expect(await categoryRow(shoes)).toBeUndefined();
    for (const p of inShoes) expect(await productRow(p.productId)).toBeUndefined();
  });
});

describe('categories and products: access', () => {
  let categoryId: number;
  let productId: number;
  beforeAll(async () => {
    categoryId = (await created(owner, `/api/v1/businesses/${businessId}/categories`, { name: 'Private' })).categoryId;
    productId = (await created(owner, `/api/v1/businesses/${businessId}/products`, product(categoryId))).productId;
  });

  it('give another member 403 on every write and change nothing', async () => {
    const [categoryBefore, productBefore] = await Promise.all([categoryRow(categoryId), productRow(productId)]);
    const attempts: [string, string, unknown?][] = [
      ['POST', `/api/v1/businesses/${businessId}/categories`, { name: 'Intruder' }],
      ['PUT', `/api/v1/categories/${categoryId}`, { name: 'Intruder' }],
      ['DELETE', `/api/v1/categories/${categoryId}`],
      ['POST', `/api/v1/businesses/${businessId}/products`, product(categoryId)],
      ['PUT', `/api/v1/products/${productId}`, product(categoryId, { name: 'Intruder' })],
      ['DELETE', `/api/v1/products/${productId}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await other.client.json(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(await categoryRow(categoryId)).toEqual(categoryBefore);
    expect(await productRow(productId)).toEqual(productBefore);
    const names = (await server.client().json('GET', `/api/v1/businesses/${businessId}/categories`)).body.items.map((c: any) => c.name);
    expect(names).not.toContain('Intruder');
  });

  it('give a visitor 401 on every write and let them read', async () => {
    const visitor = server.client();
    expect((await visitor.json('POST', `/api/v1/businesses/${businessId}/categories`, { name: 'V' })).status).toBe(401);
    expect((await visitor.json('PUT', `/api/v1/categories/${categoryId}`, { name: 'V' })).status).toBe(401);
    expect((await visitor.json('DELETE', `/api/v1/categories/${categoryId}`)).status).toBe(401);
    expect((await visitor.json('POST', `/api/v1/businesses/${businessId}/products`, product(categoryId))).status).toBe(401);
    expect((await visitor.json('PUT', `/api/v1/products/${productId}`, product(categoryId))).status).toBe(401);
    expect((await visitor.json('DELETE', `/api/v1/products/${productId}`)).status).toBe(401);
    expect((await visitor.json('GET', `/api/v1/products/${productId}`)).status).toBe(200);
    expect((await visitor.json('GET', `/api/v1/businesses/${businessId}/products`)).status).toBe(200);
  });
});
