import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import type { PaymentProvider } from './payment-provider';

/** What the billing room's services are built from (createBilling gives each the part it needs). */
export interface BillingDeps {
  db: Db;
  /** Where webhook events are stored (a connection of their own). */
  webhookDb: Db;
  provider: PaymentProvider;
  clock: Clock;
  jobs: JobQueue;
  mailer: Mailer;
  /** Billing's notifications are told through these (billing-listeners.ts). */
  events: DomainEvents;
  publicUrl: string;
  /** Minutes after which a payment still pending is marked expired (PAYMENT_EXPIRY_MINUTES). */
  expiryMinutes: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
