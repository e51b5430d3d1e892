import type { Auth } from './auth/auth';
import type { PhoneSignIn } from './auth/phone-sign-in';
import type { Clock } from './clock';
import type { Db } from './db/database';
import type { Env } from './env';
import type { RateLimiter } from './http/rate-limiter';
import type { DomainEvents } from './domain-events/domain-events';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Notifier } from './features/notifications/notifier';
import type { ImageStore } from './media/image-store';
import type { FileStorage } from './storage/file-storage';
import type { PrivateStorage } from './storage/private-storage';
import type { PaymentProvider } from './features/billing/payment-provider';
import type { PushBus } from './realtime/push-bus';

/** What every feature's routes receive: configuration and the infrastructure behind small interfaces. */
export interface AppContext {
  env: Env;
  db: Db;
  /** One connection of its own for storing provider webhooks: their answer never waits behind members' queries. */
  webhookDb: Db;
  auth: Auth;
  mailer: Mailer;
  images: ImageStore;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: FileStorage;
  /** Files no public URL leads to (identity documents, video files): DATA_DIR/private, or the bucket's private/ prefix. */
  privateFiles: PrivateStorage;
  /** The server's secret (AUTH_SECRET, or the one kept in DATA_DIR): features derive their signing keys from it. */
  secret: string;
  /** Realtime fan-out to members' open tabs (in-process, or Redis across processes). */
  bus: PushBus;
  /** Notifications: listeners and job handlers create them (decision 0008; payments still does until the billing move). */
  notifier: Notifier;
  /** Fixed-window counters (in memory, or in Redis across processes) for sign-in, account-email and upload limits. */
  limiter: RateLimiter;
  /** Sign-in codes by SMS or WhatsApp (Termii, or the development outbox) and their limits; null with PHONE_SIGN_IN=off. */
  phoneSignIn: PhoneSignIn | null;
  /** Durable jobs in PostgreSQL, shared by every server process: work that must happen, now or later. */
  jobs: JobQueue;
  /** Domain events: services emit what happened, listeners do the side work. */
  events: DomainEvents;
  /** Paystack, the built-in test checkout when no secret key is set (never in production), or none (PAYMENTS=off). */
  payments: PaymentProvider;
  /** What time it is for plan lifecycles (tests move it). */
  clock: Clock;
}
