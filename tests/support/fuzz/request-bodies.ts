import type { Prng } from './prng';

/** A body as sent: its bytes and the Content-Type header (none when `type` is undefined). */
export interface RawBody {
  type?: string;
  data: Buffer;
}

/** A 1×1 PNG, for the upload routes' valid requests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const BOUNDARY = 'fuzz-boundary-7d1c';

/** multipart/form-data with the given parts, written by hand so broken ones can be written too. */
export function multipartOf(parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string }>): RawBody {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`));
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { type: `multipart/form-data; boundary=${BOUNDARY}`, data: Buffer.concat(chunks) };
}

/** An HTML form of an object's fields (objects as JSON text, as a careless client would). */
export function formOf(value: unknown): RawBody {
  const form = new URLSearchParams();
  if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) form.append(key, typeof field === 'string' ? field : JSON.stringify(field));
  }
  return { type: 'application/x-www-form-urlencoded', data: Buffer.from(form.toString()) };
}

const raw = (data: string | Buffer, type: string | undefined = 'application/json'): RawBody => ({ type, data: Buffer.from(data) });

/** Whole bodies to send instead of the valid one, each with a name for the report (made only when chosen). */
export function bodyShapes(valid: unknown, rng: Prng): Array<{ name: string; make: () => RawBody | null }> {
  const json = JSON.stringify(valid) ?? '{}';
  const junk = () => Buffer.from(Array.from({ length: rng.int(1, 2048) }, () => rng.int(0, 255)));
  return [
    { name: 'nothing', make: () => null },
    { name: 'empty JSON', make: () => raw('') },
    { name: 'null', make: () => raw('null') },
    { name: 'array', make: () => raw('[]') },
    { name: 'string', make: () => raw('"x"') },
    { name: 'number', make: () => raw('1') },
    { name: 'truncated JSON', make: () => raw(json.slice(0, Math.max(1, Math.floor(json.length / 2)))) },
    { name: 'trailing garbage', make: () => raw(`${json}}`) },
    {
      name: 'invalid UTF-8',
      make: () => raw(Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xae]), Buffer.from('"}')])),
    },
    { name: 'byte-order mark', make: () => raw(`\ufeff${json}`) },
    { name: '__proto__ key', make: () => raw('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}') },
    { name: 'deep nesting', make: () => raw('['.repeat(5000) + ']'.repeat(5000)) },
    { name: 'large array', make: () => raw(JSON.stringify(Array.from({ length: 50_000 }, (_, index) => index))) },
    { name: 'over the size limit', make: () => raw(JSON.stringify({ name: 'x'.repeat(1_100_000) })) },
    { name: 'form', make: () => formOf(valid) },
    {
      name: 'form with repeats and brackets',
      make: () => raw('name=a&name=b&place[cityId]=1&__proto__[admin]=1', 'application/x-www-form-urlencoded'),
    },
    { name: 'form with bad escapes', make: () => raw('%zz=%zz&name=%', 'application/x-www-form-urlencoded') },
    { name: 'JSON as text/plain', make: () => raw(json, 'text/plain') },
    { name: 'JSON without a content type', make: () => raw(json, undefined) },
    {
      name: 'XML',
      make: () => raw('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', 'application/xml'),
    },
    { name: 'random bytes', make: () => raw(junk(), 'application/octet-stream') },
    { name: 'multipart junk file', make: () => multipartOf([{ name: 'file', filename: 'x.png', type: 'image/png', data: junk() }]) },
    {
      name: 'multipart truncated PNG',
      make: () => multipartOf([{ name: 'file', filename: 'x.png', type: 'image/png', data: TINY_PNG.subarray(0, 40) }]),
    },
    {
      name: 'multipart SVG',
      make: () => multipartOf([{ name: 'file', filename: '../../x.svg', type: 'image/svg+xml', data: '<svg onload="alert(1)"/>' }]),
    },
    { name: 'multipart empty file', make: () => multipartOf([{ name: 'file', filename: '', type: 'image/png', data: '' }]) },
    {
      name: 'multipart fields only',
      make: () =>
        multipartOf([
          { name: 'name', data: 'x' },
          { name: 'file', data: 'not a file' },
        ]),
    },
    {
      name: 'multipart two files',
      make: () =>
        multipartOf([
          { name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG },
          { name: 'file', filename: 'b.png', type: 'image/png', data: TINY_PNG },
        ]),
    },
    { name: 'multipart without a boundary', make: () => raw(multipartOf([{ name: 'file', data: 'x' }]).data, 'multipart/form-data') },
    {
      name: 'multipart cut short',
      make: () =>
        raw(
          multipartOf([{ name: 'file', filename: 'a.png', data: TINY_PNG }]).data.subarray(0, 60),
          `multipart/form-data; boundary=${BOUNDARY}`,
        ),
    },
  ];
}
