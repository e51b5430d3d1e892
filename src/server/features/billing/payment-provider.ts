import { createHmac, timingSafeEqual } from 'node:crypto';
import { msg } from '../../../shared/i18n/msg';

/** What the provider says about one transaction, in Paystack's terms reduced to what LocalHub checks. */
export interface ProviderTransaction {
  reference: string;
  /** `pending` covers Paystack's ongoing/processing/queued/abandoned-while-open; `not_found` when it never saw the reference. */
  status: 'success' | 'failed' | 'pending' | 'not_found';
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  channel: string | null;
  customerEmail: string | null;
  /** Paystack's `metadata` (object) as sent at initialization; used to check whose payment it is. */
  metadata: Record<string, unknown> | null;
  /** A saved card (or bank) authorization; `reusable` says whether Charge Authorization may use it. */
  authorization: { code: string; reusable: boolean; signature: string | null; detail: string | null } | null;
  /** The provider's own message (gateway response), for logs and failed renewals. */
  message: string | null;
}

export interface InitializeInput {
  email: string;
  amountKobo: number;
  currency: string;
  reference: string;
  callbackUrl: string;
  channels: string[];
  metadata: Record<string, unknown>;
}

export interface ChargeInput {
  authorizationCode: string;
  email: string;
  amountKobo: number;
  currency: string;
  reference: string;
  metadata: Record<string, unknown>;
}

/**
 * A payment provider: Paystack over HTTP, or the built-in test checkout when no secret key is set. Both answer in
 * Paystack's terms, so the payments feature runs the same code for both. `off` (PAYMENTS=off) takes no payment.
 */
export interface PaymentProvider {
  readonly kind: 'paystack' | 'test' | 'off';
  /** Initialize Transaction: where to send the member to pay. Throws ProviderUnavailable when it cannot be reached or fails. */
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  /** Verify Transaction. Throws ProviderUnavailable when it cannot be reached. */
  verify(reference: string): Promise<ProviderTransaction>;
  /** Charge Authorization (renewals): the resulting transaction; `failed` when the charge was declined. */
  chargeAuthorization(input: ChargeInput): Promise<ProviderTransaction>;
  /** True when `x-paystack-signature` is the HMAC-SHA512 of the raw body with this provider's secret. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** The provider could not be reached, timed out, or answered 5xx / an unreadable body. */
export class ProviderUnavailable extends Error {}

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

const PENDING = new Set(['ongoing', 'pending', 'processing', 'queued', 'abandoned', 'send_otp', 'send_pin', 'send_birthday', 'send_phone']);

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

export const isPendingStatus = (status: string) => PENDING.has(status);
