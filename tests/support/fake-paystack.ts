import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  metadata: Record<string, unknown>;
  callbackUrl: string | null;
  status: 'abandoned' | 'success' | 'failed';
  paidAt: string | null;
  authorization: Record<string, unknown> | null;
  createdAt: string;
}

/**
 * A local stand-in for Paystack's API on 127.0.0.1, speaking its documented shapes
 * (https://paystack.com/docs/api/transaction/): Initialize Transaction, Verify Transaction, Charge Authorization,
 * bearer-authenticated with the secret key, and webhooks signed with HMAC-SHA512 of the raw body.
 */
export class FakePaystack {
  readonly secretKey = `sk_test_${randomBytes(20).toString('hex')}`;
  readonly transactions = new Map<string, FakeTransaction>();
  /** Every request the server made, in order. */
  readonly requests: Array<{ method: string; path: string; body: any; authorization: string | undefined }> = [];
  /** `down`: answer 503 to everything (Paystack unavailable). */
  mode: 'up' | 'down' = 'up';
  /** Whether Charge Authorization succeeds. */
  chargesSucceed = true;
  /** Where signed webhooks go (the app's webhook URL). */
  webhookUrl = '';
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The transaction as Paystack's `data` object. */
  data(reference: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
    const t = this.transactions.get(reference);
    if (!t) throw new Error(`no fake transaction ${reference}`);
    return {
      id: Math.floor(Math.random() * 1e9),
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      message: null,
      gateway_response: t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : 'The transaction was not completed',
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: t.channels[0] ?? 'card',
      currency: t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata,
      fees: Math.round(t.amount * 0.015),
      customer: { id: 1, first_name: null, last_name: null, email: t.email, customer_code: 'CUS_test', phone: null, metadata: null },
      authorization: t.authorization,
      plan: null,
      requested_amount: t.amount,
      ...overrides,
    };
  }

  /** The member completes Paystack's checkout: the transaction succeeds with a reusable card authorization. */
  pay(reference: string): void {
    const t = this.transactions.get(reference);
    if (!t) throw new Error(`no fake transaction ${reference}`);
    t.status = 'success';
    t.paidAt = new Date().toISOString();
    t.authorization = {
      authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: `SIG_${randomBytes(5).toString('hex')}`,
      account_name: null,
    };
  }

  decline(reference: string): void {
    const t = this.transactions.get(reference)!;
    t.status = 'failed';
  }

  sign(raw: string, secret = this.secretKey): string {
    return createHmac('sha512', secret).update(raw).digest('hex');
  }

  /** Sends a webhook to the app as Paystack would (signed with the secret key unless told otherwise). */
  async sendWebhook(event: string, data: Record<string, unknown>, options: { signature?: string; raw?: string } = {}): Promise<Response> {
    const raw = options.raw ?? JSON.stringify({ event, data });
    return fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': options.signature ?? this.sign(raw) },
      body: raw,
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: any = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, body, authorization: request.headers.authorization });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (this.mode === 'down') return send(503, { status: false, message: 'Service unavailable' });
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) return send(401, { status: false, message: 'Invalid key' });

    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const amount = Number(body?.amount);
      if (!body?.email || !Number.isInteger(amount) || amount <= 0) return send(400, { status: false, message: 'Invalid amount or email' });
      const reference = String(body.reference ?? randomBytes(6).toString('hex'));
      if (this.transactions.has(reference)) return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      this.transactions.set(reference, {
        reference,
        email: body.email,
        amount,
        currency: body.currency ?? 'NGN',
        channels: body.channels ?? ['card'],
        metadata: typeof body.metadata === 'string' ? JSON.parse(body.metadata) : (body.metadata ?? {}),
        callbackUrl: body.callback_url ?? null,
        status: 'abandoned',
        paidAt: null,
        authorization: null,
        createdAt: new Date().toISOString(),
      });
      const accessCode = randomBytes(6).toString('hex');
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
      });
    }

    const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
    if (request.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]);
      if (!this.transactions.has(reference)) return send(400, { status: false, message: 'Transaction reference not found' });
      return send(200, { status: true, message: 'Verification successful', data: this.data(reference) });
    }

    if (request.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
      const saved = [...this.transactions.values()].find((t) => t.authorization?.authorization_code === body?.authorization_code);
      if (!saved) return send(400, { status: false, message: 'Invalid authorization code' });
      const reference = String(body.reference ?? randomBytes(6).toString('hex'));
      this.transactions.set(reference, {
        ...saved,
        reference,
        amount: Number(body.amount),
        currency: body.currency ?? 'NGN',
        metadata: body.metadata ?? {},
        status: this.chargesSucceed ? 'success' : 'failed',
        paidAt: this.chargesSucceed ? new Date().toISOString() : null,
        createdAt: new Date().toISOString(),
      });
      return send(200, { status: true, message: 'Charge attempted', data: this.data(reference) });
    }
    return send(404, { status: false, message: 'Not found' });
  }
}
