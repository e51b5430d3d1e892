import type { WorkerAnswer } from '../../lib/data-used-messages';

export interface DataUsed {
  /** Bytes measured crossing the network: the browser's own count, or the service worker's for what it fetched. */
  bytes: number;
  /** Some of the page came from the phone's storage (the browser's cache or the worker's). */
  fromStorage: boolean;
}

type Timing = Pick<PerformanceResourceTiming, 'transferSize' | 'encodedBodySize' | 'workerStart'>;

/**
 * What a page cost from its resource timings and what the service worker reported. An answer that passed through
 * the worker shows transferSize 0 in the page (whether the worker fetched it or had it kept), so the worker's own
 * count stands for it; an answer the worker left alone (a POST, an ad) is the browser's count.
 */
export function dataUsed(timings: Iterable<Timing>, answers: Iterable<WorkerAnswer>): DataUsed {
  const used: DataUsed = { bytes: 0, fromStorage: false };
  for (const timing of timings) {
    if (timing.transferSize > 0) used.bytes += timing.transferSize;
    // The browser's cache answered. (A cross-origin file without Timing-Allow-Origin shows 0 for both: unknown.)
    else if (timing.workerStart === 0 && timing.encodedBodySize > 0) used.fromStorage = true;
  }
  for (const answer of answers) {
    if (answer.from === 'network') used.bytes += answer.bytes;
    else used.fromStorage = true;
  }
  return used;
}
