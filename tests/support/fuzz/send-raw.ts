import { request } from 'node:http';
import type { FuzzRequest } from './fuzz-request';

export interface FuzzResponse {
  status: number;
  contentType: string;
  /** The answer's first 64 KB as text. */
  text: string;
}

const KEEP = 64 * 1024;

/**
 * Sends a request byte for byte with node:http (fetch would resolve `..` and `%2e` before sending), on its own
 * connection (one the server closed after a bad request is never reused). Throws when no answer came within `timeoutMs`.
 */
export function sendRaw(baseUrl: string, fuzz: FuzzRequest, cookie: string | undefined, timeoutMs: number): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  const headers: Record<string, string> = { origin: url.origin, ...(cookie ? { cookie } : {}) };
  if (fuzz.body?.type) headers['content-type'] = fuzz.body.type;
  if (fuzz.body) headers['content-length'] = String(fuzz.body.data.length);
  Object.assign(headers, fuzz.headers);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.target, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        incoming.on('data', (chunk: Buffer) => {
          if (kept < KEEP) chunks.push(chunk);
          kept += chunk.length;
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).subarray(0, KEEP).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(fuzz.body?.data);
  });
}

/** The request and its answer, in a form one can read and replay (curl). */
export function describeExchange(baseUrl: string, fuzz: FuzzRequest, answer: string): string {
  const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);
  const headers = Object.entries({ ...(fuzz.body?.type ? { 'content-type': fuzz.body.type } : {}), ...fuzz.headers })
    .map(([name, value]) => ` -H ${JSON.stringify(`${name}: ${clip(value, 200)}`)}`)
    .join('');
  const body = fuzz.body ? ` --data-binary ${JSON.stringify(clip(fuzz.body.data.toString('latin1'), 600))}` : '';
  return [
    `  changed: ${fuzz.changes.join(', ')}; as ${fuzz.asMember ? 'the signed-in member' : 'an anonymous visitor'}`,
    `  curl --path-as-is -X ${fuzz.method} ${JSON.stringify(baseUrl + clip(fuzz.target, 600))}${headers}${body}`,
    `  → ${clip(answer, 600)}`,
  ].join('\n');
}
