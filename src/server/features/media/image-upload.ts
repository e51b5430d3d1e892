import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors';
import { imageTooLarge } from '../../media/image-errors';
import { msg } from '../../../shared/i18n/msg';

const UPLOAD_FIELD = 'file';
const NOT_MULTIPART = msg('Send the image as multipart/form-data in a form field named "file".');
const NO_FILE = msg('Choose an image to upload (form field "file").');

/**
 * The bytes of the request's one uploaded image. @fastify/multipart's limits (see app.ts) stop reading at 10 MB;
 * its errors are turned into ours here so a client never sees a library message or a 500.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART, { [UPLOAD_FIELD]: NO_FILE });
  try {
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(NO_FILE, { [UPLOAD_FIELD]: NO_FILE });
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest(NO_FILE, { [UPLOAD_FIELD]: NO_FILE });
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw imageTooLarge();
    }
    // Malformed bodies, extra parts or fields: the upload cannot be read, whatever the library called it.
    throw badRequest(NOT_MULTIPART, { [UPLOAD_FIELD]: NO_FILE });
  }
}
