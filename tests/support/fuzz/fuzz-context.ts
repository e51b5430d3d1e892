import type { FuzzOperation } from './openapi-operations';

/**
 * What the fuzzer knows of the app's data, so valid-ish requests name rows that exist: ids by collection (the path
 * segment before an id: "businesses", "events"…), from fixtures and from what successful creates answered, and the
 * cursors list pages gave out.
 */
export interface FuzzContext {
  ids: Map<string, string>;
  /** Cursors by operation key. */
  cursors: Map<string, string[]>;
  /** Values for named fields and query parameters (the second member's id, say). */
  named: Record<string, unknown>;
}

/** Segments whose ids are another collection's. */
const SAME_IDS: Record<string, string> = {
  'about-product': 'products',
  with: 'members',
  blocks: 'members',
  ads: 'advertisements',
  'test-checkout': 'payments',
  listings: 'businesses',
};

/** Path parameters that are not ids. */
const FIXED: Record<string, string> = { kind: 'business', height: '360' };

/** The collection a path parameter's id belongs to: the static segment before it ("/posts/{id}/comments" → posts). */
export function collectionOf(path: string, parameter: string): string {
  const segments = path.split('/');
  const index = segments.indexOf(`{${parameter}}`);
  const before =
    segments
      .slice(0, index)
      .reverse()
      .find((segment) => !segment.startsWith('{')) ?? '';
  return SAME_IDS[before] ?? before;
}

/**
 * A value for a path parameter that names something that exists, when the fuzzer knows one ("1" otherwise): one set
 * for the operation's path and parameter ("/api/v1/businesses/{id}/reviews id", someone else's business), else the
 * collection's.
 */
export function knownPathValue(context: FuzzContext, operation: FuzzOperation, parameter: string): string {
  if (parameter in FIXED) return FIXED[parameter];
  const own = context.ids.get(`${operation.path} ${parameter}`);
  if (own) return own;
  return context.ids.get(collectionOf(operation.path, parameter)) ?? '1';
}

/** The id a create answered with: `id`, `reference` or the first field named like `businessId`. */
function createdId(body: Record<string, unknown>): string | undefined {
  for (const [key, value] of Object.entries(body)) {
    if ((key === 'id' || key === 'reference' || /^[a-z]+Id$/.test(key)) && (typeof value === 'number' || typeof value === 'string')) {
      return String(value);
    }
  }
  return undefined;
}

/** Learns from an answer: the id a successful create gave, and a page's next cursor. */
export function learnFrom(context: FuzzContext, operation: FuzzOperation, status: number, text: string): void {
  if (status < 200 || status >= 300 || !text.startsWith('{')) return;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return;
  }
  if (typeof body.nextCursor === 'string') {
    const seen = context.cursors.get(operation.key) ?? [];
    if (seen.length < 20) context.cursors.set(operation.key, [...seen, body.nextCursor]);
  }
  if (operation.method !== 'POST') return;
  const id = createdId(body);
  const collection = operation.path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .pop();
  if (id && collection && !context.ids.has(collection)) context.ids.set(collection, id);
}
