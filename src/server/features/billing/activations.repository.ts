import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SqlExecutor } from '../../jobs/job-queue';
import { executorOf } from '../../jobs/transaction-executor';
import type { PlanChange } from './plan-periods';
import { UNPAID_STATUSES } from './payments.repository';
import { subscriptionsRepository } from './subscriptions.repository';

export interface ProviderOutcome {
  paidAt: Date;
  channelDetail: string | null;
  authorization: { code: string; reusable: boolean; signature: string | null } | null;
  customerEmail: string | null;
}

/**
 * What a payment buys, exactly once: a plan (plan_activations) or an advertisement's run (ad_activations), each keyed
 * by the payment's reference; and what a refund takes back.
 */
export function activationsRepository(db: Db) {
  return {
    /**
     * Activates a payment's plan exactly once. In one transaction: the payment turns from unpaid (pending, cancelled
     * or expired) to success under its row lock (which serialises the activations of one reference), its activation
     * row is inserted (the primary key on the reference refuses a second one, from any process), the member's
     * subscription is locked and changed by `decide`, and the plan rank on their listings follows. Returns the activation, or null when this payment was
     * activated already (by a verify, a webhook or a renewal that came first) or is not unpaid.
     */
    activate: (
      reference: string,
      outcome: ProviderOutcome,
      decide: (current: PlanChange['current']) => PlanChange['next'],
      /** Work queued in the same transaction (receipt, lifecycle jobs): it exists exactly when the activation does. */
      queue: (activation: { userId: string; endsAt: Date }, db: SqlExecutor) => Promise<void>,
    ) =>
      db.transaction().execute(async (trx) => {
        // Only an unpaid payment becomes successful. The row lock this update takes serialises the activations of one
        // reference: a second verify, webhook event or renewal waits for it, then finds the payment no longer unpaid
        // (PostgreSQL checks the condition again on the row it waited for) and activates nothing. It also orders an
        // activation after a refund or a failure.
        const payment = await trx
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
          .where('status', 'in', UNPAID_STATUSES)
          .where('plan_id', 'is not', null)
          .returning(['user_id', 'plan_id', 'auto_renew'])
          .executeTakeFirst();
        if (!payment || !payment.plan_id) return null;
        const subscriptions = subscriptionsRepository(trx);
        const current = await subscriptions.lock(trx, payment.user_id);
        const next = decide({ plan: current.plan_id, endsAt: current.ends_at });
        // The primary key on the reference is the last word: a second activation row cannot exist.
        await trx
          .insertInto('plan_activations')
          .values({ reference, user_id: payment.user_id, plan_id: payment.plan_id, starts_at: next.startsAt, ends_at: next.endsAt })
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
        await queue({ userId: payment.user_id, endsAt: next.endsAt }, executorOf(trx));
        return { userId: payment.user_id, plan: payment.plan_id, startsAt: next.startsAt, endsAt: next.endsAt, previous: current.plan_id };
      }),

    /**
     * Starts the run an advertisement payment paid for, exactly once: the same guard as a plan's activation (unpaid →
     * success under the payment's row lock, and the activation row whose primary key is the reference).
     * The ad becomes running from the paid time for its duration, with this run's plan and fresh counters.
     */
    activateAd: (
      reference: string,
      outcome: ProviderOutcome,
      run: { plannedImpressions: number; impressionMillikobo: number },
      queue: (activation: { userId: string; adId: number; endsAt: Date }, db: SqlExecutor) => Promise<void>,
    ) =>
      db.transaction().execute(async (trx) => {
        // The payment's row lock serialises the activations of one reference, as in `activate`.
        const payment = await trx
          .updateTable('payments')
          .set({
            status: 'success',
            paid_at: outcome.paidAt,
            channel_detail: outcome.channelDetail,
            updated_at: sql`now()`,
          })
          .where('reference', '=', reference)
          .where('status', 'in', UNPAID_STATUSES)
          .where('purpose', '=', 'advertisement')
          .where('ad_id', 'is not', null)
          .returning(['user_id', 'ad_id'])
          .executeTakeFirst();
        if (!payment || !payment.ad_id) return null;
        const ad = await trx
          .selectFrom('advertisements')
          .select(['duration_days'])
          .where('ad_id', '=', payment.ad_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const startsAt = outcome.paidAt;
        const endsAt = new Date(startsAt.getTime() + ad.duration_days * 24 * 3600_000);
        await trx
          .insertInto('ad_activations')
          .values({ reference, ad_id: payment.ad_id, starts_at: startsAt, ends_at: endsAt, planned_impressions: run.plannedImpressions })
          .execute();
        await trx
          .updateTable('advertisements')
          .set((eb) => ({
            status: 'running',
            starts_at: startsAt,
            ends_at: endsAt,
            planned_impressions: run.plannedImpressions,
            impression_millikobo: run.impressionMillikobo,
            impressions: 0,
            clicks: 0,
            spent_kobo: 0,
            ended_reason: null,
            runs: eb('runs', '+', 1),
          }))
          .where('ad_id', '=', payment.ad_id)
          .execute();
        const activation = { userId: payment.user_id, adId: Number(payment.ad_id), startsAt, endsAt };
        await queue(activation, executorOf(trx));
        return activation;
      }),

    /**
     * Marks a successful payment refunded; when it is the payment that set the member's current plan, the plan ends
     * now (back to Free). Returns the member and whether the plan ended, or null when nothing changed.
     */
    refund: (reference: string, now: Date) =>
      db.transaction().execute(async (trx) => {
        const payment = await trx
          .selectFrom('payments')
          .select(['user_id', 'status', 'plan_id', 'purpose', 'ad_id'])
          .where('reference', '=', reference)
          .forUpdate()
          .executeTakeFirst();
        if (!payment || payment.status !== 'success') return null;
        await trx
          .updateTable('payments')
          .set({ status: 'refunded', updated_at: sql`now()` })
          .where('reference', '=', reference)
          .execute();
        if (payment.purpose === 'advertisement') {
          // A refunded run stops at once (when it is the run this payment started: the ad's latest activation).
          if (payment.ad_id) {
            await sql`
              UPDATE advertisements a SET status = 'ended'
               WHERE a.ad_id = ${payment.ad_id} AND a.status IN ('running', 'paused')
                 AND ${reference} = (SELECT x.reference FROM ad_activations x WHERE x.ad_id = a.ad_id ORDER BY x.activated_at DESC LIMIT 1)`.execute(
              trx,
            );
          }
          return { userId: payment.user_id, planEnded: false, plan: null, at: now };
        }
        const subscriptions = subscriptionsRepository(trx);
        const current = await subscriptions.lock(trx, payment.user_id);
        const ends = current.last_reference === reference && current.plan_id !== 'free';
        if (ends) await subscriptions.setPlan(trx, payment.user_id, { plan: 'free', endsAt: null, autoRenew: false });
        return { userId: payment.user_id, planEnded: ends, plan: payment.plan_id, at: now };
      }),
  };
}
