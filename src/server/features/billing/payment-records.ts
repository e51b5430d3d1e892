import { randomBytes } from 'node:crypto';
import type { Viewer } from '../../auth/session';
import type { JobQueue } from '../../jobs/job-queue';
import { notFound } from '../../http/errors';
import { msg } from '../../../shared/i18n/msg';
import { UNPAID_STATUSES, type PaymentRow, type paymentsRepository } from './payments.repository';

/** Marks a payment still pending after its window expired (queued with the payment, so it exists exactly when it does). */
export const PAYMENT_EXPIRY_JOB = 'payments.expire';

type Payments = ReturnType<typeof paymentsRepository>;

export const isUnpaid = (status: string) => (UNPAID_STATUSES as readonly string[]).includes(status);

export function newReference(): string {
  return `LH-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Stores a payment row with its expiry job, in one transaction. */
export function recordPayment(
  deps: { jobs: JobQueue; expiryMinutes: number },
  repo: Payments,
  row: Parameters<Payments['create']>[0],
): Promise<void> {
  const delaySeconds = deps.expiryMinutes * 60;
  return repo.create(row, (executor) => deps.jobs.send(PAYMENT_EXPIRY_JOB, { reference: row.reference }, { delaySeconds, db: executor }));
}

/** The viewer's own payment; another member's is the 404 of an unknown reference. */
export async function ownPayment(repo: Payments, viewer: Viewer, reference: string): Promise<PaymentRow> {
  const row = await repo.find(reference);
  if (!row || row.user_id !== viewer.userId) throw notFound(msg('Payment not found'));
  return row;
}
