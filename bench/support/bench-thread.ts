import { Worker } from 'node:worker_threads';

/**
 * A bench's load generator, or the server it measures, in a worker thread: its own event loop and heap, so the server's
 * loop and garbage collection are not the client's (as on other machines). A worker does not inherit tsx's loader: a one-line
 * bootstrap loads the TypeScript module through tsx's API. Terminated by the bench's clean-ups.
 */
export function startBenchThread<Message, Report>(module: URL, workerData: unknown, cleanups: Array<() => Promise<void> | void>) {
  const href = JSON.stringify(module.href);
  const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${href}, ${href}))`, { eval: true, workerData });
  cleanups.push(async () => void (await worker.terminate()));
  return {
    /** The worker's next message. */
    next: () => new Promise<Report>((resolve, reject) => worker.once('message', resolve).once('error', reject)),
    post: (message: Message) => worker.postMessage(message),
  };
}
