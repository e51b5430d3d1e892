import type { ExternalToast, toast as SonnerToast } from 'sonner';

// `toast` with sonner's API, usable from the first render, while sonner itself (with its styles; its size in decision
// 0023) is downloaded only when a page first shows a toast: most first visits never do. Calls made before it arrives are kept
// and shown, in order, once the toaster is mounted.

type Kind = 'message' | 'success' | 'error' | 'info';
type Call = { kind: Kind; message: string; data?: ExternalToast } | { kind: 'dismiss'; id?: string | number };

let sonner: typeof SonnerToast | null = null;
const waiting: Call[] = [];
const wanted = new Set<() => void>();

function run(target: typeof SonnerToast, call: Call) {
  if (call.kind === 'dismiss') target.dismiss(call.id);
  else if (call.kind === 'message') target(call.message, call.data);
  else target[call.kind](call.message, call.data);
}

function send(call: Call) {
  if (sonner) return run(sonner, call);
  if (call.kind === 'dismiss') return;
  waiting.push(call);
  for (const listener of wanted) listener();
}

export const toast = Object.assign((message: string, data?: ExternalToast) => send({ kind: 'message', message, data }), {
  success: (message: string, data?: ExternalToast) => send({ kind: 'success', message, data }),
  error: (message: string, data?: ExternalToast) => send({ kind: 'error', message, data }),
  info: (message: string, data?: ExternalToast) => send({ kind: 'info', message, data }),
  dismiss: (id?: string | number) => send({ kind: 'dismiss', id }),
});

/** The toaster calls this when sonner is mounted: from then on toasts go straight to it. */
export function attachSonner(target: typeof SonnerToast) {
  sonner = target;
  for (const call of waiting.splice(0)) run(target, call);
}

/** Calls `listener` when a toast is waiting for sonner (at once if one already is); returns the unsubscribe. */
export function whenToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  if (waiting.length > 0) listener();
  return () => wanted.delete(listener);
}
