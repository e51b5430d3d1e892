/**
 * How the service worker tells a page what its answers cost (issue 37.2): answers that pass through the worker
 * report nothing in the page's resource timings (transferSize 0), so the worker, which sees the network, counts them.
 */

/** One answer the worker gave a page. */
export interface WorkerAnswer {
  /** Unique while the worker runs: an answer heard twice (pushed, then in the reply to the page's question) counts once. */
  id: string;
  /** When the page asked for it (epoch ms): a page of the app counts the answers since the member moved to it. */
  at: number;
  /** Bytes that crossed the network: the body as it travelled plus its headers; 0 for an answer from storage. */
  bytes: number;
  from: 'network' | 'storage';
}

export const DATA_USED_MESSAGES = {
  /** Page → worker: "what have you answered me so far?" */
  ask: 'localhub:data-used?',
  /** Worker → page: `{ type, answers: WorkerAnswer[] }`, pushed as answers end and in reply to `ask`. */
  answers: 'localhub:data-used',
} as const;
