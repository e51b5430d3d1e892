import { describe, expect, it } from 'vitest';
import { english } from '../../i18n/translate';
import { DAY_MS, nextPeriod, purchaseRefusal as refusal } from './plan-periods';

/** The refusal as English text, or null. */
const purchaseRefusal = (...args: Parameters<typeof refusal>) => {
  const text = refusal(...args);
  return text && english(text);
};

const now = new Date('2025-03-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * DAY_MS);

describe('plan periods', () => {
  it('starts 30 days from now without a running plan', () => {
    expect(nextPeriod({ plan: 'free', endsAt: null }, 'premium', now)).toEqual({ startsAt: now, endsAt: days(30) });
    expect(nextPeriod({ plan: 'premium', endsAt: days(-1) }, 'premium', now).endsAt).toEqual(days(30));
  });

  it('extends the same plan by 30 days from its current end', () => {
    expect(nextPeriod({ plan: 'premium', endsAt: days(2) }, 'premium', now).endsAt).toEqual(days(32));
  });

  it('credits unused Premium days to Pro at the price ratio (half), and Pro days to Premium at double', () => {
    expect(nextPeriod({ plan: 'premium', endsAt: days(20) }, 'pro', now).endsAt).toEqual(days(40));
    expect(nextPeriod({ plan: 'pro', endsAt: days(2) }, 'premium', now).endsAt).toEqual(days(34));
  });

  it('refuses paying for the plan one has until its last three days', () => {
    expect(purchaseRefusal({ plan: 'premium', endsAt: days(10) }, 'premium', now)).toMatch(/^You already have Premium until/);
    expect(purchaseRefusal({ plan: 'premium', endsAt: days(3) }, 'premium', now)).toBeNull();
    expect(purchaseRefusal({ plan: 'premium', endsAt: days(10) }, 'pro', now)).toBeNull();
    expect(purchaseRefusal({ plan: 'pro', endsAt: days(10) }, 'premium', now)).toMatch(/^You have Pro until/);
    expect(purchaseRefusal({ plan: 'free', endsAt: null }, 'pro', now)).toBeNull();
  });
});
