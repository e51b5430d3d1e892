import { DATA_USED_MESSAGES, type WorkerAnswer } from '../../lib/data-used-messages';

/** What the service worker said it answered this page with (src/web/sw-data-meter.ts), each answer once. */
const answers = new Map<string, WorkerAnswer>();
const listeners = new Set<() => void>();
let listening = false;

function heard(event: MessageEvent) {
  const message = event.data as { type?: string; answers?: WorkerAnswer[] } | null;
  if (message?.type !== DATA_USED_MESSAGES.answers || !Array.isArray(message.answers)) return;
  let added = false;
  for (const answer of message.answers)
    if (!answers.has(answer.id)) {
      answers.set(answer.id, answer);
      added = true;
    }
  if (added) for (const listener of listeners) listener();
}

/** Asks the worker for what it answered before this page listened (the page's own HTML among them). */
function ask() {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: DATA_USED_MESSAGES.ask }));
}

function listen() {
  if (listening || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', heard);
  // A worker that takes over later (the first visit) counts from then on, and may have fetched the shell meanwhile.
  navigator.serviceWorker.addEventListener('controllerchange', ask);
  ask();
}

/** Calls `listener` whenever the worker reports answers; starts listening on first use. */
export function onWorkerAnswers(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const workerAnswers = (): Iterable<WorkerAnswer> => answers.values();
