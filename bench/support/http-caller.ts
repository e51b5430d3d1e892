import { Agent, request as httpRequest } from 'node:http';

export interface Caller {
  /** One request over the shared keep-alive agent: status and body text. */
  (method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }>;
  /** Closes the kept-alive connections. */
  close(): void;
}

/** HTTP requests over one keep-alive agent of `maxSockets` connections. */
export function httpCaller(maxSockets: number): Caller {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const call = (method: string, url: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        url,
        { method, agent, headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return Object.assign(call, { close: () => agent.destroy() });
}
