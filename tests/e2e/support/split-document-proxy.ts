import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from './settings';

/**
 * A proxy in front of the app on 127.0.0.1 that sends a page's HTML in two parts, the second `pauseMs` later: as a
 * slow mobile connection (or a slow phone's parser) delivers it. The browser paints the first part on its own, so what
 * the rest of the page does to the part already shown can be measured. The first part ends before `splitBefore` (or
 * at half the document when it is not found); everything else passes through whole.
 */
export async function splitDocumentProxy(splitBefore: string, pauseMs = 700): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = ['GET', 'HEAD'].includes(request.method ?? 'GET') ? undefined : await readAll(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host'),
      );
      const upstream = await fetch(`${E2E_BASE_URL}${request.url}`, {
        method: request.method,
        headers,
        body: body && new Uint8Array(body),
        redirect: 'manual',
      });
      const passed = [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));
      response.writeHead(upstream.status, Object.fromEntries(passed));
      const bytes = Buffer.from(await upstream.arrayBuffer());
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        response.end(bytes);
        return;
      }
      const found = bytes.indexOf(splitBefore);
      const at = found > 0 ? found : Math.floor(bytes.length / 2);
      response.write(bytes.subarray(0, at));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(bytes.subarray(at));
    })().catch((error: unknown) => {
      response.statusCode = 502;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
