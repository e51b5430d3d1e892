import { IMAGE_SIGNATURE_BYTES, imageFormatOf } from '../../../shared/image-signature';
import { MAX_IMAGE_BYTES } from '../../../shared/media';
import { ApiRequestError } from '../../lib/api';
import { t } from '../../lib/i18n';
import { msg } from '../../../shared/i18n/msg';

/** English (marked for translation): show it with `t()`. */
export const IMAGE_TOO_LARGE_MESSAGE = msg('Images can be at most 10 MB.');
/** What the file pickers offer; the server checks the content whatever the name says. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,image/avif';

/** Sends one file as multipart (field `file`) with the session cookie; errors mapped like lib/api.ts. */
export async function upload<T>(path: string, file: File, method: 'PUT' | 'POST' = 'PUT'): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<T>(path, form, method);
}

/** Sends a form with images as multipart with the session cookie; errors mapped like lib/api.ts. */
export async function sendForm<T>(path: string, form: FormData, method: 'PUT' | 'POST' = 'POST'): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', body: form });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', t('No connection. Check your internet and try again.'));
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    if (response.status === 413) throw new ApiRequestError(413, 'PAYLOAD_TOO_LARGE', t(IMAGE_TOO_LARGE_MESSAGE));
    const error = ((data as { error?: unknown } | null)?.error ?? data ?? {}) as {
      code?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    const fallback = response.status === 415 ? t('This file is not an image we can use.') : `HTTP ${response.status}`;
    throw new ApiRequestError(response.status, error.code ?? 'HTTP_ERROR', error.message ?? fallback, error.fields ?? {});
  }
  return data as T;
}

/**
 * Checks a chosen file before it is queued: at most 10 MB, and an image by its content (its first bytes), not by its
 * name or declared type. Returns the problem (in the reader's language), or null. The server checks again when it arrives.
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return t(IMAGE_TOO_LARGE_MESSAGE);
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const format = imageFormatOf(head);
  if (format === 'heic')
    return t(
      '“{file}” is a HEIC photo, which LocalHub cannot read yet. Choose a JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible).',
      { file: file.name },
    );
  return format ? null : t('“{file}” is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF photo.', { file: file.name });
}
