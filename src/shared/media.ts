/**
 * Uploaded images are stored as WebP in these widths. An image is referred to by its base URL
 * (e.g. "/media/images/3f9c…"); each width lives at `${base}/${width}.webp`.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 5;

export const imageSrc = (base: string, width: ImageWidth = 640) => `${base}/${width}.webp`;
export const imageSrcSet = (base: string) => IMAGE_WIDTHS.map((width) => `${base}/${width}.webp ${width}w`).join(', ');
