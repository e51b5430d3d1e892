import { describe, expect, it } from 'vitest';
import { startTestServer, useTestServer } from '../support/test-server';

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

  it('shows the development outbox, and hides it in production', async () => {
    const dev = await server.client().get('/dev/mail');
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('Development outbox');

    const production = await startTestServer({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    try {
      expect((await production.client().get('/dev/mail')).status).toBe(404);
      expect((await production.client().get('/dev/mail.json')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
