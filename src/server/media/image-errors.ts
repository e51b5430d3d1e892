import { MAX_IMAGE_BYTES } from '../../shared/media';
import { msg } from '../../shared/i18n/msg';
import { AppError } from '../http/errors';

/** The two ways an upload is refused for what it is, worded once for every path that can detect them. */
export const imageTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', msg('Images can be at most {size} MB.', { size: MAX_IMAGE_BYTES / (1024 * 1024) }));

/** Decoded size cap: a small file can expand to gigabytes of pixels (an image bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const imageTooManyPixels = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    msg('Images can be at most {count} megapixels. Upload a smaller photo.', { count: MAX_IMAGE_PIXELS / 1_000_000 }),
  );

export const notAnImage = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg('This file is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF photo.'));
