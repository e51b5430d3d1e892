import { randomBytes } from 'node:crypto';
import { PLANS } from '../../../shared/plans';
import type {
  BillingHistory,
  PaidPlanId,
  PaymentStarted,
  PaymentStatusView,
  Receipt,
  PaymentCreate,
} from '../../../shared/schemas/payments';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { groupCommit } from '../../db/group-commit';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import type { JobQueue, SqlExecutor } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import {
  ProviderUnavailable,
  fromPaystackTransaction,
  type PaymentProvider,
  type ProviderTransaction,
} from './payment-provider';
import { planRun, scheduleAdEnd } from '../ads/ad-planning';
import { requirePaidPlan } from '../content/content.service';
import { adsRepository } from '../ads/ads.repository';
import { decodeCursor, toPage } from '../listings-common/cursor';
import { isoString } from '../listings-common/listing-mapping';
import type { Notifier } from '../notifications/notifier';
import { subscriptionsRepository } from './subscriptions.repository';
import { DAY_MS, nextPeriod, purchaseRefusal, RENEWAL_WINDOW_DAYS } from './plan-periods';
import { paymentsRepository, UNPAID_STATUSES, type PaymentRow, type WebhookEventRecord } from './payments.repository';
import type { Language } from '../../../shared/i18n/languages';
import { mailLanguage } from '../../mail/mail-language';
import { msg, type Translatable } from '../../../shared/i18n/msg';
import { translate } from '../../i18n/translate';

export const PAYMENT_ACTIVATED_JOB = 'payments.activated';
/** Acts on the stored webhook events (one waits at a time: a drain takes every event stored before it runs). */
export const PAYMENT_WEBHOOK_JOB = 'payments.webhook-events';
export const PLAN_LIFECYCLE_JOB = 'plan.lifecycle';
/** Marks a payment still pending after its window expired (queued with the payment, so it exists exactly when it does). */
export const PAYMENT_EXPIRY_JOB = 'payments.expire';

export const INITIALIZE_FAILED = msg('Payment Error: Failed to initialize payment. Please try again.');
export const PAYMENTS_OFF = msg('Payments are not available on LocalHub at the moment. Nothing was charged.');
export const PAID_NOT_CANCELLED = msg('This payment was completed, so it cannot be cancelled.');

const isUnpaid = (status: string) => (UNPAID_STATUSES as readonly string[]).includes(status);

const CHANNELS: Record<PaymentCreate['method'] & string, string[]> = {
  card: ['card'],
  bank_transfer: ['bank_transfer'],
  ussd: ['ussd'],
};

export interface PaymentsDeps {
  db: Db;
  /** Where webhook events are stored (a connection of their own). */
  webhookDb: Db;
  provider: PaymentProvider;
  clock: Clock;
  jobs: JobQueue;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
  /** Minutes after which a payment still pending is marked expired (PAYMENT_EXPIRY_MINUTES). */
  expiryMinutes: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export type WebhookOutcome = { status: 200 | 400 | 401; message: string };

/** The Paystack events LocalHub acts on; others are answered 200 and dropped. */
const HANDLED_EVENTS = new Set(['charge.success', 'charge.failed', 'refund.processed']);
/** Stored events one drain reads at a time, and how many payments it settles at once. */
const DRAIN_BATCH = 200;
const DRAIN_PARALLEL = 4;
const WEBHOOK_EVENTS_KEPT_MS = 30 * 24 * 3600_000;

const SUBSCRIPTION_LINK = '/app/account?tab=subscription';
const ADS_LINK = '/app/ads';

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

/** Queues a plan's reminder (3 days before its end) and its end; each job reads the state it finds when it runs. */
export async function schedulePlanLifecycle(jobs: JobQueue, userId: string, endsAt: Date, now: Date, db?: SqlExecutor): Promise<void> {
  const reminderAt = endsAt.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS;
  // Delays are relative, so a test clock and the queue's clock agree.
  await jobs.send(PLAN_LIFECYCLE_JOB, { userId }, { delaySeconds: Math.max(0, Math.ceil((reminderAt - now.getTime()) / 1000)), db });
  await jobs.send(PLAN_LIFECYCLE_JOB, { userId }, { delaySeconds: Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)), db });
}

export function newReference(): string {
  return `LH-${Date.now().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

function toView(row: PaymentRow): PaymentStatusView {
  return {
    reference: row.reference,
    status: row.status,
    amount: Number(row.amount_kobo),
    currency: 'NGN',
    plan: row.plan_id ?? 'free',
    method: row.method,
    createdAt: isoString(row.created_at),
    paidAt: row.paid_at ? isoString(row.paid_at) : null,
    purpose: row.purpose,
    advertisement:
      row.purpose === 'advertisement' && row.ad_id
        ? { adId: Number(row.ad_id), title: row.ad_title ?? '', durationDays: row.ad_duration_days ?? 0 }
        : null,
  };
}

/** A receipt email's text: the payment's facts around what it bought, how long it runs, and where to see more. */
/** A receipt email's text in the member's language; `lines` are what was bought, until when, and where to see more. */
function receiptText(row: PaymentRow, fullName: string, lines: Translatable[], language: Language): string {
  const say = (text: Translatable) => translate(language, text);
  const [bought, runsUntil, seeMore] = lines.map((line) => (line.message ? say(line) : ''));
  return [
    say(msg('Hello {name},', { name: fullName })),
    '',
    say(msg('Thank you for your payment. This is your receipt.', {})),
    '',
    say(msg('Receipt: {number}', { number: `R-${row.reference}` })),
    say(msg('Reference: {reference}', { reference: row.reference })),
    bought,
    say(msg('Amount: {amount} (NGN)', { amount: naira(Number(row.amount_kobo)) })),
    say(msg('Method: {method}', { method: row.channel_detail ?? row.method.replace('_', ' ') })),
    say(msg('Paid: {time}', { time: row.paid_at ? new Date(row.paid_at).toISOString() : '' })),
    runsUntil,
    '',
    seeMore,
    '',
    '— LocalHub',
  ].join('\n');
}

const NOTHING: Translatable = { message: '', values: {} };

/** The payment reference a handled Paystack event is about ('' when it names none). */
function eventReference(event: string, data: Record<string, unknown>): string {
  if (event === 'refund.processed') {
    const transaction = data.transaction as Record<string, unknown> | undefined;
    return String(data.transaction_reference ?? transaction?.reference ?? '');
  }
  return typeof data.reference === 'string' ? data.reference : '';
}

/** What a payment bought, in words (receipts, emails, notifications). */
function purchase(row: PaymentRow): Translatable {
  if (row.purpose === 'advertisement') {
    return msg('Advertisement “{title}”, {days} days', { title: row.ad_title ?? '', days: row.ad_duration_days ?? 0 });
  }
  return msg('LocalHub {plan} plan, 30 days{renewal, select, yes { (automatic renewal)} other {}}', {
    plan: PLANS[row.plan_id ?? 'free'].name,
    renewal: row.renewal ? 'yes' : 'no',
  });
}

/**
 * Paying for plans (issue 11, decision 0012): the server prices every payment, the provider (Paystack or the test
 * checkout) takes the money, and whichever of verify, webhook or renewal first reports a matching success activates
 * the plan, once (the activation row's primary key decides). Then a receipt email and a notification go out as a job,
 * and the plan's reminder and end are scheduled as durable jobs that read current state when they run.
 */
export function paymentsService(deps: PaymentsDeps) {
  const { db, provider, clock, jobs, log } = deps;
  const repo = paymentsRepository(db);
  const subscriptions = subscriptionsRepository(db);
  const ads = adsRepository(db);
  // PAYMENTS=off: no payment starts (a member's start is answered 503) and a plan due to renew is not charged but ends.
  const paymentsOff = provider.kind === 'off';

  const webhookRepo = paymentsRepository(deps.webhookDb);
  // The webhook inbox: events stored in batches over a connection of their own, each delivery answered once stored.
  const storeWebhookEvent = groupCommit(async (events: WebhookEventRecord[]) => {
    await webhookRepo.storeWebhookEvents(events, (executor) => jobs.send(PAYMENT_WEBHOOK_JOB, {}, { singletonKey: 'inbox', db: executor }));
    drainSoon();
    return events.map(() => undefined);
  });

  let draining = false;
  let drainAgain = false;
  /**
   * Acts on the stored events in this process now, one drain at a time (a batch stored meanwhile asks for one more).
   * The job is the guarantee (it survives a crash); this spares the member the queue's polling delay.
   */
  function drainSoon(): void {
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = true;
    void (async () => {
      do {
        drainAgain = false;
        await drainWebhookEvents();
      } while (drainAgain);
    })()
      .catch((error) => log.warn({ err: error }, 'webhook events will be acted on by their job'))
      .finally(() => {
        draining = false;
      });
  }

  /** Acts on one stored webhook event. Every step is idempotent, so an event acted on twice changes nothing more. */
  async function actOn(event: string, reference: string, data: Record<string, unknown>): Promise<void> {
    if (event === 'refund.processed') {
      const refunded = await repo.refund(reference, clock.now());
      if (!refunded) {
        log.warn({ reference }, 'refund for a payment that is not successful or unknown: ignored');
        return;
      }
      log.info({ reference, userId: refunded.userId, planEnded: refunded.planEnded }, 'payment refunded');
      if (refunded.planEnded) {
        await deps.notifier.notify({
          userId: refunded.userId,
          kind: 'plan_expired',
          actorId: null,
          message: msg('Your payment {reference} was refunded, so your {plan} plan has ended. You are on Free now.', {
            reference,
            plan: PLANS[refunded.plan ?? 'free'].name,
          }),
          link: SUBSCRIPTION_LINK,
        });
      }
      return;
    }
    const payment = await repo.find(reference);
    if (!payment) {
      log.warn({ reference, event }, 'webhook for an unknown payment reference: ignored');
      return;
    }
    const tx = fromPaystackTransaction(data);
    await settle(payment, event === 'charge.failed' ? { ...tx, status: 'failed' } : tx, 'webhook');
  }

  /**
   * Reads the waiting events oldest first and acts on each payment's distinct events in order (Paystack delivers the
   * same event several times), several payments at once. An event that fails stays waiting, with the later events of
   * its payment, and the job is retried.
   */
  async function drainWebhookEvents(): Promise<void> {
    for (;;) {
      const events = await repo.waitingWebhookEvents(DRAIN_BATCH);
      const byReference = new Map<string, typeof events>();
      for (const row of events) byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row]);
      const done: string[] = [];
      const failures: unknown[] = [];
      const groups = [...byReference.values()];
      await Promise.all(
        Array.from({ length: Math.min(DRAIN_PARALLEL, groups.length) }, async () => {
          for (let group = groups.shift(); group; group = groups.shift()) {
            const seen = new Set<string>();
            try {
              for (const row of group) {
                if (!seen.has(row.event)) await actOn(row.event, row.reference, row.payload as Record<string, unknown>);
                seen.add(row.event);
                done.push(row.event_id);
              }
            } catch (error) {
              log.error({ reference: group[0].reference, err: error }, 'webhook event could not be acted on; it is retried');
              failures.push(error);
            }
          }
        }),
      );
      if (done.length > 0) await repo.markWebhookEventsProcessed(done);
      if (failures.length > 0) throw failures[0];
      if (events.length < DRAIN_BATCH) break;
    }
    await repo.removeProcessedWebhookEvents(new Date(clock.now().getTime() - WEBHOOK_EVENTS_KEPT_MS));
  }

  async function ownPayment(viewer: Viewer, reference: string): Promise<PaymentRow> {
    const row = await repo.find(reference);
    if (!row || row.user_id !== viewer.userId) throw notFound(msg('Payment not found'));
    return row;
  }

  /**
   * Acts on what the provider says about a payment. Returns true when this call activated it. A success whose amount,
   * currency or member differ from what was stored never activates (the payment is marked failed and it is logged).
   */
  async function settle(payment: PaymentRow, tx: ProviderTransaction, via: 'verify' | 'webhook' | 'renewal'): Promise<boolean> {
    const reference = payment.reference;
    if (tx.status === 'failed') {
      if (await repo.markFailed(reference)) log.info({ reference, via, message: tx.message }, 'payment failed');
      return false;
    }
    if (tx.status !== 'success') return false;
    const problems: string[] = [];
    if (tx.amountKobo !== Number(payment.amount_kobo)) problems.push(`amount ${tx.amountKobo} ≠ ${payment.amount_kobo}`);
    if (tx.currency !== payment.currency) problems.push(`currency ${tx.currency} ≠ ${payment.currency}`);
    const metadataUser = tx.metadata?.userId;
    if (metadataUser !== undefined && metadataUser !== payment.user_id) problems.push('metadata names another member');
    if (problems.length > 0) {
      log.error({ reference, via, problems }, 'payment reported successful but does not match what was stored: not activated');
      await repo.markFailed(reference);
      return false;
    }
    // A payment left cancelled or expired still activates: the money moved.
    if (!isUnpaid(payment.status)) return false;
    if (payment.purpose === 'advertisement') return settleAd(payment, tx, via);
    if (!payment.plan_id) return false;
    const plan = payment.plan_id;
    const activation = await repo.activate(
      reference,
      {
        paidAt: tx.paidAt ? new Date(tx.paidAt) : clock.now(),
        channelDetail: tx.authorization?.detail ?? tx.channel,
        authorization: tx.authorization,
        customerEmail: tx.customerEmail,
      },
      (current) => nextPeriod(current, plan, clock.now()),
      async ({ userId, endsAt }, db) => {
        await jobs.send(PAYMENT_ACTIVATED_JOB, { reference }, { db });
        await schedulePlanLifecycle(jobs, userId, endsAt, clock.now(), db);
      },
    );
    if (!activation) return false;
    log.info({ reference, via, userId: activation.userId, plan, endsAt: activation.endsAt }, 'plan activated');
    return true;
  }

  /** Starts the run an ad payment paid for (once, like a plan's activation), planned from its audience now. */
  async function settleAd(payment: PaymentRow, tx: ProviderTransaction, via: 'verify' | 'webhook' | 'renewal'): Promise<boolean> {
    const adId = Number(payment.ad_id);
    const ad = await ads.find(adId);
    if (!ad) {
      // Its ad was deleted after the checkout was left (allowed once no payment is pending): support refunds it.
      log.error({ reference: payment.reference, via }, 'advertisement payment succeeded but its advertisement is gone: refund it');
      return false;
    }
    const run = planRun(Number(ad.budget_kobo), ad.duration_days, await ads.audienceSize(adId, clock.now()));
    const reference = payment.reference;
    const activation = await repo.activateAd(
      reference,
      {
        paidAt: tx.paidAt ? new Date(tx.paidAt) : clock.now(),
        channelDetail: tx.authorization?.detail ?? tx.channel,
        authorization: null,
        customerEmail: tx.customerEmail,
      },
      run,
      async ({ endsAt }, db) => {
        await jobs.send(PAYMENT_ACTIVATED_JOB, { reference }, { db });
        await scheduleAdEnd(jobs, adId, endsAt, clock.now(), db);
      },
    );
    if (!activation) return false;
    log.info({ reference, via, adId, endsAt: activation.endsAt, ...run }, 'advertisement run started');
    return true;
  }

  /**
   * Asks the provider about an unpaid payment (pending, or left cancelled or expired: it may have been paid since) and
   * settles it; a provider that cannot be reached leaves it as it was.
   */
  async function verifyPending(payment: PaymentRow): Promise<PaymentRow> {
    if (!isUnpaid(payment.status) || paymentsOff) return payment;
    try {
      await settle(payment, await provider.verify(payment.reference), 'verify');
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      log.warn({ reference: payment.reference, err: error }, 'payment verification could not reach the provider; still pending');
    }
    return (await repo.find(payment.reference))!;
  }

  /** Charges the saved authorization for the running plan (auto-renew at its end). True when the plan was extended. */
  async function renew(userId: string): Promise<boolean> {
    const sub = await subscriptions.find(userId);
    if (!sub || sub.plan_id === 'free' || !sub.auto_renew || !sub.authorization_code) return false;
    if (paymentsOff) {
      log.warn({ userId }, 'renewal not charged: payments are off (PAYMENTS=off)');
      return false;
    }
    const plan = sub.plan_id;
    const member = await repo.member(userId);
    const reference = newReference();
    await record({
      reference,
      userId,
      planId: plan,
      amountKobo: PLANS[plan].priceKobo,
      method: 'card',
      autoRenew: true,
      renewal: true,
    });
    let tx: ProviderTransaction;
    try {
      tx = await provider.chargeAuthorization({
        authorizationCode: sub.authorization_code,
        email: sub.authorization_email ?? member.email,
        amountKobo: PLANS[plan].priceKobo,
        currency: 'NGN',
        reference,
        metadata: { userId, planId: plan, purpose: 'plan', renewal: true },
      });
    } catch (error) {
      log.warn({ reference, userId, err: error }, 'renewal charge could not reach the provider');
      tx = { ...fromPaystackTransaction({}, reference), status: 'failed', message: 'Provider unreachable' };
    }
    const payment = (await repo.find(reference))!;
    await settle(payment, tx, 'renewal');
    const after = (await repo.find(reference))!;
    if (after.status !== 'success') log.warn({ reference, userId, message: tx.message }, 'renewal charge failed');
    return after.status === 'success';
  }

  /** Stores a payment row with its expiry job, in one transaction. */
  function record(row: Parameters<typeof repo.create>[0]): Promise<void> {
    const delaySeconds = deps.expiryMinutes * 60;
    return repo.create(row, (executor) => jobs.send(PAYMENT_EXPIRY_JOB, { reference: row.reference }, { delaySeconds, db: executor }));
  }

  /** Records the payment priced by the server and opens the provider's checkout for it. */
  async function initialize(
    viewer: Viewer,
    row: { planId: PaidPlanId | null; adId?: number; amountKobo: number; method: 'card' | 'bank_transfer' | 'ussd'; autoRenew: boolean },
    metadata: Record<string, unknown>,
  ): Promise<PaymentStarted> {
    const member = await repo.member(viewer.userId);
    const reference = newReference();
    await record({ reference, userId: viewer.userId, ...row });
    try {
      const { authorizationUrl } = await provider.initialize({
        email: member.email,
        amountKobo: row.amountKobo,
        currency: 'NGN',
        reference,
        callbackUrl: `${deps.publicUrl}/payment-success`,
        channels: CHANNELS[row.method],
        // Paystack's "cancel" on its checkout returns here, and the page tells the server (issue 37.6).
        metadata: { userId: viewer.userId, ...metadata, cancel_action: `${deps.publicUrl}/payment-canceled?reference=${reference}` },
      });
      log.info({ reference, userId: viewer.userId, plan: row.planId, adId: row.adId, provider: provider.kind }, 'payment initialized');
      return { reference, authorizationUrl };
    } catch (error) {
      log.error({ reference, userId: viewer.userId, err: error }, 'payment initialization failed');
      await repo.markFailed(reference);
      if (error instanceof ProviderUnavailable) throw new AppError(502, 'BAD_GATEWAY', INITIALIZE_FAILED);
      throw error;
    }
  }

  async function startPlan(
    viewer: Viewer,
    input: { planId: PaidPlanId; method: 'card' | 'bank_transfer' | 'ussd'; autoRenew: boolean },
  ): Promise<PaymentStarted> {
    const sub = await subscriptions.find(viewer.userId);
    const refusal = purchaseRefusal({ plan: sub?.plan_id ?? 'free', endsAt: sub?.ends_at ?? null }, input.planId, clock.now());
    if (refusal) throw conflict(refusal);
    const plan = PLANS[input.planId];
    return initialize(
      viewer,
      { planId: input.planId, amountKobo: plan.priceKobo, method: input.method, autoRenew: input.autoRenew },
      {
        purpose: 'plan',
        planId: input.planId,
        autoRenew: input.autoRenew,
        custom_fields: [{ display_name: 'Plan', variable_name: 'plan', value: plan.name }],
      },
    );
  }

  /** A run of the member's own advertisement, priced at its budget; only while awaiting payment or ended (run again). */
  async function startAd(viewer: Viewer, adId: number, method: 'card' | 'bank_transfer' | 'ussd'): Promise<PaymentStarted> {
    const ad = await ads.find(adId);
    if (!ad) throw notFound(msg('Advertisement not found'));
    if (ad.user_id !== viewer.userId) throw forbidden(msg('You can only pay for your own advertisements'));
    // Advertising is Premium and Pro's (a member back on Free cannot run an ad again).
    await requirePaidPlan(db, viewer.userId, 'advertisements');
    // An ad without a place is shown to no one: paying for it would buy nothing (decision 0029).
    if (!ad.place) {
      throw conflict(msg('This advertisement has no place, so it would reach nobody: choose where it shows (Edit in Your ads), then pay.'));
    }
    if (ad.status !== 'awaiting_payment' && ad.status !== 'ended') {
      throw conflict(
        msg(
          'This advertisement is {status, select, running {running} paused {paused} other {{status}}}: it can be paid for again when it has ended.',
          {
            status: ad.status,
          },
        ),
      );
    }
    return initialize(
      viewer,
      { planId: null, adId, amountKobo: Number(ad.budget_kobo), method, autoRenew: false },
      {
        purpose: 'advertisement',
        advertisementId: adId,
        custom_fields: [{ display_name: 'Advertisement', variable_name: 'advertisement', value: ad.title }],
      },
    );
  }

  return {
    async start(
      viewer: Viewer,
      input: { planId?: PaidPlanId; advertisementId?: number; method: 'card' | 'bank_transfer' | 'ussd'; autoRenew: boolean },
    ): Promise<PaymentStarted> {
      if (paymentsOff) throw new AppError(503, 'PAYMENTS_OFF', PAYMENTS_OFF);
      if (input.advertisementId !== undefined) return startAd(viewer, input.advertisementId, input.method);
      if (!input.planId) throw conflict(msg('Choose Premium or Pro'));
      return startPlan(viewer, { ...input, planId: input.planId });
    },

    /** The payment as the member's return page shows it; verified with the provider first while unpaid. */
    async status(viewer: Viewer, reference: string): Promise<PaymentStatusView> {
      return toView(await verifyPending(await ownPayment(viewer, reference)));
    },

    /**
     * The payer left the checkout (the return page of Paystack's or the test checkout's Cancel). Only the payer may
     * (another member gets the 404 of an unknown reference). The provider is asked first, so a payment that was in fact
     * paid activates instead; a paid or refunded payment is never cancelled (409). A failed or expired one stays so.
     */
    async cancel(viewer: Viewer, reference: string): Promise<PaymentStatusView> {
      const payment = await verifyPending(await ownPayment(viewer, reference));
      if (payment.status === 'pending' && (await repo.markCancelled(reference))) {
        log.info({ reference, userId: viewer.userId }, 'payment cancelled by its payer');
      }
      const after = (await repo.find(reference))!;
      if (after.status === 'success' || after.status === 'refunded') throw conflict(PAID_NOT_CANCELLED);
      return toView(after);
    },

    /**
     * Job: a payment still pending once its window is over becomes expired, after one last question to the provider
     * (a payment made meanwhile activates instead). A job that runs early (its payment is younger than the window)
     * does nothing; a success reported after the expiry still activates (see `settle`).
     */
    async expire(reference: string): Promise<void> {
      const payment = await repo.find(reference);
      if (!payment || payment.status !== 'pending') return;
      if (clock.now().getTime() - new Date(payment.created_at).getTime() < deps.expiryMinutes * 60_000) return;
      const after = await verifyPending(payment);
      if (after.status === 'pending' && (await repo.markExpired(reference))) {
        log.info({ reference, userId: payment.user_id }, 'payment left unpaid: expired');
      }
    },

    async history(viewer: Viewer, cursor: string | undefined, limit: number): Promise<BillingHistory> {
      const rows = await repo.page(viewer.userId, decodeCursor(cursor), limit);
      return toPage(rows, limit, (row) => ({ at: row.created_key, id: Number(row.payment_id) }), toView);
    },

    /** The receipt, its description in `language` (the request's). */
    async receipt(viewer: Viewer, reference: string, language: Language): Promise<Receipt> {
      const row = await ownPayment(viewer, reference);
      if (row.status !== 'success' && row.status !== 'refunded')
        throw notFound(msg('There is no receipt for this payment: it was not paid.'));
      const member = await repo.member(row.user_id);
      return {
        ...toView(row),
        receiptNumber: `R-${row.reference}`,
        member: { fullName: member.full_name, email: member.email },
        description: translate(language, purchase(row)),
        channelDetail: row.channel_detail,
      };
    },

    /**
     * Paystack's webhook (and the test checkout's): signature first, then the event, which is stored (with the job that
     * acts on it) before the 200 goes out. Acting on it — activation, failure, refund — happens in that job.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (!provider.verifySignature(rawBody, signature)) {
        log.warn({ signature: signature ? 'present' : 'missing' }, 'webhook refused: bad signature');
        return { status: 401, message: 'Invalid signature' };
      }
      let event: { event?: unknown; data?: unknown };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        log.warn({}, 'webhook refused: body is not JSON');
        return { status: 400, message: 'The body is not valid JSON' };
      }
      if (event === null || typeof event !== 'object' || typeof event.event !== 'string' || typeof event.data !== 'object' || !event.data) {
        return { status: 400, message: 'Expected an event with data' };
      }
      if (!HANDLED_EVENTS.has(event.event)) return { status: 200, message: 'Ignored' };
      const data = event.data as Record<string, unknown>;
      const reference = eventReference(event.event, data);
      if (!reference) {
        log.warn({ event: event.event }, 'webhook event without a payment reference: ignored');
        return { status: 200, message: 'Ignored: no reference' };
      }
      await storeWebhookEvent({ event: event.event, reference, data });
      return { status: 200, message: 'Received' };
    },

    /** Job: acts on every stored webhook event not acted on yet. */
    drainWebhookEvents,

    /** Job: the receipt email and the notification of an activated payment (queued once, by the activating call). */
    async afterActivation(reference: string): Promise<void> {
      const row = await repo.find(reference);
      if (row?.status === 'success' && row.purpose === 'advertisement') return afterAdActivation(row);
      if (!row || row.status !== 'success' || !row.plan_id) return;
      const member = await repo.member(row.user_id);
      const sub = await subscriptions.find(row.user_id);
      const plan = PLANS[row.plan_id];
      const until = sub?.ends_at ? longDate(new Date(sub.ends_at)) : '';
      await deps.notifier.notify({
        userId: row.user_id,
        kind: 'payment_succeeded',
        actorId: null,
        message: msg('Payment of {amount} received: you are on {plan}{hasUntil, select, yes { until {until}} other {}}.', {
          amount: naira(Number(row.amount_kobo)),
          plan: plan.name,
          hasUntil: until ? 'yes' : 'no',
          until,
        }),
        link: SUBSCRIPTION_LINK,
      });
      const language = await mailLanguage(db, row.user_id);
      await deps.mailer.send({
        to: member.email,
        subject: translate(language, msg('Your LocalHub receipt for {plan} ({reference})', { plan: plan.name, reference: row.reference })),
        text: receiptText(
          row,
          member.full_name,
          [
            msg('Plan: LocalHub {plan}, 30 days{renewal, select, yes { (automatic renewal)} other {}}', {
              plan: plan.name,
              renewal: row.renewal ? 'yes' : 'no',
            }),
            until ? msg('Your plan runs until {until}.', { until }) : NOTHING,
            msg('Billing history and printable receipts: {url}', { url: `${deps.publicUrl}/app/account?tab=subscription` }),
          ],
          language,
        ),
      });
    },

    /**
     * Job: what is due for the member's plan now. Reads the subscription as it is (a job made stale by an extension
     * finds nothing to do): at the end, renew with the saved authorization when auto-renew is on, otherwise (or when
     * the charge fails) return to Free with a notification; in the last three days, the reminder, once per end date.
     */
    lifecycle: (userId: string): Promise<void> => subscriptions.withLifecycleLock(userId, () => lifecycleNow(userId)),
  };

  async function afterAdActivation(row: PaymentRow): Promise<void> {
    const member = await repo.member(row.user_id);
    const ad = row.ad_id ? await ads.find(Number(row.ad_id)) : undefined;
    const until = ad?.ends_at ? longDate(new Date(ad.ends_at)) : '';
    await deps.notifier.notify({
      userId: row.user_id,
      kind: 'payment_succeeded',
      actorId: null,
      message: msg(
        'Payment of {amount} received: your advertisement “{title}” is running{hasUntil, select, yes { until {until}} other {}}.',
        {
          amount: naira(Number(row.amount_kobo)),
          title: row.ad_title ?? '',
          hasUntil: until ? 'yes' : 'no',
          until,
        },
      ),
      link: ADS_LINK,
    });
    const language = await mailLanguage(db, row.user_id);
    await deps.mailer.send({
      to: member.email,
      subject: translate(language, msg('Your LocalHub receipt for an advertisement ({reference})', { reference: row.reference })),
      text: receiptText(
        row,
        member.full_name,
        [
          msg('Purchase: {purchase}', { purchase: translate(language, purchase(row)) }),
          until ? msg('Your advertisement runs until {until}.', { until }) : NOTHING,
          msg('Your ads and their numbers: {url}', { url: `${deps.publicUrl}${ADS_LINK}` }),
        ],
        language,
      ),
    });
  }

  async function lifecycleNow(userId: string): Promise<void> {
    const sub = await subscriptions.find(userId);
    if (!sub || sub.plan_id === 'free' || !sub.ends_at) return;
    const now = clock.now();
    const endsAt = new Date(sub.ends_at);
    const plan = PLANS[sub.plan_id];
    if (now.getTime() >= endsAt.getTime()) {
      if (sub.auto_renew && sub.authorization_code) {
        if (await renew(userId)) return;
        await deps.notifier.notify({
          userId,
          kind: 'payment_failed',
          actorId: null,
          message: msg(
            'We could not renew your {plan} plan with your saved card. You are on Free now; you can pay again in Account → Subscription.',
            { plan: plan.name },
          ),
          link: SUBSCRIPTION_LINK,
          email: {
            subject: msg('Your LocalHub {plan} renewal failed', { plan: plan.name }),
            text: msg('We could not charge your saved card to renew {plan}. Your account is on Free now. Pay again at {url}', {
              plan: plan.name,
              url: `${deps.publicUrl}${SUBSCRIPTION_LINK}`,
            }),
          },
        });
      }
      const ended = await subscriptions.endIfUnchanged(userId, sub.plan_id, endsAt);
      if (ended) {
        log.info({ userId, plan: sub.plan_id }, 'plan ended: back to Free');
        await deps.notifier.notify({
          userId,
          kind: 'plan_expired',
          actorId: null,
          message: msg('Your {plan} plan has ended and your account is on Free. Upgrade again any time in Account → Subscription.', {
            plan: plan.name,
          }),
          link: SUBSCRIPTION_LINK,
        });
      }
      return;
    }
    if (endsAt.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY_MS && (await subscriptions.claimReminder(userId, endsAt))) {
      const renewing = sub.auto_renew && sub.authorization_code && !paymentsOff;
      const message = renewing
        ? msg('Your {plan} plan renews on {date}: we will charge your saved card {amount}.', {
            plan: plan.name,
            date: longDate(endsAt),
            amount: naira(plan.priceKobo),
          })
        : msg('Your {plan} plan ends on {date}. Renew it to keep its benefits.', { plan: plan.name, date: longDate(endsAt) });
      await deps.notifier.notify({
        userId,
        kind: 'plan_expiring',
        actorId: null,
        message,
        link: SUBSCRIPTION_LINK,
        email: {
          subject: msg('Your LocalHub {plan} plan is about to expire', { plan: plan.name }),
          text: [message, '', `${deps.publicUrl}${SUBSCRIPTION_LINK}`],
        },
      });
    }
  }
}

export type PaymentsService = ReturnType<typeof paymentsService>;
