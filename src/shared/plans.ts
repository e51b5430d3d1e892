import { msg } from './i18n/msg';

/** The plan table of docs/product-decisions.md §3 and 7: one source for limits, prices and visibility. */
export const PLAN_IDS = ['free', 'premium', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** The plans a member pays for (here, not with the payment schemas, so a page can name them without loading zod). */
export const PAID_PLAN_IDS = ['premium', 'pro'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

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
    features: [
      msg('1 business and 1 profession'),
      msg('Visible up to 300 km (regional)'),
      msg('Unlimited messaging'),
      msg('Basic support'),
    ],
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
      msg('Everything in Free'),
      msg('Visible up to 1,500 km (national)'),
      msg('Advanced analytics'),
      msg('Announcements and advertisements'),
      msg('Priority support'),
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
      msg('Everything in Premium'),
      msg('Unlimited global visibility'),
      msg('Verification badge'),
      msg('Priority listing in results'),
      msg('API access with personal access tokens'),
    ],
  },
};

/** What a paid plan opens, each sentence whole so that it can be translated (shown with t() on the web). */
const UPGRADE_MESSAGES: Record<'free' | 'premium', Record<string, string>> = {
  free: {
    notices: msg('Upgrade to Premium to access notices'),
    events: msg('Upgrade to Premium to access events'),
    announcements: msg('Upgrade to Premium to access announcements'),
    advertisements: msg('Upgrade to Premium to access advertisements'),
    analytics: msg('Upgrade to Premium to access analytics'),
  },
  premium: {
    notices: msg('Upgrade to Pro to access notices'),
    events: msg('Upgrade to Pro to access events'),
    announcements: msg('Upgrade to Pro to access announcements'),
    advertisements: msg('Upgrade to Pro to access advertisements'),
    analytics: msg('Upgrade to Pro to access analytics'),
  },
};

/** The upgrade a feature needs (`notices`, `events`, `announcements`, `advertisements`, `analytics`), or null on Pro. */
export function upgradeMessage(plan: PlanId, feature: string): string | null {
  if (plan === 'pro') return null;
  return (
    UPGRADE_MESSAGES[plan][feature] ?? (plan === 'free' ? msg('Upgrade to Premium to access this') : msg('Upgrade to Pro to access this'))
  );
}
