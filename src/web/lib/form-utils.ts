import type { z } from 'zod';
import { ApiRequestError } from './api';

export type FieldErrors = Record<string, string | undefined>;

/** The first message per top-level field of a failed safeParse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    errors[name] ??= issue.message;
  }
  return errors;
}

/** Field errors the server sent back (400 with { fields }), keyed by the top-level field name. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const name = path.split('.')[0];
    errors[name] ??= message;
  }
  return errors;
}

/** '' → null; otherwise a number (NaN when the text is not one). */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(/,/g, ''));
}

/** Naira typed in a form (e.g. "2500.5") → integer kobo; null when empty, NaN when not a number. */
export function nairaToKobo(text: string): number | null {
  const value = parseNumber(text);
  if (value === null || Number.isNaN(value)) return value;
  return Math.round(value * 100);
}

/** Kobo → the naira text a number input shows ("2500.5"). */
export function koboToNairaText(kobo: number | null | undefined): string {
  return kobo === null || kobo === undefined ? '' : String(kobo / 100);
}

/** Moves focus to the first control (in form order) that has an error. */
export function focusFirstError(errors: FieldErrors, idsInOrder: Array<[field: string, id: string]>) {
  const first = idsInOrder.find(([field]) => errors[field]);
  if (first) document.getElementById(first[1])?.focus();
}

/** The server's message when it is worth showing to a person. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiRequestError) return error.message;
  return null;
}

export const isPlanLimit = (error: unknown) => error instanceof ApiRequestError && error.code === 'PLAN_LIMIT';
