import { lazyWhenOpen } from '../../lib/lazy-when-open';
import type { ImageViewerProps } from './image-viewer';

/** A product's pictures (image-viewer.tsx), downloaded when first opened: most visitors never open them. */
export const ImageViewerDialog = lazyWhenOpen<ImageViewerProps>(() => import('./image-viewer'));
