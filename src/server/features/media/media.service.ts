import type { FastifyBaseLogger } from 'fastify';
import { MAX_PRODUCT_IMAGES } from '../../../shared/media';
import type { ProductImage } from '../../../shared/schemas/listings';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { ImageStore } from '../../media/image-store';
import { mediaRepository, type ImageRow, type Listing } from './media.repository';
import { msg } from '../../../shared/i18n/msg';

/** The upload's bytes, read only once access is settled so a refused request costs no image work. */
export type Upload = () => Promise<Buffer>;

const LISTING_NOT_FOUND: Record<Listing, string> = { business: msg('Business not found'), profession: msg('Profile not found') };
const NOT_YOUR_PICTURE: Record<Listing, string> = {
  business: msg("Only the owner can change this business's picture."),
  profession: msg("Only the owner can change this profession's picture."),
};
const tooManyImages = () => conflict(msg('A product can have at most {count} images', { count: MAX_PRODUCT_IMAGES }));

const toProductImage = (row: ImageRow): ProductImage => ({ imageId: Number(row.image_id), url: row.image_url, isPrimary: row.is_primary });

export function mediaService(db: Db, images: ImageStore, log: FastifyBaseLogger) {
  const repo = mediaRepository(db);

  /** Files go after the row has let go of them; a file that cannot be removed is logged, never a failed request. */
  async function discard(url: string | null | undefined): Promise<void> {
    if (!url) return;
    try {
      await images.remove(url);
    } catch (error) {
      log.warn({ err: error, url }, 'could not remove image files');
    }
  }

  /** Stores the image, then runs the write; if the write fails or refuses, the new files are removed again. */
  async function storeThen<T>(upload: Upload, write: (url: string) => Promise<T>): Promise<T> {
    const url = await images.save(await upload());
    try {
      return await write(url);
    } catch (error) {
      await discard(url);
      throw error;
    }
  }

  async function requireListingOwner(viewer: Viewer, kind: Listing, id: number): Promise<void> {
    const ownerId = await repo.listingOwnerId(kind, id);
    if (!ownerId) throw notFound(LISTING_NOT_FOUND[kind]);
    if (ownerId !== viewer.userId) throw forbidden(NOT_YOUR_PICTURE[kind]);
  }

  async function requireProductOwner(viewer: Viewer, productId: number): Promise<void> {
    const ownerId = await repo.productOwnerId(productId);
    if (!ownerId) throw notFound(msg('Product not found'));
    if (ownerId !== viewer.userId) throw forbidden(msg("Only the business owner can change this product's images."));
  }

  return {
    async setMemberPicture(viewer: Viewer, upload: Upload): Promise<string> {
      return storeThen(upload, async (url) => {
        const replaced = await repo.replacePicture('member', viewer.userId, url);
        if (!replaced) throw notFound(msg('Profile not found'));
        await discard(replaced.previous);
        return url;
      });
    },

    async removeMemberPicture(viewer: Viewer): Promise<void> {
      await discard((await repo.replacePicture('member', viewer.userId, null))?.previous);
    },

    async setListingPicture(viewer: Viewer, kind: Listing, id: number, upload: Upload): Promise<string> {
      await requireListingOwner(viewer, kind, id);
      return storeThen(upload, async (url) => {
        const replaced = await repo.replacePicture(kind, id, url);
        if (!replaced) throw notFound(LISTING_NOT_FOUND[kind]);
        await discard(replaced.previous);
        return url;
      });
    },

    async removeListingPicture(viewer: Viewer, kind: Listing, id: number): Promise<void> {
      await requireListingOwner(viewer, kind, id);
      await discard((await repo.replacePicture(kind, id, null))?.previous);
    },

    async addProductImage(viewer: Viewer, productId: number, upload: Upload): Promise<ProductImage> {
      await requireProductOwner(viewer, productId);
      // Checked before the image work and again under the product's lock, where it is decided.
      if ((await repo.countProductImages(productId)) >= MAX_PRODUCT_IMAGES) throw tooManyImages();
      return storeThen(upload, async (url) => {
        const added = await repo.addProductImage(productId, url, MAX_PRODUCT_IMAGES);
        if (added === 'missing') throw notFound(msg('Product not found'));
        if (added === 'full') throw tooManyImages();
        return toProductImage(added);
      });
    },

    async setPrimaryImage(viewer: Viewer, productId: number, imageId: number): Promise<ProductImage[]> {
      await requireProductOwner(viewer, productId);
      if (!(await repo.setPrimaryImage(productId, imageId))) throw notFound(msg('Image not found'));
      return (await repo.productImages(productId)).map(toProductImage);
    },

    async removeProductImage(viewer: Viewer, productId: number, imageId: number): Promise<void> {
      await requireProductOwner(viewer, productId);
      const url = await repo.removeProductImage(productId, imageId);
      if (!url) throw notFound(msg('Image not found'));
      await discard(url);
    },
  };
}
