import { badRequest } from '../http/errors';
import { msg } from '../../shared/i18n/msg';

/** Keyset position of a row in a newest-first list: its created_at (as PostgreSQL text, to the microsecond) and id. */
export interface KeysetPosition {
  at: string;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A cursor's timestamp as the app writes them (UTC, to the microsecond) and an instant PostgreSQL takes: the shape
 * alone lets through 2024-13-45T25:61:61 or the year 0, which PostgreSQL refuses with an error (a 500, not a 400).
 */
export function isCursorTimestamp(text: string | undefined): text is string {
  if (!text || !TIMESTAMP.test(text) || text.startsWith('0000')) return false;
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === text.slice(0, 19);
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!isCursorTimestamp(at) || !/^[1-9]\d{0,14}$/.test(id ?? '')) {
    throw badRequest(msg('This page link is no longer valid. Reload the list.'), { cursor: msg('Invalid cursor') });
  }
  return { at, id: Number(id) };
}

/** Turns limit + 1 fetched rows into a page and the cursor of its last row. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  position: (row: Row) => KeysetPosition,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(position(last)) : null,
  };
}
