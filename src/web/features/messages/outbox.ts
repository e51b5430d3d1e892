import { OUTBOX_KEY_PREFIX } from '../../lib/offline-caches';

/** A message written without a connection, waiting in this browser to be sent (in order, once: its client id). */
export interface QueuedMessage {
  clientId: string;
  receiverId: string;
  content: string;
  productId: number | null;
  queuedAt: string;
}

const listeners = new Set<() => void>();
/** Parsed outboxes by the stored text they came from: the same text gives the same array (stable for React). */
const parsed = new Map<string, { raw: string; items: QueuedMessage[] }>();

const keyOf = (userId: string) => `${OUTBOX_KEY_PREFIX}${userId}`;

/** Every empty outbox is this one array: a page the server drew (which knows no outbox) and the browser then agree. */
export const NO_QUEUED: QueuedMessage[] = [];

function load(userId: string): QueuedMessage[] {
  const raw = localStorage.getItem(keyOf(userId)) ?? '[]';
  const known = parsed.get(userId);
  if (known?.raw === raw) return known.items;
  let items = NO_QUEUED;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && value.length > 0) items = value as QueuedMessage[];
  } catch {
    items = NO_QUEUED;
  }
  parsed.set(userId, { raw, items });
  return items;
}

function save(userId: string, items: QueuedMessage[]) {
  if (items.length) localStorage.setItem(keyOf(userId), JSON.stringify(items));
  else localStorage.removeItem(keyOf(userId));
  for (const listener of listeners) listener();
}

/** A message id made in the browser: random, and available without a secure context (unlike randomUUID). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The member's outbox in this browser: read, add to the end, remove one; subscribers hear every change. */
export const outbox = {
  list: load,
  add(userId: string, message: QueuedMessage) {
    save(userId, [...load(userId), message]);
  },
  remove(userId: string, clientId: string) {
    save(
      userId,
      load(userId).filter((message) => message.clientId !== clientId),
    );
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
