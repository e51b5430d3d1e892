/**
 * The visitors of bench/analytics.ts's recording step, in a worker thread (bench/support/bench-thread.ts): open-loop at
 * `rate` events a second, in turn a contact tap, a profile view by a new visitor and an ad impression by a new visitor.
 * Posts one report when every request has been answered.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { TAP_KINDS } from '../../src/shared/schemas/analytics';
import { httpCaller } from './http-caller';

export type RecordingKind = 'tap' | 'view' | 'impression';
export interface RecordingOptions {
  base: string;
  businessId: number;
  adId: number;
  rate: number;
  seconds: number;
  warmupSeconds: number;
}
export interface RecordingReport {
  /** Latencies of the measured seconds (after the warm-up), per kind. */
  latency: Record<RecordingKind, number[]>;
  /** Requests the server answered as accepted (200 for a view, 204 otherwise), warm-up included. */
  accepted: Record<RecordingKind, number>;
  /** Every latency, by the second it was sent in (warm-up included). */
  bySecond: number[][];
  errors: string[];
  sent: number;
  measuredSeconds: number;
  /** The load generator's own event-loop delay (ms): high values would mean the client, not the server, lagged. */
  loopDelay: { p50: number; p99: number; max: number };
}

const options = workerData as RecordingOptions;
const { base, businessId, adId, rate } = options;
const call = httpCaller(256);
const kinds: RecordingKind[] = ['tap', 'view', 'impression'];

// Each view and impression comes from a new visitor (its own browser), so each one counts.
function request(kind: RecordingKind, n: number) {
  const visitor = { origin: base, 'user-agent': `bench visitor ${n}` };
  if (kind === 'tap')
    return call(
      'POST',
      `${base}/api/v1/listings/business/${businessId}/taps`,
      { 'content-type': 'application/json', origin: base, 'user-agent': `bench ${n % 500}` },
      JSON.stringify({ tap: TAP_KINDS[n % TAP_KINDS.length] }),
    );
  if (kind === 'view') return call('GET', `${base}/api/v1/businesses/${businessId}`, visitor);
  return call('POST', `${base}/api/v1/ads/${adId}/impression`, visitor);
}

async function run(): Promise<RecordingReport> {
  const latency: Record<RecordingKind, number[]> = { tap: [], view: [], impression: [] };
  const accepted: Record<RecordingKind, number> = { tap: 0, view: 0, impression: 0 };
  const bySecond: number[][] = Array.from({ length: options.warmupSeconds + options.seconds + 1 }, () => []);
  const total = rate * (options.warmupSeconds + options.seconds);
  const errors: string[] = [];
  const answers: Promise<void>[] = [];
  const tickMs = 10;
  const perTick = (rate * tickMs) / 1000;
  const started = performance.now();
  const measuredFrom = started + options.warmupSeconds * 1000;
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  setTimeout(() => loopDelay.enable(), options.warmupSeconds * 1000).unref();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / tickMs + 1) * perTick));
      while (sent < due) {
        const kind = kinds[sent % kinds.length]!;
        const n = sent++;
        const t = performance.now();
        answers.push(
          request(kind, n).then(
            (response) => {
              const took = performance.now() - t;
              if (t >= measuredFrom) latency[kind].push(took);
              bySecond[Math.floor((t - started) / 1000)]?.push(took);
              if (response.status === (kind === 'view' ? 200 : 204)) accepted[kind]++;
              else if (errors.length < 5) errors.push(`${kind} ${response.status} ${response.body.slice(0, 120)}`);
            },
            (error: unknown) => {
              if (errors.length < 5) errors.push(`${kind} ${String(error)}`);
            },
          ),
        );
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  await Promise.all(answers);
  loopDelay.disable();
  call.close();
  return {
    latency,
    accepted,
    bySecond,
    errors,
    sent,
    measuredSeconds: (performance.now() - measuredFrom) / 1000,
    loopDelay: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
  };
}

void run().then((report) => parentPort!.postMessage(report));
