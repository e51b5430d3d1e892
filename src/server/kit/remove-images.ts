import type { ImageStore } from '../media/image-store';

export interface Logger {
  warn(details: object, message: string): void;
}

/**
 * Removes the files of rows that are already deleted. A file left behind is harmless; a failed removal is logged
 * and never turns a completed delete into an error.
 */
export async function removeImages(images: ImageStore, urls: (string | null)[], log: Logger): Promise<void> {
  const results = await Promise.allSettled(urls.filter((url): url is string => Boolean(url)).map((url) => images.remove(url)));
  for (const result of results) {
    if (result.status === 'rejected') log.warn({ err: result.reason }, 'could not remove an image file');
  }
}
