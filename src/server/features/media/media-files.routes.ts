import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../../storage/local-storage';

/**
 * Serves stored files at /media/*. Their names are random and never reused, so they are cached for a year as
 * immutable; range requests let large files resume.
 */
export async function mediaFilesRoutes(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
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
}
