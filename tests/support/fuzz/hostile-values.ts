import type { Prng } from './prng';

/**
 * Values a careless or hostile client sends. Texts are decoded strings (the request builder encodes them); path
 * segments and query fragments are raw, sent byte for byte, so dot segments and bad escapes reach the server as typed.
 */

export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(300),
  'x'.repeat(5000),
  '😀'.repeat(40),
  '\ud800',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '\uffff',
  'e\u0301'.repeat(200),
  'İß ǅ ﷺ',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '%',
  '%_\\',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '-0',
  '  padded  ',
  '\r\n\t',
  'a,b,,c',
  '1,2,3',
  '__proto__',
  'constructor',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0.5,
  0.5,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  999999999999999,
  1000000000000000,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  1e308,
  -1e308,
  5e-324,
];

/** Values of every other JSON type, for "a number where a string goes" and the like. */
export const HOSTILE_JSON: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [1, 'a', {}],
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  nested(60),
];

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Path segments, raw: dot segments spelt every way, bad escapes, ids beyond every integer type, very long ids. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '.',
  '..',
  '%2e',
  '%2E%2E',
  '.%2e',
  '%2f',
  '..%2f..%2fetc%2fpasswd',
  '1%2f..',
  '1/..',
  './1',
  '0',
  '-1',
  '01',
  '1.0',
  '1e3',
  '0x1',
  '+1',
  '%201',
  '1%20',
  '999999999999999',
  '9999999999999999',
  '99999999999999999999999',
  '2147483648',
  'abc',
  '%00',
  '1%00',
  '%C0%AE%C0%AE',
  '%FF',
  '%E2%80%AE1',
  '%F0%9F%98%80',
  'x'.repeat(2000),
  '1'.repeat(5000),
  'null',
  'undefined',
  '%25',
  '%',
  '%zz',
  '1;x=1',
  '1,2',
  '%5B%5D',
  '__proto__',
  'constructor',
  'me',
  'mine',
  '00000000-0000-0000-0000-000000000000',
  '%27%20OR%201%3D1--',
  '*',
];

/** Whole query-string fragments for a parameter, raw: repeats, array and object syntax, bad escapes. */
export const hostileQueryFragments = (name: string): string[] => [
  `${name}=1&${name}=2`,
  `${name}[]=1`,
  `${name}[a]=b`,
  `${name}`,
  `${name}=`,
  `${name}=%`,
  `${name}=%zz`,
  `${name}=%C0%AE`,
  `${name}=%FF%FE`,
  `${name}=+`,
  `__proto__[${name}]=1`,
  `constructor[prototype][${name}]=1`,
];

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/**
 * Cursors a client can forge: the pipe-separated keyset forms and the JSON-array forms the app writes, with
 * impossible dates, ids beyond bigint, NaN and the like, plus plain garbage.
 */
export const CRAFTED_CURSORS: readonly string[] = [
  ...[
    '2024-13-45T25:61:61.000000Z|1',
    '2024-02-30T00:00:00.000000Z|1',
    '0000-01-01T00:00:00.000000Z|1',
    '9999-12-31T23:59:59.999999Z|999999999999999',
    '2024-13-45T25:61:61.000000Z|3|1',
    '2024-01-01T00:00:00.000000Z|9|1',
    '2024-01-01T00:00:00.000000Z|-1|-1',
    'latest|NaN|1',
    'views|1e400|1',
    'likes|-1|-1',
    'views|99999999999999999999|1',
    'latest|2024-13-45T25:61:61.000000Z|1',
    '||',
    '|',
  ].map(base64url),
  ...[
    ['all', 1, '1e400', 1, 1],
    ['all', 'x', 'y', 'z', 'w'],
    ['all', 1e308, 'NaN', -1e308, 1e20],
    ['all', null, null, null, null],
    ['all', 3, '5e-324', 1e20, 9007199254740991],
    ['all', 0, '-0', -1, -9007199254740991],
    ['posts', 2, '-1e308', 4, 1],
    ['events', '2024-13-45', 1],
    ['events', '+275760-09-13T00:00:00.000Z', 1],
    ['events', '-271821-04-20T00:00:00.000Z', 1],
    ['events', 8.64e15, 1e20],
    ['posts', {}, [], 'a', 1.5],
    ['products', 99999999999, '-1', 2147483648, 1e20],
  ].map((parts) => base64url(JSON.stringify(parts))),
  base64url('{"a":1}'),
  base64url('[['.repeat(5000)),
  '!!!',
  '====',
  'a'.repeat(199),
  '..',
];

/** A cursor the app gave out with one of its parts changed: a digit run made huge, negative or not a number. */
export function mutatedCursor(cursor: string, rng: Prng): string {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const runs = [...decoded.matchAll(/\d+/g)];
  if (runs.length === 0) return base64url(decoded + rng.pick(['|1', '|', '"]']));
  const run = rng.pick(runs);
  const replacement = rng.pick(['99999999999999999999', '9'.repeat(run[0].length), '0', '-1', 'NaN', 'x', '', '1e400', '13', '99']);
  return base64url(decoded.slice(0, run.index) + replacement + decoded.slice(run.index! + run[0].length));
}

/** A few hostile headers, one chosen per request. */
export const HOSTILE_HEADERS: ReadonlyArray<Record<string, string>> = [
  { cookie: 'localhub.session_token=garbage' },
  { cookie: `localhub.session_token=${'a'.repeat(4000)}` },
  { cookie: 'localhub.session_token=abc.def%00' },
  { cookie: 'localhub.session_token=%E0%A4%A' },
  { authorization: 'Bearer lh_pat_garbage' },
  { authorization: `Bearer lh_pat_${'A'.repeat(43)}` },
  { authorization: 'Bearer ' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { 'accept-language': 'xx-%%;q=abc' },
  { 'accept-language': '*;q=2, pcm;q=NaN' },
  { 'accept-language': `${'a'.repeat(2000)}` },
  { 'accept-language': ',,,;;;' },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' },
  { range: 'bytes=999999999-' },
  { range: 'bytes=abc' },
  { 'if-none-match': '*' },
  { 'if-modified-since': 'not a date' },
  { accept: 'application/xml' },
  { 'x-request-id': '../../%00' },
  { 'content-type': 'application/json; charset=utf-16' },
];
