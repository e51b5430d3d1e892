import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../support/test-server';

/** A GET whose body is kept as sent (fetch would decode it), with the encodings the client says it takes. */
function rawGet(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const server = useTestServer();

describe('platform', () => {
  it('reports a healthy database at /api/health', async () => {
    const { status, body } = await server.client().json('GET', '/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });

  it('sends security headers and a request id on every answer', async () => {
    const response = await server.client().get('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    // Plain HTTP: no HSTS (it is sent only when the request came over HTTPS).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const response = await proxied.client().get('/api/health', { 'x-forwarded-proto': 'https' });
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const { status, body } = await server.client().json('GET', '/api/v1/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/v1/nothing-here' } });
  });

  it('publishes the OpenAPI description of the API', async () => {
    const { status, body } = await server.client().json('GET', '/api/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/api/v1/me/', '/api/v1/lookups/states', '/api/health']));
    expect((await server.client().get('/api/docs')).status).toBeLessThan(400);
  });

  it('compresses JSON answers past 1 KB with Brotli, else gzip, and leaves small ones and other clients alone', async () => {
    const url = new URL('/api/docs/json', server.url).href;
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString('utf8'));
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(document);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);

    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(document);

    // Below the threshold the bytes saved would not pay for the work.
    const small = await rawGet(new URL('/api/health', server.url).href, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('shows the development outbox, and hides it in production', async () => {
    const dev = await server.client().get('/dev/mail');
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('Development outbox');

    const production = await startTestServer({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PAYMENTS: 'off',
      PHONE_SIGN_IN: 'off',
    });
    try {
      expect((await production.client().get('/dev/mail')).status).toBe(404);
      expect((await production.client().get('/dev/mail.json')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
