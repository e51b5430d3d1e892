/**
 * The outside world of bench/payments.ts, in a worker thread with its own event loop (as on other machines): the
 * Paystack stand-in, the members' browsers and Paystack's webhook deliveries. It answers the parent's messages:
 * `start` → { type: 'paystack', url, secretKey }; `floor` → the same burst's shape (one request per payment over its own
 * connection, `webhooks` per payment over the delivery connections) at a route that does nothing → { type: 'done', … };
 * `fire` (the members' cookies) → starts their payments, pays them, fires every verify and webhook at once →
 * { type: 'done', … }, as many rounds as asked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FakePaystack } from '../../tests/support/fake-paystack';
import { httpCaller } from './http-caller';
import { machineBusyMs } from './machine-cpu';

export interface LoadOptions {
  /** Verify calls per payment (1, or 0 to measure the webhooks alone). */
  verifies: number;
  webhooks: number;
  connections: number;
}
export type LoadRequest =
  { type: 'fire'; base: string; cookies: string[] } | { type: 'floor'; url: string; payments: number; bodyBytes: number };
export type LoadReport =
  | { type: 'paystack'; url: string; secretKey: string }
  | { type: 'done'; webhookMs: number[]; verifyMs: number[]; errors: string[]; wallMs: number; busyMs: number | null };

const { verifies, webhooks, connections } = workerData as LoadOptions;
const port = parentPort!;

/** Runs `work` over items with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Times one request into `into`; a failure or an unexpected answer goes to `errors`. */
function timer(errors: string[]) {
  return async (
    into: number[],
    run: () => Promise<{ status: number; body: string }>,
    expected: (body: string) => boolean,
    label: string,
  ) => {
    const started = performance.now();
    try {
      const response = await run();
      into.push(performance.now() - started);
      if (response.status !== 200 || !expected(response.body)) errors.push(`${label}: ${response.status} ${response.body.slice(0, 120)}`);
    } catch (error) {
      errors.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

/** The burst's shape at a route that does nothing: what the machine, HTTP and the event loop alone cost. */
async function floor(url: string, payments: number, bodyBytes: number): Promise<LoadReport> {
  const browsers = httpCaller(payments);
  const deliveries = httpCaller(connections);
  const webhookMs: number[] = [];
  const verifyMs: number[] = [];
  const errors: string[] = [];
  const timed = timer(errors);
  const body = JSON.stringify({ padding: 'x'.repeat(Math.max(0, bodyBytes - 14)) });
  const busy = machineBusyMs();
  const wall = performance.now();
  await Promise.all(
    Array.from({ length: payments }, () => [
      ...Array.from({ length: verifies }, () =>
        timed(
          verifyMs,
          () => browsers('GET', url, {}),
          () => true,
          'floor verify',
        ),
      ),
      ...Array.from({ length: webhooks }, () =>
        timed(
          webhookMs,
          () => deliveries('POST', url, { 'content-type': 'application/json' }, body),
          () => true,
          'floor webhook',
        ),
      ),
    ]).flat(),
  );
  const wallMs = performance.now() - wall;
  const busyMs = busy === null ? null : machineBusyMs()! - busy;
  browsers.close();
  deliveries.close();
  return { type: 'done', webhookMs, verifyMs, errors, wallMs, busyMs };
}

async function fire(paystack: FakePaystack, base: string, cookies: string[]): Promise<LoadReport> {
  const references: string[] = new Array(cookies.length);
  await pool(
    cookies.map((cookie, i) => ({ cookie, i })),
    16,
    async ({ cookie, i }) => {
      const response = await fetch(`${base}/api/v1/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ planId: 'premium' }),
      });
      if (response.status !== 200) throw new Error(`POST /api/v1/payments: ${response.status} ${await response.text()}`);
      references[i] = ((await response.json()) as { reference: string }).reference;
      paystack.pay(references[i]);
    },
  );
  const bodies = references.map((reference) => JSON.stringify({ event: 'charge.success', data: paystack.data(reference) }));
  // Each member's browser has its own connection; Paystack delivers over its own pool of connections.
  const browsers = httpCaller(cookies.length);
  const deliveries = httpCaller(connections);
  const webhookMs: number[] = [];
  const verifyMs: number[] = [];
  const errors: string[] = [];
  const timed = timer(errors);
  const webhookUrl = `${base}/api/v1/payments/paystack/webhook`;
  const busy = machineBusyMs();
  const wall = performance.now();
  await Promise.all(
    references.flatMap((reference, i) => [
      ...Array.from({ length: verifies }, () =>
        timed(
          verifyMs,
          () => browsers('GET', `${base}/api/v1/payments/${reference}`, { cookie: cookies[i] }),
          (body) => JSON.parse(body).status === 'success',
          'verify',
        ),
      ),
      ...Array.from({ length: webhooks }, () =>
        timed(
          webhookMs,
          () =>
            deliveries(
              'POST',
              webhookUrl,
              { 'content-type': 'application/json', 'x-paystack-signature': paystack.sign(bodies[i]) },
              bodies[i],
            ),
          () => true,
          'webhook',
        ),
      ),
    ]),
  );
  const wallMs = performance.now() - wall;
  const busyMs = busy === null ? null : machineBusyMs()! - busy;
  browsers.close();
  deliveries.close();
  return { type: 'done', webhookMs, verifyMs, errors, wallMs, busyMs };
}

const paystack = await new FakePaystack().start();
port.postMessage({ type: 'paystack', url: paystack.url, secretKey: paystack.secretKey } satisfies LoadReport);
port.on('message', (request: LoadRequest) => {
  const failed = (error: unknown) =>
    ({ type: 'done', webhookMs: [], verifyMs: [], errors: [String(error)], wallMs: 0, busyMs: null }) satisfies LoadReport;
  if (request.type === 'floor') {
    void floor(request.url, request.payments, request.bodyBytes)
      .catch(failed)
      .then((report) => port.postMessage(report));
    return;
  }
  // Paystack's stand-in serves every round; the bench's clean-ups end the thread.
  void fire(paystack, request.base, request.cookies)
    .catch(failed)
    .then((report) => port.postMessage(report));
});
