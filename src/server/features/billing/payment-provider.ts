/** What the provider says about one transaction, reduced to what LocalHub checks (each adapter reads its own shapes into it). */
export interface ProviderTransaction {
  reference: string;
  /** `pending` while the payer may still pay (Paystack's ongoing, queued, abandoned…); `not_found` when it never saw the reference. */
  status: 'success' | 'failed' | 'pending' | 'not_found';
  amountKobo: number;
  currency: string;
  paidAt: string | null;
  channel: string | null;
  customerEmail: string | null;
  /** The `metadata` sent at initialization, as the provider returns it; used to check whose payment it is. */
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
  /** Where the provider's own Cancel on its checkout sends the payer back. */
  cancelUrl: string;
  /** What is bought, as the provider's checkout shows it (label "Plan", name "Premium"). */
  item: { label: 'Plan' | 'Advertisement'; name: string };
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
 * LocalHub's terms (ProviderTransaction), so checkout and activation run the same code for both; Paystack's shapes stay
 * in its adapter (paystack-*.ts). `off` (PAYMENTS=off) takes no payment.
 */
export interface PaymentProvider {
  readonly kind: 'paystack' | 'test' | 'off';
  /** Initialize Transaction: where to send the member to pay. Throws ProviderUnavailable when it cannot be reached or fails. */
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  /** Verify Transaction. Throws ProviderUnavailable when it cannot be reached. */
  verify(reference: string): Promise<ProviderTransaction>;
  /** Charge Authorization (renewals): the resulting transaction; `failed` when the charge was declined. */
  chargeAuthorization(input: ChargeInput): Promise<ProviderTransaction>;
  /** True when the webhook's `x-paystack-signature` is the HMAC-SHA512 of the raw body with this provider's secret. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** The provider could not be reached, timed out, or answered 5xx / an unreadable body. */
export class ProviderUnavailable extends Error {}

/** A transaction the provider has nothing of: unknown to it (`not_found`), or a charge it declined or could not make. */
export function noTransaction(reference: string, status: 'failed' | 'not_found', message: string | null): ProviderTransaction {
  return {
    reference,
    status,
    amountKobo: 0,
    currency: '',
    paidAt: null,
    channel: null,
    customerEmail: null,
    metadata: null,
    authorization: null,
    message,
  };
}
