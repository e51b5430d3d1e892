import { ProviderUnavailable, type PaymentProvider } from './payment-provider';

/**
 * PAYMENTS=off: no provider at all. The payments feature refuses to start a payment before it gets here; what still
 * reaches it (verifying a payment left pending from before, a webhook) finds it unavailable or unsigned.
 */
export function paymentsOff(): PaymentProvider {
  const off = () => Promise.reject(new ProviderUnavailable('Payments are off (PAYMENTS=off)'));
  return { kind: 'off', initialize: off, verify: off, chargeAuthorization: off, verifySignature: () => false };
}
