import type { FastifyRequest } from 'fastify';
import { ID_DOCUMENT_TYPES, IDENTITY_FILES, type IdDocumentType, type IdentityFile } from '../../../shared/identity';
import { MAX_IMAGE_BYTES } from '../../../shared/media';
import { AppError, badRequest } from '../../http/errors';
import { imageTooLarge } from '../../media/image-errors';
import { msg } from '../../../shared/i18n/msg';

export interface IdentityUpload {
  documentType: IdDocumentType;
  document: Buffer;
  selfie: Buffer;
}

const NOT_MULTIPART = msg(
  'Send the request as multipart/form-data with the fields "documentType", "document" (a photo of the ID) and "selfie".',
);
const MISSING: Record<IdentityFile | 'documentType', string> = {
  documentType: msg('Choose the document: NIN slip, driver’s licence, international passport or voter’s card.'),
  document: msg('Add a photo of your ID.'),
  selfie: msg('Add a selfie: a photo of your face.'),
};

const isDocumentType = (value: string): value is IdDocumentType => (ID_DOCUMENT_TYPES as readonly string[]).includes(value);
const isFileField = (name: string): name is IdentityFile => (IDENTITY_FILES as readonly string[]).includes(name);

/**
 * Reads the request's document type and two photos, each at most 10 MB, and nothing else; library errors become ours,
 * and every missing or wrong part is named in `fields` so the form can show it next to the right control.
 */
export async function readIdentityUpload(request: FastifyRequest): Promise<IdentityUpload> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART, { document: MISSING.document });
  const files: Partial<Record<IdentityFile, Buffer>> = {};
  let documentType: string | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 2, fields: 1, fileSize: MAX_IMAGE_BYTES } })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'documentType' || typeof part.value !== 'string') throw badRequest(NOT_MULTIPART);
        documentType = part.value;
      } else {
        if (!isFileField(part.fieldname) || files[part.fieldname]) throw badRequest(NOT_MULTIPART);
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files[part.fieldname] = bytes;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw imageTooLarge();
    // Malformed bodies, a third file, extra fields: the request cannot be read, whatever the library called it.
    throw badRequest(NOT_MULTIPART);
  }

  const fields: Record<string, string> = {};
  if (!documentType || !isDocumentType(documentType)) fields.documentType = MISSING.documentType;
  if (!files.document) fields.document = MISSING.document;
  if (!files.selfie) fields.selfie = MISSING.selfie;
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return { documentType: documentType as IdDocumentType, document: files.document!, selfie: files.selfie! };
}
