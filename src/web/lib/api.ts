import { apiFetch } from './api-fetch';
import { currentLanguage, t } from './i18n';

/** A failed API call, carrying the server's code, message and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | unknown[];

/** JSON over fetch with the session cookie. Our API answers { error: {...} }; Better Auth answers { code, message }. */
export async function api<T>(path: string, options: { method?: string; body?: Body; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, {
      method: options.method ?? (options.body ? 'POST' : 'GET'),
      credentials: 'same-origin',
      // The API answers its errors in the reader's language, which may not be the browser's.
      headers: { 'accept-language': currentLanguage(), ...(options.body ? { 'content-type': 'application/json' } : {}) },
      body: options.body ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK', t('No connection. Check your internet and try again.'));
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const body = (data ?? {}) as ErrorBody & { error?: ErrorBody };
    const error = body.error ?? body;
    const fields = error.fields ?? (error.field && error.message ? { [error.field]: error.message } : {});
    throw new ApiRequestError(response.status, error.code ?? 'HTTP_ERROR', error.message ?? `HTTP ${response.status}`, fields);
  }
  return data as T;
}

/** The error shape of the API (`{ error: { code, message, fields } }`), and of Better Auth's plainer answers. */
type ErrorBody = { code?: string; message?: string; fields?: Record<string, string>; field?: string };

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : t('Something went wrong. Please try again.');
}
