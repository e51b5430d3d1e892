/// <reference lib="webworker" />
/**
 * The service worker's half of "This page used 14 KB of data" (issue 37.2). A page sees 0 bytes for every answer the
 * worker gives it, so the worker counts, per page, what it fetched over the network (by the browser's own resource
 * timings of the worker's fetches) and what it answered from storage, and tells that page.
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import { DATA_USED_MESSAGES, type WorkerAnswer } from './lib/data-used-messages';

declare const self: ServiceWorkerGlobalScope;

/**
 * Resource Timing reports a network answer's transferSize as its body on the wire plus a fixed 300 for its headers,
 * 0 when the browser's cache answered.
 */
const TIMING_HEADER_ALLOWANCE = 300;
/** Answers kept per page for its question (it may ask after they were pushed, e.g. the page's own HTML). */
const KEPT_PER_PAGE = 2000;
/** A fetch whose body never arrived (the page stopped reading it) is forgotten after this long. */
const FORGET_FETCH_MS = 120_000;

interface Fetching {
  url: string;
  /** The page it is for; '' for the worker's own fetches (installing the shell). */
  clientId: string;
  at: number;
  headerBytes: number;
}

/** Network answers whose body is still arriving: their resource timing entry comes once it has. */
const fetching: Fetching[] = [];
const answersByPage = new Map<string, WorkerAnswer[]>();
const run = Math.random().toString(36).slice(2, 8);
let counter = 0;

/** The page an answer is for: a navigation's is the page it creates. */
function pageOf(event: ExtendableEvent | undefined): string {
  if (!event || !('clientId' in event)) return '';
  const fetchEvent = event as FetchEvent;
  return fetchEvent.resultingClientId || fetchEvent.clientId;
}

/** The headers' size as they crossed the network (status line, `name: value` lines); cookies are hidden from the worker. */
function headerBytes(response: Response): number {
  let bytes = `HTTP/1.1 ${response.status} ${response.statusText}\r\n\r\n`.length;
  response.headers.forEach((value, name) => (bytes += name.length + value.length + 4));
  return bytes;
}

async function tell(clientId: string, answer: Omit<WorkerAnswer, 'id'>) {
  const counted: WorkerAnswer = { ...answer, id: `${run}-${++counter}` };
  // What the worker fetches for itself (the shell, while installing) is paid for by the pages open at the time.
  const clientIds = clientId
    ? [clientId]
    : (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((client) => client.id);
  for (const id of clientIds) {
    const answers = answersByPage.get(id) ?? [];
    answers.push(counted);
    if (answers.length > KEPT_PER_PAGE) answers.shift();
    answersByPage.set(id, answers);
    // Before its page exists (a navigation's own answer) a client is not found: the page gets it when it asks.
    (await self.clients.get(id))?.postMessage({ type: DATA_USED_MESSAGES.answers, answers: [counted] });
  }
  if (answersByPage.size > 50) await forgetClosedPages();
}

async function forgetClosedPages() {
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true })).map((client) => client.id));
  for (const id of answersByPage.keys()) if (!open.has(id)) answersByPage.delete(id);
}

/** Counts every answer of the strategies it is given to: from storage, or over the network once its body has arrived. */
export const dataMeterPlugin: WorkboxPlugin = {
  async fetchDidSucceed({ request, response, event }) {
    while (fetching.length > 0 && fetching[0]!.at < Date.now() - FORGET_FETCH_MS) fetching.shift();
    fetching.push({ url: request.url, clientId: pageOf(event), at: Date.now(), headerBytes: headerBytes(response) });
    return response;
  },
  async fetchDidFail({ request }) {
    const index = fetching.findIndex((item) => item.url === request.url);
    if (index !== -1) fetching.splice(index, 1);
  },
  async cachedResponseWillBeUsed({ cachedResponse, event }) {
    if (cachedResponse) void tell(pageOf(event), { at: Date.now(), bytes: 0, from: 'storage' });
    return cachedResponse;
  },
};

/** Matches each finished fetch with its timing: the body's bytes on the wire, or 0 when the browser's cache had it. */
function countFinishedFetches(entries: PerformanceResourceTiming[]) {
  for (const entry of entries) {
    const index = fetching.findIndex((item) => item.url === entry.name);
    if (index === -1) continue;
    const [item] = fetching.splice(index, 1);
    if (entry.transferSize === 0) void tell(item!.clientId, { at: item!.at, bytes: 0, from: 'storage' });
    else
      void tell(item!.clientId, {
        at: item!.at,
        bytes: Math.max(0, entry.transferSize - TIMING_HEADER_ALLOWANCE) + item!.headerBytes,
        from: 'network',
      });
  }
}

/** Starts counting; a page asks for what it was answered before it listened. */
export function startDataMeter() {
  new PerformanceObserver((list) => {
    countFinishedFetches(list.getEntries() as PerformanceResourceTiming[]);
    // The observer sees every entry; the buffer would only fill up over a long-lived worker.
    performance.clearResourceTimings();
  }).observe({ type: 'resource' });

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const source = event.source;
    if ((event.data as { type?: string } | null)?.type !== DATA_USED_MESSAGES.ask || !(source instanceof Client)) return;
    source.postMessage({ type: DATA_USED_MESSAGES.answers, answers: answersByPage.get(source.id) ?? [] });
  });
}
