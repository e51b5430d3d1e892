/**
 * State that belongs to one page: its language, what it was drawn with, where it sends its reader, the lookups it
 * gathers into one request. The browser shows one page at a time, so it keeps one of each for its life. The server
 * draws many readers' pages at once (entry-server.tsx, one scope each across every await of a draw), so a value one
 * reader's page sets is never seen by another's.
 */
type Scope = object;

const browserPage: Scope = {};
let drawingScope: (() => Scope | undefined) | null = null;

/** Set once by the server's build: the scope of the draw in progress (its AsyncLocalStorage). */
export function setDrawingScope(current: () => Scope | undefined): void {
  drawingScope = current;
}

/** Outside any draw the server has no page: such code gets a scope of its own that no page ever reads. */
const scope = (): Scope => (drawingScope ? (drawingScope() ?? {}) : browserPage);

/** A value of the current page (an object, changed in place), made when that page first asks for it. */
export function perPage<T extends object>(make: () => T): () => T {
  const made = new WeakMap<Scope, T>();
  return () => {
    const page = scope();
    let value = made.get(page);
    if (!value) {
      value = make();
      made.set(page, value);
    }
    return value;
  };
}
