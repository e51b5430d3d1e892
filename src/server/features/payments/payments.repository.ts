import { sql } from 'kysely';
import type { PaidPlanId, PaymentMethod } from '../../../shared/schemas/payments';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../listings-common/cursor';
import { keysetTimestamp, olderThan } from '../listings-common/keyset.repository';
import { subscriptionsRepository } from '../plans/subscriptions.repository';
import type { PlanChange } from './plan-periods';

const COLUMNS = [
  'p.payment_id',
  'p.reference',
  'p.user_id',
  'p.purpose',
  'p.plan_id',
  'p.amount_kobo',
  'p.currency',
  'p.method',
  'p.status',
  'p.auto_renew',
  'p.renewal',
  'p.authorization_code',
  'p.authorization_reusable',
  'p.channel_detail',
  'p.paid_at',
  'p.created_at',
] as const;

export interface ProviderOutcome {
  paidAt: Date;
  channelDetail: string | null;
  authorization: { code: string; reusable: boolean; signature: string | null } | null;
  customerEmail: string | null;
}

/** Payments (one row per attempt) and plan activations (one row per payment that gave a plan, keyed by its reference). */
export function paymentsRepository(db: Db) {
  const find = (reference: string) =>
    db
      .selectFrom('payments as p')
      .select(COLUMNS)
      .select(keysetTimestamp('p.created_at').as('created_key'))
      .where('p.reference', '=', reference)
      .executeTakeFirst();

  return {
    find,

    create: (row: {
      reference: string;
      userId: string;
      planId: PaidPlanId;
      amountKobo: number;
      method: PaymentMethod;
      autoRenew: boolean;
      renewal?: boolean;
    }) =>
      db
        .insertInto('payments')
        .values({
          reference: row.reference,
          user_id: row.userId,
          purpose: 'plan',
          plan_id: row.planId,
          amount_kobo: row.amountKobo,
          currency: 'NGN',
          method: row.method,
          auto_renew: row.autoRenew,
          renewal: row.renewal ?? false,
        })
        .execute(),

    /** The member's payments newest first, after a keyset position. */
    page: (userId: string, position: KeysetPosition | null, limit: number) =>
      db
        .selectFrom('payments as p')
        .select(COLUMNS)
        .select(keysetTimestamp('p.created_at').as('created_key'))
        .where('p.user_id', '=', userId)
        .$if(position !== null, (qb) => qb.where(olderThan('p.created_at', 'p.payment_id', position!)))
        .orderBy('p.created_at', 'desc')
        .orderBy('p.payment_id', 'desc')
        .limit(limit + 1)
        .execute(),

    /** A pending payment becomes failed (never a successful or refunded one); true when it changed. */
    markFailed: async (reference: string) => {
      const result = await db
        .updateTable('payments')
        .set({ status: 'failed', updated_at: sql`now()` })
        .where('reference', '=', reference)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Activates a payment's plan exactly once. In one transaction: the payment row is locked, its activation row is
     * inserted (the primary key on the reference refuses a second one, from any process), the member's subscription
     * is locked and changed by `decide`, and the plan rank on their listings follows. Returns the activation, or null
     * when this payment was activated already (by a verify, a webhook or a renewal that came first) or is not pending.
     */
    activate: (reference: string, outcome: ProviderOutcome, decide: (current: PlanChange['current']) => PlanChange['next']) =>
      db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom('payments')
          .select(['user_id', 'plan_id', 'status', 'auto_renew'])
          .where('reference', '=', reference)
          .forUpdate()
          .executeTakeFirst();
        if (!payment || payment.status !== 'pending' || !payment.plan_id) return null;
        const subscriptions = subscriptionsRepository(trx);
        const current = await subscriptions.lock(trx, payment.user_id);
        const next = decide({ plan: current.plan_id, endsAt: current.ends_at });
        const inserted = await trx
          .insertInto('plan_activations')
          .values({ reference, user_id: payment.user_id, plan_id: payment.plan_id, starts_at: next.startsAt, ends_at: next.endsAt })
          .onConflict((oc) => oc.column('reference').doNothing())
          .returning('reference')
          .executeTakeFirst();
        if (!inserted) return null;
        await trx
          .updateTable('payments')
          .set({
            status: 'success',
            paid_at: outcome.paidAt,
            channel_detail: outcome.channelDetail,
            authorization_code: outcome.authorization?.code || null,
            authorization_reusable: outcome.authorization?.reusable ?? null,
            authorization_signature: outcome.authorization?.signature ?? null,
            updated_at: sql`now()`,
          })
          .where('reference', '=', reference)
          .execute();
        const reusable = outcome.authorization?.reusable && outcome.authorization.code ? outcome.authorization : null;
        await subscriptions.setPlan(trx, payment.user_id, {
          plan: payment.plan_id,
          endsAt: next.endsAt,
          lastReference: reference,
          // A new reusable authorization replaces the saved one; auto-renew follows the member's choice at payment time.
          ...(reusable ? { authorizationCode: reusable.code, authorizationEmail: outcome.customerEmail } : {}),
          ...(payment.auto_renew ? { autoRenew: true } : {}),
        });
        return { userId: payment.user_id, plan: payment.plan_id, startsAt: next.startsAt, endsAt: next.endsAt, previous: current.plan_id };
      }),

    /**
     * Marks a successful payment refunded; when it is the payment that set the member's current plan, the plan ends
     * now (back to Free). Returns the member and whether the plan ended, or null when nothing changed.
     */
    refund: (reference: string, now: Date) =>
      db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom('payments')
          .select(['user_id', 'status', 'plan_id'])
          .where('reference', '=', reference)
          .forUpdate()
          .executeTakeFirst();
        if (!payment || payment.status !== 'success') return null;
        await trx
          .updateTable('payments')
          .set({ status: 'refunded', updated_at: sql`now()` })
          .where('reference', '=', reference)
          .execute();
        const subscriptions = subscriptionsRepository(trx);
        const current = await subscriptions.lock(trx, payment.user_id);
        const ends = current.last_reference === reference && current.plan_id !== 'free';
        if (ends) await subscriptions.setPlan(trx, payment.user_id, { plan: 'free', endsAt: null, autoRenew: false });
        return { userId: payment.user_id, planEnded: ends, plan: payment.plan_id, at: now };
      }),

    /** The member's name and email for receipts. */
    member: (userId: string) =>
      db.selectFrom('users').select(['full_name', 'email']).where('user_id', '=', userId).executeTakeFirstOrThrow(),

    /** Whether a payment of this member is still pending for this plan (a renewal in flight). */
    activations: (reference: string) => db.selectFrom('plan_activations').selectAll().where('reference', '=', reference).execute(),
  };
}

export type PaymentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof paymentsRepository>['find']>>>;
