import { sql } from 'kysely';
import type { PaidPlanId, PaymentMethod } from '../../../shared/schemas/payments';
import type { Db } from '../../db/database';
import { reusableQuery } from '../../db/reusable-query';
import type { SqlExecutor } from '../../jobs/job-queue';
import { executorOf } from '../../jobs/transaction-executor';
import type { KeysetPosition } from '../../kit/cursor';
import { keysetTimestamp, olderThan } from '../../kit/keyset.sql';

/**
 * The statuses a reported success still activates from: pending, and left unpaid (cancelled by the payer, expired by
 * its job). Money that moved after the payer left, or after the window, must still buy what it was for.
 */
export const UNPAID_STATUSES = ['pending', 'cancelled', 'expired'] as const;

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
  'p.ad_id',
  'ad.title as ad_title',
  'ad.duration_days as ad_duration_days',
] as const;

/** Payments, one row per attempt (a checkout, a renewal charge), and the payer's name and email for receipts. */
export function paymentsRepository(db: Db) {
  const selectPayments = () =>
    db
      .selectFrom('payments as p')
      .leftJoin('advertisements as ad', 'ad.ad_id', 'p.ad_id')
      .select(COLUMNS)
      .select(keysetTimestamp('p.created_at').as('created_key'));
  type Row = Awaited<ReturnType<ReturnType<typeof selectPayments>['executeTakeFirstOrThrow']>>;
  // Read several times per payment (start, verify, webhook, receipt): built once, not on every read.
  const byReference = reusableQuery<[string], Row>(
    () => db,
    1,
    (reference) => selectPayments().where('p.reference', '=', reference!),
  );
  const find = async (reference: string): Promise<Row | undefined> => (await byReference(reference))[0];

  /** A pending payment takes `status`; true when it changed (a payment no longer pending is left as it is). */
  const leavePending = async (reference: string, status: 'failed' | 'cancelled' | 'expired') => {
    const result = await db
      .updateTable('payments')
      .set({ status, updated_at: sql`now()` })
      .where('reference', '=', reference)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  };

  return {
    find,

    create: (
      row: {
        reference: string;
        userId: string;
        planId: PaidPlanId | null;
        /** A run of this advertisement instead of a plan. */
        adId?: number;
        amountKobo: number;
        method: PaymentMethod;
        autoRenew: boolean;
        renewal?: boolean;
      },
      /** Work queued in the same transaction (the payment's expiry job): it exists exactly when the payment does. */
      queue: (db: SqlExecutor) => Promise<unknown>,
    ) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payments')
          .values({
            reference: row.reference,
            user_id: row.userId,
            purpose: row.adId ? 'advertisement' : 'plan',
            plan_id: row.planId,
            ad_id: row.adId ?? null,
            amount_kobo: row.amountKobo,
            currency: 'NGN',
            method: row.method,
            auto_renew: row.autoRenew,
            renewal: row.renewal ?? false,
          })
          .execute();
        await queue(executorOf(trx));
      }),

    /** The member's payments newest first, after a keyset position. */
    page: (userId: string, position: KeysetPosition | null, limit: number) =>
      db
        .selectFrom('payments as p')
        .leftJoin('advertisements as ad', 'ad.ad_id', 'p.ad_id')
        .select(COLUMNS)
        .select(keysetTimestamp('p.created_at').as('created_key'))
        .where('p.user_id', '=', userId)
        .$if(position !== null, (qb) => qb.where(olderThan('p.created_at', 'p.payment_id', position!)))
        .orderBy('p.created_at', 'desc')
        .orderBy('p.payment_id', 'desc')
        .limit(limit + 1)
        .execute(),

    /** A pending payment becomes failed (never a successful or refunded one); true when it changed. */
    markFailed: (reference: string) => leavePending(reference, 'failed'),

    /** The payer left the checkout: a pending payment becomes cancelled (never a paid one); true when it changed. */
    markCancelled: (reference: string) => leavePending(reference, 'cancelled'),

    /** A payment still pending after its window becomes expired; true when it changed. */
    markExpired: (reference: string) => leavePending(reference, 'expired'),

    /** The member's name and email for receipts, the language they chose and their plan's end: one read for a receipt email. */
    member: (userId: string) =>
      db
        .selectFrom('users as u')
        .leftJoin('subscriptions as s', 's.user_id', 'u.user_id')
        .select(['u.full_name', 'u.email', 'u.language', 's.ends_at as plan_ends_at'])
        .where('u.user_id', '=', userId)
        .executeTakeFirstOrThrow(),
  };
}

export type PaymentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof paymentsRepository>['find']>>>;
