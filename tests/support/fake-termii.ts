import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalStandIn } from './local-stand-in';

/** One Send Message request as Termii receives it. */
export interface TermiiRequest {
  api_key: string;
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

/**
 * A local stand-in for Termii's Send Message API (https://developers.termii.com/messaging-api) on 127.0.0.1:
 * POST /api/sms/send with the API key in the JSON body, answered with Termii's success shape (`code: "ok"`, a
 * `message_id`, the balance). It records every request, and fails on demand: `down` answers 503, `refuse` answers
 * 400 with Termii's error shape (a `message` only). `GET /received` (not Termii's) lists what it received, for browser
 * journeys, which run in other processes than the stand-in.
 */
export class FakeTermii extends LocalStandIn {
  readonly apiKey = `TL${randomBytes(16).toString('hex')}`;
  /** Every request the server made, in order (well-formed or not). */
  readonly requests: TermiiRequest[] = [];
  mode: 'up' | 'down' | 'refuse' = 'up';
  private nextId = 1;

  /** The messages a number (+234… or 234…) received, oldest first. */
  messagesTo(phone: string): TermiiRequest[] {
    const to = phone.replace(/^\+/, '');
    return this.requests.filter((request) => request.to === to);
  }

  /** The code in the newest message to a number. */
  lastCode(phone: string): string {
    const last = this.messagesTo(phone).at(-1);
    const code = last?.sms.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/received') return answer(200, { requests: this.requests });
    if (request.method !== 'POST' || request.url !== '/api/sms/send') return answer(404, { message: 'Not found' });
    let body: TermiiRequest;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TermiiRequest;
    } catch {
      return answer(400, { message: 'Invalid JSON' });
    }
    this.requests.push(body);
    if (this.mode === 'down') return answer(503, { message: 'Service Unavailable' });
    if (this.mode === 'refuse') return answer(400, { message: 'Insufficient balance' });
    if (body.api_key !== this.apiKey) return answer(401, { message: 'Invalid API key' });
    const missing = ['to', 'from', 'sms', 'type', 'channel'].find((field) => typeof body[field as keyof TermiiRequest] !== 'string');
    if (missing) return answer(400, { message: `The ${missing} field is required.` });
    if (!['dnd', 'generic', 'whatsapp'].includes(body.channel)) return answer(400, { message: 'Invalid channel' });
    const id = `${Date.now()}${this.nextId++}`;
    return answer(200, {
      code: 'ok',
      message_id: id,
      message_id_str: id,
      message: 'Successfully Sent',
      balance: 1000,
      user: 'LocalHub Test',
    });
  }
}
