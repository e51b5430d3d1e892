import type { SaveKind } from '../../../shared/schemas/saves';

/** What the toasts call each kind: "Business saved", "Post removed from saves". */
export const SAVE_NOUN: Record<SaveKind, string> = { business: 'Business', profession: 'Professional', post: 'Post' };

export const savedToast = (kind: SaveKind) => `${SAVE_NOUN[kind]} saved`;
export const removedToast = (kind: SaveKind) => `${SAVE_NOUN[kind]} removed from saves`;
