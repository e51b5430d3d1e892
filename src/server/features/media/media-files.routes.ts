import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX, type FileStorage } from '../../storage/file-storage';
import { LocalStorage } from '../../storage/local-storage';
import { PRIVATE_KEY_PREFIX } from '../../storage/private-storage';
import { VIDEO_KEY_PREFIX } from '../videos/video-uploads';

/**
 * Keys /media never serves: private files (a bucket's private/ prefix), and videos' files, which live in private
 * storage and are read through the videos routes; copies a deployment kept from before that (issue 36) stay unserved.
 */
const REFUSED_PREFIXES = [PRIVATE_KEY_PREFIX, VIDEO_KEY_PREFIX];

/** Whether a /media path names a refused key, however it is encoded, padded with slashes or dot segments. */
function namesRefusedKey(url: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return false;
  }
  const key = path.posix.normalize(`/${pathname.slice(MEDIA_PREFIX.length)}`).replace(/^\/+/, '');
  return REFUSED_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * Serves stored files at /media/*. Their names are random and never reused, so local files are cached for a year as
 * immutable, with range requests; with a bucket each request is redirected to a short-lived signed URL.
 */
export async function mediaFilesRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!namesRefusedKey(request.url)) return;
    return reply
      .status(404)
      .header('cache-control', 'private, no-store')
      .send({ error: { code: 'NOT_FOUND', message: 'File not found' } });
  });
  if (storage instanceof LocalStorage) {
    await mkdir(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      acceptRanges: true,
      maxAge: '365d',
      immutable: true,
      setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
    });
    return;
  }
  app.get(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // A key we never make (bad characters) is simply not found.
    const location = await storage.locate(key).catch(() => null);
    if (!location || location.kind !== 'redirect')
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'File not found' } });
    return reply.header('cache-control', 'private, max-age=60').redirect(location.url, 302);
  });
}
