/** The plan table of docs/product-decisions.md §3 and 7: one source for limits, prices and visibility. */
export const PLAN_IDS = ['free', 'premium', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in kobo. */
  priceKobo: number;
  mostPopular: boolean;
  maxBusinesses: number;
  maxProfessions: number;
  /** How far from its location a listing of this plan is shown; null = unlimited. */
  visibilityKm: number | null;
  visibilityLabel: 'regional' | 'national' | 'global';
  verificationBadge: boolean;
  analytics: boolean;
  prioritySupport: boolean;
  priorityListing: boolean;
  features: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    priceKobo: 0,
    mostPopular: false,
    maxBusinesses: 1,
    maxProfessions: 1,
    visibilityKm: 300,
    visibilityLabel: 'regional',
    verificationBadge: false,
    analytics: false,
    prioritySupport: false,
    priorityListing: false,
    features: ['1 business and 1 profession', 'Visible up to 300 km (regional)', 'Unlimited messaging', 'Basic support'],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    priceKobo: 250_000,
    mostPopular: true,
    maxBusinesses: 1,
    maxProfessions: 1,
    visibilityKm: 1500,
    visibilityLabel: 'national',
    verificationBadge: false,
    analytics: true,
    prioritySupport: true,
    priorityListing: false,
    features: [
      'Everything in Free',
      'Visible up to 1,500 km (national)',
      'Advanced analytics',
      'Announcements and advertisements',
      'Priority support',
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceKobo: 500_000,
    mostPopular: false,
    maxBusinesses: 1,
    maxProfessions: 1,
    visibilityKm: null,
    visibilityLabel: 'global',
    verificationBadge: true,
    analytics: true,
    prioritySupport: true,
    priorityListing: true,
    features: [
      'Everything in Premium',
      'Unlimited global visibility',
      'Verification badge',
      'Priority listing in results',
      'API access with personal access tokens',
    ],
  },
};

export function upgradeMessage(plan: PlanId, feature: string): string | null {
  if (plan === 'free') return `Upgrade to Premium to access ${feature}`;
  if (plan === 'premium') return `Upgrade to Pro to access ${feature}`;
  return null;
}
