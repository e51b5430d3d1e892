import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFileLocation } from '../storage/file-storage';
import { parseByteRange } from './byte-range';

/**
 * Answers a GET for a stored file: a local file with range support (206 / 416, so players seek and resume), or a
 * redirect to the bucket's short-lived signed URL (the bucket answers ranges itself).
 */
export function replyWithStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  location: StoredFileLocation,
  options: { contentType: string; cacheControl: string },
): FastifyReply {
  if (location.kind === 'redirect') {
    // The redirect must not outlive the signature, nor be kept where the file itself may not be.
    const redirectCache = options.cacheControl.includes('no-store') ? options.cacheControl : 'private, max-age=60';
    return reply.header('cache-control', redirectCache).redirect(location.url, 302);
  }
  const { size, path } = location;
  reply.header('accept-ranges', 'bytes').header('content-type', options.contentType).header('cache-control', options.cacheControl);
  reply.header('x-content-type-options', 'nosniff');
  const range = parseByteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).header('content-type', 'text/plain').send('Range Not Satisfiable');
  }
  if (!range) {
    reply.header('content-length', String(size));
    return reply.status(200).send(request.method === 'HEAD' ? null : createReadStream(path));
  }
  reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', String(range.end - range.start + 1));
  return reply.status(206).send(request.method === 'HEAD' ? null : createReadStream(path, { start: range.start, end: range.end }));
}
