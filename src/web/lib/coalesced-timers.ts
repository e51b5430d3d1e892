import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query's timers kept in one list, with one browser timer waiting for the earliest of them. Query sets a
 * timer per query (when to forget it) and per observer (when its answer goes stale): a page of cards has about a
 * hundred, each installed and cleared again as the page is taken over, in its longest task. Installing a browser timer
 * costs the main thread far more than a list entry (most under tracing, as Lighthouse measures).
 */
export function coalescedTimers(): TimeoutProvider<number> {
  const waiting = new Map<number, { at: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;
  let checking = false;

  /** Points the browser timer at the earliest entry. Once per task, after all the entries it set: a takeover sets a
   * hundred, due at times that differ (each answer was fetched at its own time), often earlier than the last. */
  function check() {
    checking = false;
    let earliest = Infinity;
    for (const entry of waiting.values()) earliest = Math.min(earliest, entry.at);
    if (earliest >= timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timerAt = earliest;
    timer = setTimeout(fire, Math.max(0, earliest - performance.now()));
  }

  function fire() {
    timer = undefined;
    timerAt = Infinity;
    const now = performance.now();
    const due: TimeoutCallback[] = [];
    for (const [id, entry] of waiting) {
      if (entry.at > now) continue;
      waiting.delete(id);
      due.push(entry.callback);
    }
    check();
    // Each in a microtask of its own: one that throws is reported and does not keep the others from running.
    due.forEach(queueMicrotask);
  }

  return {
    setTimeout(callback, delay) {
      lastId += 1;
      const at = performance.now() + Math.max(0, delay);
      waiting.set(lastId, { at, callback });
      if (at < timerAt && !checking) {
        checking = true;
        queueMicrotask(check);
      }
      return lastId;
    },
    // The browser timer stays: when it fires with nothing due, it waits for the next entry instead.
    clearTimeout(id) {
      if (id !== undefined) waiting.delete(id);
    },
    // Intervals (a query's refetchInterval) are few: each is a browser interval of its own.
    setInterval: (callback, delay) => Number(setInterval(callback, delay)),
    clearInterval: (id) => clearInterval(id),
  };
}
