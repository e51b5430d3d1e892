import { AUTH_ENDPOINTS, AUTH_FIELDS, authSpellings } from './auth-endpoints';
import { knownPathValue, type FuzzContext } from './fuzz-context';
import { CRAFTED_CURSORS, HOSTILE_HEADERS, HOSTILE_SEGMENTS, HOSTILE_TEXTS, hostileQueryFragments, mutatedCursor } from './hostile-values';
import type { FuzzOperation, FuzzParameter, JsonSchema } from './openapi-operations';
import type { Prng } from './prng';
import { hostileValue, validValue } from './schema-values';
import { bodyShapes, multipartOf, TINY_PNG, type RawBody } from './request-bodies';

/** One request, exactly as it goes on the wire. */
export interface FuzzRequest {
  method: string;
  /** The request target (path and query), sent byte for byte. */
  target: string;
  headers: Record<string, string>;
  body?: RawBody;
  /** Whether the signed-in member's session cookie goes with it (a hostile cookie header replaces it). */
  asMember: boolean;
  /** What differs from a valid request, for the report. */
  changes: string[];
}

/** A request being built: each part can still be changed. */
interface Draft {
  path: Record<string, string>;
  /** Raw `name=value` fragments by parameter (extra fragments under their own keys). */
  query: Map<string, string>;
  body: { json: unknown } | RawBody | null;
  headers: Record<string, string>;
  asMember: boolean;
  changes: string[];
}

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'DELETE']);

/** Percent-encodes every byte of the UTF-8 text but the unreserved ones (a lone surrogate becomes U+FFFD). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

const asQueryText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
const fragment = (name: string, value: unknown) => `${percentEncode(name)}=${percentEncode(asQueryText(value))}`;
const isCursor = (parameter: FuzzParameter) => parameter.name === 'cursor' || parameter.name === 'after';
const isAuthWildcard = (operation: FuzzOperation) => operation.path.endsWith('{*}');

function validCursor(context: FuzzContext, operation: FuzzOperation, rng: Prng): string | undefined {
  const seen = context.cursors.get(operation.key);
  return seen?.length && rng.chance(0.5) ? rng.pick(seen) : undefined;
}

function hostileCursor(context: FuzzContext, rng: Prng): string {
  const seen = [...context.cursors.values()].flat();
  return seen.length && rng.chance(0.5) ? mutatedCursor(rng.pick(seen), rng) : rng.pick(CRAFTED_CURSORS);
}

function authBody(rng: Prng): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(AUTH_FIELDS)) if (rng.chance(0.4)) body[name] = value;
  return body;
}

/** A request that should pass validation: known ids in the path, required and some optional query values, a valid body. */
function validDraft(operation: FuzzOperation, context: FuzzContext, rng: Prng): Draft {
  const draft: Draft = { path: {}, query: new Map(), body: null, headers: {}, asMember: true, changes: [] };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      draft.path[parameter.name] =
        parameter.name === '*' ? rng.pick(AUTH_ENDPOINTS) : percentEncode(knownPathValue(context, operation, parameter.name));
      continue;
    }
    if (isCursor(parameter)) {
      const cursor = parameter.name === 'cursor' ? validCursor(context, operation, rng) : undefined;
      if (cursor) draft.query.set(parameter.name, fragment(parameter.name, cursor));
      continue;
    }
    if (parameter.required || rng.chance(0.4)) {
      draft.query.set(parameter.name, fragment(parameter.name, validValue(parameter.schema, rng, parameter.name, context.named)));
    }
  }
  if (operation.body) draft.body = { json: validValue(operation.body, rng, '', context.named) };
  else if (isAuthWildcard(operation) && operation.method === 'POST') draft.body = { json: authBody(rng) };
  return draft;
}

/** Changes one path parameter to a hostile segment (or, for Better Auth's wildcard, another spelling of an endpoint). */
function hostilePath(operation: FuzzOperation, draft: Draft, rng: Prng): boolean {
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  if (names.length === 0) return false;
  const name = rng.pick(names);
  draft.path[name] = name === '*' && rng.chance(0.6) ? rng.pick(authSpellings(rng.pick(AUTH_ENDPOINTS))) : rng.pick(HOSTILE_SEGMENTS);
  draft.changes.push(`path ${name}`);
  return true;
}

/** Changes one query parameter: a hostile value, a forged cursor, a raw fragment, or leaves a required one out. */
function hostileQuery(operation: FuzzOperation, context: FuzzContext, draft: Draft, rng: Prng): boolean {
  const parameters = operation.parameters.filter((p) => p.in === 'query');
  if (parameters.length === 0) return false;
  const parameter = rng.pick(parameters);
  const roll = rng.next();
  if (isCursor(parameter) && roll < 0.6) draft.query.set(parameter.name, fragment(parameter.name, hostileCursor(context, rng)));
  else if (roll < 0.75) draft.query.set(parameter.name, fragment(parameter.name, hostileValue(parameter.schema, rng)));
  else if (roll < 0.92) draft.query.set(parameter.name, rng.pick(hostileQueryFragments(parameter.name)));
  else draft.query.delete(parameter.name);
  draft.changes.push(`query ${parameter.name}`);
  return true;
}

/** Adds query parameters no operation declares, or a great many of them. */
function extraQuery(draft: Draft, rng: Prng): boolean {
  const extras = [
    'unknown=1',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    Array.from({ length: 300 }, (_, index) => `p${index}=${index}`).join('&'),
    `${'k'.repeat(3000)}=v`,
    '&&&==&',
    '%zz=%zz',
  ];
  draft.query.set(`extra${draft.query.size}`, rng.pick(extras));
  draft.changes.push('extra query');
  return true;
}

/** Path to a field of the body (descending into nested objects now and then). */
function fieldPath(schema: JsonSchema, rng: Prng): string[] {
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return [];
  const name = rng.pick(names);
  const property = schema.properties![name];
  return property.type === 'object' && property.properties && rng.chance(0.5) ? [name, ...fieldPath(property, rng)] : [name];
}

/** Changes one body field: a hostile value, left out, or an undeclared field beside it. */
function hostileField(operation: FuzzOperation, draft: Draft, rng: Prng): boolean {
  const schema = operation.body;
  if (!schema?.properties || !draft.body || !('json' in draft.body)) return false;
  const path = fieldPath(schema, rng);
  if (path.length === 0) return false;
  let container = draft.body.json as Record<string, unknown>;
  let fieldSchema = schema;
  for (const name of path.slice(0, -1)) {
    fieldSchema = fieldSchema.properties![name];
    if (typeof container[name] !== 'object' || container[name] === null) container[name] = {};
    container = container[name] as Record<string, unknown>;
  }
  const name = path[path.length - 1];
  const roll = rng.next();
  if (roll < 0.8) container[name] = hostileValue(fieldSchema.properties![name], rng);
  else if (roll < 0.9) delete container[name];
  else container[`${name}Extra`] = rng.pick(HOSTILE_TEXTS);
  draft.changes.push(`body ${path.join('.')}`);
  return true;
}

/** Replaces the whole body: none, broken JSON, other JSON types, a form, text, a multipart upload… */
function hostileBody(operation: FuzzOperation, draft: Draft, rng: Prng): boolean {
  if (WITHOUT_BODY.has(operation.method) && !rng.chance(0.2)) return false;
  const valid = draft.body && 'json' in draft.body ? draft.body.json : {};
  const shape = rng.pick(bodyShapes(valid, rng));
  draft.body = shape.make();
  draft.changes.push(`body as ${shape.name}`);
  return true;
}

function hostileHeader(draft: Draft, rng: Prng): boolean {
  const header = rng.pick(HOSTILE_HEADERS);
  Object.assign(draft.headers, header);
  draft.changes.push(`header ${Object.keys(header)[0]}`);
  return true;
}

/** A valid upload for operations that take a file (no JSON body declared, not a read). */
function upload(operation: FuzzOperation, draft: Draft): void {
  if (operation.body || WITHOUT_BODY.has(operation.method) || isAuthWildcard(operation)) return;
  draft.body = multipartOf([{ name: 'file', filename: 'dot.png', type: 'image/png', data: TINY_PNG }]);
}

const jsonBody = (value: unknown): RawBody => ({ type: 'application/json', data: Buffer.from(JSON.stringify(value) ?? '') });

function finish(operation: FuzzOperation, draft: Draft): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => draft.path[name] ?? '1');
  const query = [...draft.query.values()].join('&');
  const body = draft.body === null ? undefined : 'json' in draft.body ? jsonBody(draft.body.json) : draft.body;
  return {
    method: operation.method,
    target: query ? `${path}?${query}` : path,
    headers: draft.headers,
    body,
    asMember: draft.asMember,
    changes: draft.changes.length ? draft.changes : ['none (valid)'],
  };
}

/** A valid request with some query parameters set to the given (decoded) values. */
export function requestWithQuery(operation: FuzzOperation, context: FuzzContext, rng: Prng, query: Record<string, string>): FuzzRequest {
  const draft = validDraft(operation, context, rng);
  for (const [name, value] of Object.entries(query)) draft.query.set(name, fragment(name, value));
  draft.changes.push(...Object.keys(query).map((name) => `query ${name}`));
  return finish(operation, draft);
}

/**
 * The request for case `index` of an operation. Case 0 is valid as the member, case 1 valid and anonymous; the rest
 * change one to three things (path, query, body field, whole body, header), mostly as the member.
 */
export function fuzzRequest(operation: FuzzOperation, context: FuzzContext, rng: Prng, index: number): FuzzRequest {
  const draft = validDraft(operation, context, rng);
  if (index === 1 || (index > 1 && rng.chance(0.2))) draft.asMember = false;
  if (index <= 1) {
    if (rng.chance(0.5)) upload(operation, draft);
    return finish(operation, draft);
  }
  const mutations = [
    () => hostilePath(operation, draft, rng),
    () => hostilePath(operation, draft, rng),
    () => hostileQuery(operation, context, draft, rng),
    () => hostileQuery(operation, context, draft, rng),
    () => extraQuery(draft, rng),
    () => hostileField(operation, draft, rng),
    () => hostileField(operation, draft, rng),
    () => hostileField(operation, draft, rng),
    () => hostileBody(operation, draft, rng),
    () => hostileBody(operation, draft, rng),
    () => hostileHeader(draft, rng),
  ];
  const wanted = rng.pick([1, 1, 1, 2, 3]);
  for (let tries = 0; draft.changes.length < wanted && tries < 20; tries += 1) rng.pick(mutations)();
  return finish(operation, draft);
}
