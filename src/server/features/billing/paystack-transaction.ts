import { createHmac, timingSafeEqual } from 'node:crypto';
import { msg } from '../../../shared/i18n/msg';
import type { ProviderTransaction } from './payment-provider';

// Paystack's shapes, read into LocalHub's: its transaction objects and its webhook signatures (HMAC-SHA512 of the raw
// body). The only place that knows them, with paystack-provider.ts (its API) and paystack-webhook.ts (its events).

export function signPayload(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison of the signature header with the expected HMAC. */
export function signatureMatches(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signPayload(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** "Visa •••• 4081", "Bank transfer", "USSD": what the receipt shows of how the member paid. */
function describeChannel(channel: string | null, authorization: Record<string, unknown> | null): string | null {
  const last4 = str(authorization?.last4);
  if (channel === 'card' || (!channel && last4)) {
    const brand = str(authorization?.brand) ?? str(authorization?.card_type) ?? msg('Card');
    const name = brand.trim().charAt(0).toUpperCase() + brand.trim().slice(1);
    return last4 ? `${name} •••• ${last4}` : name;
  }
  if (channel === 'bank_transfer' || channel === 'bank') return msg('Bank transfer');
  if (channel === 'ussd') return 'USSD';
  return channel;
}

/** A Paystack transaction object (Verify Transaction's `data`, a `charge.success` event's `data`) in LocalHub's terms. */
export function fromPaystackTransaction(data: unknown, fallbackReference = ''): ProviderTransaction {
  const d = record(data) ?? {};
  const authorization = record(d.authorization);
  const status = str(d.status);
  const channel = str(d.channel) ?? str(authorization?.channel);
  const code = str(authorization?.authorization_code);
  let metadata = record(d.metadata);
  if (!metadata && typeof d.metadata === 'string') {
    try {
      metadata = record(JSON.parse(d.metadata));
    } catch {
      metadata = null;
    }
  }
  return {
    reference: str(d.reference) ?? fallbackReference,
    status: status === 'success' ? 'success' : status && (status === 'failed' || status === 'reversed') ? 'failed' : 'pending',
    amountKobo: typeof d.amount === 'number' ? d.amount : Number(d.amount ?? NaN),
    currency: str(d.currency) ?? '',
    paidAt: str(d.paid_at) ?? str(d.paidAt),
    channel,
    customerEmail: str(record(d.customer)?.email),
    metadata,
    authorization: code
      ? {
          code,
          reusable: authorization?.reusable === true,
          signature: str(authorization?.signature),
          detail: describeChannel(channel, authorization),
        }
      : channel
        ? { code: '', reusable: false, signature: null, detail: describeChannel(channel, authorization) }
        : null,
    message: str(d.gateway_response) ?? str(d.message),
  };
}
