import { groupCommit } from '../../db/group-commit';
import type { BillingDeps } from './billing-deps';
import type { PaymentOutcomes, PaymentReport } from './payment-outcomes.service';
import { fromPaystackTransaction } from './paystack-transaction';
import { webhookInboxRepository, type WebhookEventRecord } from './webhook-inbox.repository';

/**
 * The inbox's sweep: acts on every stored event not acted on yet, then again SWEEP_SECONDS later (one waits at a time).
 * It catches what a process stopped before acting on, and retries what failed.
 */
export const PAYMENT_WEBHOOK_JOB = 'payments.webhook-events';
const SWEEP_SECONDS = 30;

export type WebhookOutcome = { status: 200 | 400 | 401; message: string };

/** The Paystack events LocalHub acts on; others are answered 200 and dropped. */
const HANDLED_EVENTS = new Set(['charge.success', 'charge.failed', 'refund.processed']);
/** Stored events one drain reads at a time, and how many payments it settles at once. */
const DRAIN_BATCH = 200;
const DRAIN_PARALLEL = 4;
const WEBHOOK_EVENTS_KEPT_MS = 30 * 24 * 3600_000;

/** The payment reference a handled Paystack event is about ('' when it names none). */
function eventReference(event: string, data: Record<string, unknown>): string {
  if (event === 'refund.processed') {
    const transaction = data.transaction as Record<string, unknown> | undefined;
    return String(data.transaction_reference ?? transaction?.reference ?? '');
  }
  return typeof data.reference === 'string' ? data.reference : '';
}

/** A stored Paystack event as LocalHub's report of the payment it is about. */
function toReport(event: string, reference: string, data: Record<string, unknown>): PaymentReport {
  if (event === 'refund.processed') return { kind: 'refund', reference };
  const transaction = fromPaystackTransaction(data);
  return { kind: 'charge', reference, transaction: event === 'charge.failed' ? { ...transaction, status: 'failed' } : transaction };
}

/**
 * Paystack's webhook (and, in test mode, events signed with the test provider's secret): the signature is checked and
 * the event stored in the inbox (with the job that acts on it) before the 200 goes out; the drain then reads each
 * stored event into a report for the outcomes port — activation, failure, refund (decision 0012, "the inbox").
 */
export function paystackWebhook(
  deps: Pick<BillingDeps, 'db' | 'webhookDb' | 'provider' | 'clock' | 'jobs' | 'log'> & { outcomes: PaymentOutcomes },
) {
  const { provider, clock, jobs, log } = deps;
  const inbox = webhookInboxRepository(deps.db);

  const webhookInbox = webhookInboxRepository(deps.webhookDb);
  // The webhook inbox: events stored in batches over a connection of their own, each delivery answered once its batch
  // is stored, then acted on at once by this process; should it stop first, the sweep acts on them (decision 0012).
  const storeWebhookEvent = groupCommit(async (events: WebhookEventRecord[]) => {
    await webhookInbox.storeWebhookEvents(events);
    drainSoon();
    return events.map(() => undefined);
  });

  /** Queues the next sweep (dropped while one waits: every process asks at start and after each sweep). */
  const queueSweep = () => jobs.send(PAYMENT_WEBHOOK_JOB, {}, { singletonKey: 'sweep', delaySeconds: SWEEP_SECONDS });

  let draining = false;
  let drainAgain = false;
  /**
   * Acts on the stored events in this process now, one drain at a time (a batch stored meanwhile asks for one more).
   * A drain that fails leaves its events to the sweep.
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
      .catch((error) => log.warn({ err: error }, 'webhook events will be acted on by the sweep'))
      .finally(() => {
        draining = false;
      });
  }

  /**
   * Reads the waiting events oldest first and acts on each payment's distinct events in order (Paystack delivers the
   * same event several times), several payments at once. An event that fails stays waiting, with the later events of
   * its payment, for the next drain or sweep (and a sweep that fails is retried).
   */
  async function drainWebhookEvents(): Promise<void> {
    for (;;) {
      const events = await inbox.waitingWebhookEvents(DRAIN_BATCH);
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
                if (!seen.has(row.event))
                  await deps.outcomes.report(toReport(row.event, row.reference, row.payload as Record<string, unknown>), 'webhook');
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
      if (done.length > 0) await inbox.markWebhookEventsProcessed(done);
      if (failures.length > 0) throw failures[0];
      if (events.length < DRAIN_BATCH) break;
    }
    await inbox.removeProcessedWebhookEvents(new Date(clock.now().getTime() - WEBHOOK_EVENTS_KEPT_MS));
  }

  return {
    /** Signature first, then the event, stored (with the job that acts on it) before the 200 goes out. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
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

    /** Starts the sweeps (at every start of a process; one waits at a time). */
    queueSweep,

    /** Job: queues the next sweep, then acts on every stored webhook event not acted on yet. */
    async sweep(): Promise<void> {
      await queueSweep();
      await drainWebhookEvents();
    },
  };
}

export type PaystackWebhook = ReturnType<typeof paystackWebhook>;
