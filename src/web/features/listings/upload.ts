import { MAX_IMAGE_BYTES } from '../../../shared/media';
import { ApiRequestError } from '../../lib/api';

export const IMAGE_TOO_LARGE_MESSAGE = 'Images can be at most 10 MB.';
/** What the file pickers offer; the server checks the content whatever the name says. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,image/avif';

/** Sends one file as multipart (field `file`) with the session cookie; errors mapped like lib/api.ts. */
export async function upload<T>(path: string, file: File, method: 'PUT' | 'POST' = 'PUT'): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', body: form });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'No connection. Check your internet and try again.');
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    if (response.status === 413) throw new ApiRequestError(413, 'PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
    const error = ((data as { error?: unknown } | null)?.error ?? data ?? {}) as {
      code?: string;
      message?: string;
      fields?: Record<string, string>;
    };
    const fallback = response.status === 415 ? 'This file is not an image we can use.' : `HTTP ${response.status}`;
    throw new ApiRequestError(response.status, error.code ?? 'HTTP_ERROR', error.message ?? fallback, error.fields ?? {});
  }
  return data as T;
}

/** Checks a chosen file before it is queued: an image, at most 10 MB. Returns the problem, or null. */
export function imageFileProblem(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return `“${file.name}” is not an image.`;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
