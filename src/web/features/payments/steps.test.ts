import { describe, expect, it } from 'vitest';
import { isKnownPath } from '../../../shared/routes';
import { readStep, writeStep } from './steps';

describe('the Subscription tab step in the address', () => {
  it('reads the three steps, and anything unknown as the summary', () => {
    expect(readStep(new URLSearchParams('tab=subscription'))).toEqual({ step: 'summary' });
    expect(readStep(new URLSearchParams('tab=subscription&step=plans'))).toEqual({ step: 'plans' });
    expect(readStep(new URLSearchParams('step=method&plan=premium'))).toEqual({ step: 'method', plan: 'premium' });
    expect(readStep(new URLSearchParams('step=method&plan=free'))).toEqual({ step: 'summary' });
    expect(readStep(new URLSearchParams('step=method'))).toEqual({ step: 'summary' });
    expect(readStep(new URLSearchParams('step=nonsense'))).toEqual({ step: 'summary' });
  });

  it('writes a step keeping the other parameters, and drops the plan outside the method step', () => {
    const method = writeStep(new URLSearchParams('tab=subscription'), { step: 'method', plan: 'pro' });
    expect(method.toString()).toBe('tab=subscription&step=method&plan=pro');
    expect(writeStep(method, { step: 'plans' }).toString()).toBe('tab=subscription&step=plans');
    expect(writeStep(method, { step: 'summary' }).toString()).toBe('tab=subscription');
  });

  it('the payment pages and receipts are known paths (the server answers them with 200)', () => {
    expect(isKnownPath('/payment-success')).toBe(true);
    expect(isKnownPath('/payment-canceled')).toBe(true);
    expect(isKnownPath('/app/account/receipts/LH-PAY-3F9A2C7D1E')).toBe(true);
    expect(isKnownPath('/app/account/receipts/a/b')).toBe(false);
    expect(isKnownPath('/payment-failed')).toBe(false);
  });
});
