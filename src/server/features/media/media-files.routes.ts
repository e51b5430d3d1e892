import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX, type FileStorage } from '../../storage/file-storage';
import { LocalStorage } from '../../storage/local-storage';
import { PRIVATE_KEY_PREFIX } from '../../storage/private-storage';

/** Whether a /media path names a private key, however it is encoded or padded with slashes. */
function namesPrivateKey(url: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return false;
  }
  return pathname.slice(MEDIA_PREFIX.length).replace(/^\/+/, '').startsWith(PRIVATE_KEY_PREFIX);
}

/**
 * Serves stored files at /media/*. Their names are random and never reused, so local files are cached for a year as
 * immutable, with range requests; with a bucket each request is redirected to a short-lived signed URL.
 */
export async function mediaFilesRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }): Promise<void> {
  // Private files (identity documents) sit under their own prefix in a bucket: never signed or served here.
  app.addHook('onRequest', async (request, reply) => {
    if (!namesPrivateKey(request.url)) return;
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
