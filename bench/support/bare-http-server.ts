import { createServer } from 'node:http';

/**
 * A bare `node:http` server on 127.0.0.1 that reads each request and answers `{"ok":true}`: no framework, no hooks, no
 * work. The payments bench fires its burst at it to show what Node's HTTP and this machine cost with nothing else.
 */
export async function startBareHttpServer(cleanups: Array<() => Promise<void> | void>): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  server.unref();
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}
