import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A provider's stand-in over HTTP on a free 127.0.0.1 port; the subclass answers each request. */
export abstract class LocalStandIn {
  private server: Server | null = null;
  url = '';

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;

  async start(): Promise<this> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
