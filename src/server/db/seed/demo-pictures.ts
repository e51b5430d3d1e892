import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../shared/media';
import { concurrencyLimit } from '../../media/concurrency-limit';
import type { FileStorage } from '../../storage/file-storage';
import { DEMO_BUSINESSES, DEMO_PROFESSIONS } from './demo-data';
import { DEMO_ABROAD } from './seed-demo-plans';
import { ILLUSTRATION_SIZE, illustrationSvg, type IllustrationSubject } from './demo-illustration';

/** The stored picture (base URL, as an upload's) of every demo business, professional and product. */
export interface DemoPictures {
  business(name: string): string;
  profession(title: string): string;
  product(businessName: string, productName: string): string;
}

/**
 * Drawn at most this wide: what cards, tiles and the listing page load (a 128 px picture on a 3x screen). Wider widths
 * get this one again, as an upload of a 320 px picture would (uploads are never enlarged); 640 px would make each
 * picture cost three times as much to encode, on every first start.
 */
const LARGEST = 320;

/**
 * Every width an upload gets. Each is rasterised straight from the SVG, sharper and quicker than resizing; effort 2 of
 * WebP's 0–6 makes these flat drawings nearly as small as effort 4 does, in less time (bench/RESULTS.md).
 */
async function renditions(svg: string): Promise<Buffer[]> {
  const source = Buffer.from(svg);
  const byWidth = new Map<number, Buffer>();
  for (const width of new Set(IMAGE_WIDTHS.map((wanted) => Math.min(wanted, LARGEST)))) {
    byWidth.set(
      width,
      await sharp(source, { density: (72 * width) / ILLUSTRATION_SIZE })
        .webp({ quality: 78, effort: 2 })
        .toBuffer(),
    );
  }
  return IMAGE_WIDTHS.map((wanted) => byWidth.get(Math.min(wanted, LARGEST))!);
}

/**
 * Draws a picture for every demo business (those abroad too), professional and product (demo-illustration.ts: no downloads) and stores it
 * through the file storage under an image key like an upload's, so the pages, the service worker and "change picture"
 * treat it as any other. The keys, and so the URLs, follow from the data alone: they are known at once, while the
 * pictures are drawn (`stored` settles when every file is written). Two subjects that would draw the same picture are
 * rendered once but stored apart, so replacing one never removes the other's.
 */
export function storeDemoPictures(storage: FileStorage): { pictures: DemoPictures; stored: Promise<void> } {
  const subjects: Array<{ key: string; subject: IllustrationSubject }> = [
    ...DEMO_BUSINESSES.map((business) => ({
      key: `business:${business.name}`,
      subject: { kind: 'business' as const, name: business.name, type: business.type },
    })),
    ...DEMO_ABROAD.map((listing) => ({
      key: `business:${listing.business}`,
      subject: { kind: 'business' as const, name: listing.business, type: listing.type },
    })),
    ...DEMO_PROFESSIONS.map((profession) => ({
      key: `profession:${profession.title}`,
      subject: { kind: 'profession' as const, name: profession.title, type: profession.type },
    })),
    ...DEMO_BUSINESSES.flatMap((business) =>
      business.categories.flatMap((category) =>
        category.products.map((product) => ({
          key: `product:${business.name}:${product.name}`,
          subject: { kind: 'product' as const, name: product.name, type: business.type },
        })),
      ),
    ),
  ];
  const prefixes = new Map(
    subjects.map(({ key }) => {
      const id = createHash('sha256').update(`demo-picture\n${key}`).digest('hex').slice(0, 24);
      return [key, `images/${id.slice(0, 2)}/${id}`];
    }),
  );

  // One picture per core at a time: a laptop's first start should not wait on one core while the others idle.
  const slot = concurrencyLimit(Math.max(2, availableParallelism()));
  const rendered = new Map<string, Promise<Buffer[]>>();
  const stored = Promise.all(
    subjects.map(async ({ key, subject }) => {
      const svg = illustrationSvg(subject);
      let images = rendered.get(svg);
      if (!images) {
        images = slot(() => renditions(svg));
        rendered.set(svg, images);
      }
      const encoded = await images;
      const prefix = prefixes.get(key)!;
      await Promise.all(IMAGE_WIDTHS.map((width, index) => storage.put(`${prefix}/${width}.webp`, encoded[index]!, 'image/webp')));
    }),
  ).then(() => undefined);

  const url = (key: string) => {
    const prefix = prefixes.get(key);
    if (!prefix) throw new Error(`No demo picture for ${key}`);
    return storage.url(prefix);
  };
  return {
    pictures: {
      business: (name) => url(`business:${name}`),
      profession: (title) => url(`profession:${title}`),
      product: (businessName, productName) => url(`product:${businessName}:${productName}`),
    },
    stored,
  };
}
