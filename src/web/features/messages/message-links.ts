import { imageSrc } from '../../../shared/media';
import type { Product } from '../../../shared/schemas/listings';

/** The deep link that opens (or starts) the conversation with a member, optionally about a product (contract). */
export function messagesHref(userId: string | null, product?: Pick<Product, 'productId' | 'name' | 'images'>): string {
  const query = new URLSearchParams();
  if (userId) query.set('user', userId);
  if (product) {
    query.set('product_id', String(product.productId));
    query.set('product_name', product.name);
    const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
    if (primary) query.set('product_img', imageSrc(primary.url, 320));
  }
  return `/app/messages?${query}`;
}

/** A visitor is sent to sign in first, and comes back to the conversation afterwards. */
export const signInFirst = (href: string) => `/auth?redirect=${encodeURIComponent(href)}`;
