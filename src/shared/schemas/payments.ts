import { z } from 'zod';
import { PAID_PLAN_IDS, PLAN_IDS } from '../plans';
import { text } from './primitives';
import { msg } from '../i18n/msg';

/**
 * Plans and payments (issue 11): the contract between the server (features/billing,
 * features/access-tokens) and the web app. Amounts are integer kobo; times are ISO strings.
 */

/** How the member wants to pay; each maps to Paystack's `channels` (card → card, bank_transfer → bank_transfer, ussd → ussd). */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'ussd'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export { PAID_PLAN_IDS, type PaidPlanId } from '../plans';

/**
 * `cancelled`: the payer left the checkout (the return page tells the server); `expired`: still unpaid when its
 * window (PAYMENT_EXPIRY_MINUTES) ran out. Neither is final for the money: a success reported later still activates.
 */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'refunded', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * `POST /api/v1/payments`: exactly one of `planId` (a plan) or `advertisementId` (a run of one of the member's
 * advertisements, issue 12). Any amount in the body is ignored: the server prices the plan, and an ad costs its budget.
 */
export const paymentCreateSchema = z
  .object({
    planId: z.enum(PAID_PLAN_IDS, { message: msg('Choose Premium or Pro') }).optional(),
    advertisementId: z
      .number({ message: msg('Choose one of your advertisements') })
      .int(msg('Choose one of your advertisements'))
      .positive(msg('Choose one of your advertisements'))
      .optional(),
    method: z.enum(PAYMENT_METHODS, { message: msg('Choose card, bank transfer or USSD') }).default('card'),
    /** Charge the card again on the end date when Paystack returns a reusable authorization (plans only). */
    autoRenew: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.planId === undefined && body.advertisementId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['planId'], message: msg('Choose Premium or Pro') });
    }
    if (body.planId !== undefined && body.advertisementId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['advertisementId'], message: msg('Pay for a plan or an advertisement, not both') });
    }
  });
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

/** Answer of `POST /api/v1/payments`: open `authorizationUrl` (Paystack's checkout, or the built-in test checkout). */
export const paymentStartedSchema = z.object({ reference: z.string(), authorizationUrl: z.string() });
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/** A payment reference in a path: what the server generates (letters, digits, dashes). */
export const paymentReferenceParam = text().regex(/^[A-Za-z0-9-]{6,64}$/, msg('Unknown payment reference'));

/** Answer of `GET /api/v1/payments/{reference}` (verifies with the provider first while pending). */
export const paymentStatusSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Kobo. */
  amount: z.number().int(),
  currency: z.literal('NGN'),
  plan: z.enum(PLAN_IDS),
  method: z.enum(PAYMENT_METHODS),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** What was bought: a plan, or a run of an advertisement (then `plan` is 'free' and `advertisement` names it). */
  purpose: z.enum(['plan', 'advertisement']).default('plan'),
  advertisement: z.object({ adId: z.number(), title: z.string(), durationDays: z.number() }).nullable().default(null),
});
export type PaymentStatusView = z.infer<typeof paymentStatusSchema>;

/** `GET /api/v1/payments` — the member's billing history, newest first. */
export const billingHistorySchema = z.object({ items: z.array(paymentStatusSchema), nextCursor: z.string().nullable() });
export type BillingHistory = z.infer<typeof billingHistorySchema>;

/** `GET /api/v1/payments/{reference}/receipt` — a successful payment's receipt. */
export const receiptSchema = paymentStatusSchema.extend({
  receiptNumber: z.string(),
  member: z.object({ fullName: z.string(), email: z.string() }),
  description: z.string(),
  /** What Paystack reported, e.g. "Visa •••• 4081", "Bank transfer", "USSD"; null when unknown. */
  channelDetail: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

const usageSchema = z.object({ used: z.number().int(), max: z.number().int() });

/** `GET /api/v1/subscription` — Account → Subscription, step 1. */
export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_IDS),
  /** When the paid plan ends (null on Free). */
  endsAt: z.string().nullable(),
  /** True when the server will charge the saved authorization on `endsAt`. */
  autoRenew: z.boolean(),
  /** True when a saved reusable authorization exists (auto-renew can be switched on). */
  canAutoRenew: z.boolean(),
  usage: z.object({ businesses: usageSchema, professions: usageSchema }),
  /** Pro's support contact (from configuration), null on other plans. */
  supportEmail: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `PATCH /api/v1/subscription` — switch auto-renew; choosing Free sends `{ autoRenew: false }` (the plan stays until its end). */
export const subscriptionUpdateSchema = z.object({ autoRenew: z.boolean() });
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

/** Pro's personal access tokens: `GET/POST /api/v1/me/tokens`, `DELETE /api/v1/me/tokens/{id}`. */
export const accessTokenCreateSchema = z.object({
  name: text().trim().min(1, msg('Give the token a name')).max(60, msg('Name must be at most 60 characters')),
});
export type AccessTokenCreate = z.infer<typeof accessTokenCreateSchema>;

export const accessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, to tell tokens apart (e.g. "lh_pat_3f9a"). */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;
export const accessTokenListSchema = z.object({ items: z.array(accessTokenSchema) });
/** The answer of creating a token: the only time the secret is shown. */
export const accessTokenCreatedSchema = accessTokenSchema.extend({ token: z.string() });
export type AccessTokenCreated = z.infer<typeof accessTokenCreatedSchema>;
