import {
  ProviderUnavailable,
  type ChargeInput,
  type InitializeInput,
  type PaymentProvider,
  type ProviderTransaction,
} from './payment-provider';
import { fromPaystackTransaction, signatureMatches } from './paystack-transaction';

export interface PaystackOptions {
  secretKey: string;
  /** https://api.paystack.co, or a local stand-in in tests. */
  baseUrl: string;
  /** Milliseconds before a call counts as unreachable. */
  timeoutMs?: number;
}

interface PaystackAnswer {
  status?: boolean;
  message?: string;
  data?: unknown;
}

/**
 * Paystack's REST API (https://paystack.com/docs/api/transaction/): Initialize Transaction, Verify Transaction and
 * Charge Authorization, authenticated with the secret key; webhooks are signed with the same key.
 */
export function paystackProvider(options: PaystackOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ httpStatus: number; answer: PaystackAnswer }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`Paystack unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status >= 500) throw new ProviderUnavailable(`Paystack answered ${response.status}`);
    let answer: PaystackAnswer;
    try {
      answer = (await response.json()) as PaystackAnswer;
    } catch {
      throw new ProviderUnavailable(`Paystack answered ${response.status} with a body that is not JSON`);
    }
    return { httpStatus: response.status, answer };
  }

  return {
    kind: 'paystack',

    async initialize(input: InitializeInput) {
      const { httpStatus, answer } = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: String(input.amountKobo),
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        channels: input.channels,
        metadata: {
          ...input.metadata,
          custom_fields: [{ display_name: input.item.label, variable_name: input.item.label.toLowerCase(), value: input.item.name }],
          // Paystack's "cancel" on its checkout returns here, and the page tells the server (issue 37.6).
          cancel_action: input.cancelUrl,
        },
      });
      const data = (answer.data ?? {}) as { authorization_url?: unknown };
      if (httpStatus >= 400 || answer.status !== true || typeof data.authorization_url !== 'string') {
        throw new ProviderUnavailable(`Paystack refused to initialize (${httpStatus}): ${answer.message ?? 'no message'}`);
      }
      return { authorizationUrl: data.authorization_url };
    },

    async verify(reference: string): Promise<ProviderTransaction> {
      const { httpStatus, answer } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (httpStatus === 404 || (httpStatus === 400 && answer.status === false)) {
        return { ...fromPaystackTransaction({}, reference), status: 'not_found', message: answer.message ?? null };
      }
      if (httpStatus >= 400 || answer.status !== true) throw new ProviderUnavailable(`Paystack verify answered ${httpStatus}`);
      return fromPaystackTransaction(answer.data, reference);
    },

    async chargeAuthorization(input: ChargeInput): Promise<ProviderTransaction> {
      const { httpStatus, answer } = await call('POST', '/transaction/charge_authorization', {
        authorization_code: input.authorizationCode,
        email: input.email,
        amount: String(input.amountKobo),
        currency: input.currency,
        reference: input.reference,
        metadata: input.metadata,
      });
      if (httpStatus >= 400 || answer.status !== true) {
        return { ...fromPaystackTransaction({}, input.reference), status: 'failed', message: answer.message ?? `HTTP ${httpStatus}` };
      }
      return fromPaystackTransaction(answer.data, input.reference);
    },

    verifySignature: (rawBody, signature) => signatureMatches(options.secretKey, rawBody, signature),
  };
}
