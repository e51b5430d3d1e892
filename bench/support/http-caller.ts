import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer as it came over the wire: compressed when the server compressed it. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

export interface Caller {
  /** One request over the shared keep-alive agent: status and body text. */
  (method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }>;
  /** Closes the kept-alive connections. */
  close(): void;
}

function send(
  agent: Agent,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, agent, signal, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** HTTP requests over one keep-alive agent of `maxSockets` connections. */
export function httpCaller(maxSockets: number): Caller {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const call = async (method: string, url: string, headers: Record<string, string>, body?: string) => {
    const answer = await send(agent, method, url, headers, body);
    return { status: answer.status, body: answer.bytes.toString('utf8') };
  };
  return Object.assign(call, { close: () => agent.destroy() });
}

/**
 * GET requests that accept Brotli or gzip as a phone does, but leave the answer compressed: a bench times the transfer
 * and decodes (`answerText`) only the answers it reads, so its own decompression does not take the CPU the server is
 * measured on.
 */
export function compressedGetter(maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const get = (url: string, headers: Record<string, string>, signal?: AbortSignal) =>
    send(agent, 'GET', url, { 'accept-encoding': 'br, gzip', ...headers }, undefined, signal);
  return Object.assign(get, { close: () => agent.destroy() });
}

/** The text of an answer from `compressedGetter`. */
export function answerText(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(answer.bytes) : encoding === 'gzip' ? gunzipSync(answer.bytes) : answer.bytes;
  return bytes.toString('utf8');
}
