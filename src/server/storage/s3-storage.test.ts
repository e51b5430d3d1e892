import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { S3Storage } from './s3-storage';

let close: (() => void) | undefined;
afterEach(() => close?.());

it('gives up a request whose answer never comes and sends it again', async () => {
  const seen: string[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push(`${request.method} ${request.url}`);
    request.resume();
    // The first request is read and never answered, as a stuck bucket would do.
    if (seen.length === 1) held.push(response);
    else request.on('end', () => response.writeHead(200, { etag: '"1"' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  const storage = new S3Storage({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket: 'silent',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    signedUrlSeconds: 60,
    silentSocketMs: 300,
  });
  await storage.put('images/a.webp', Buffer.from('photo'), 'image/webp');
  expect(seen).toEqual(['PUT /silent/images/a.webp?x-id=PutObject', 'PUT /silent/images/a.webp?x-id=PutObject']);
  expect(held).toHaveLength(1);
});
