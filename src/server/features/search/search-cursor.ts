import type { SearchTab } from '../../../shared/schemas/discovery';
import { msg } from '../../../shared/i18n/msg';
import { badRequest } from '../../http/errors';
import { LEVELS, type SearchPosition } from './search-sources.sql';

/** Search's page cursors: a listing tab's position in the result order, or the events tab's (start, id). */
const INVALID_CURSOR = () => badRequest(msg('This page link is no longer valid. Search again.'), { cursor: msg('Invalid cursor') });

export function encodeCursor(tab: SearchTab, position: SearchPosition): string {
  return Buffer.from(JSON.stringify([tab, position.level, String(position.distance), position.rank, position.id])).toString('base64url');
}

/** A cursor's JSON array, checked to be for this tab and of this length (400 otherwise). */
function cursorParts(cursor: string, tab: string, length: number): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    throw INVALID_CURSOR();
  }
  if (!Array.isArray(parsed) || parsed.length !== length || parsed[0] !== tab) throw INVALID_CURSOR();
  return parsed;
}

export function decodeCursor(tab: SearchTab, cursor: string | undefined): SearchPosition | null {
  if (!cursor) return null;
  const [, level, distance, rank, id] = cursorParts(cursor, tab, 5);
  const position = { level: Number(level), distance: Number(distance), rank: Number(rank), id: Number(id) };
  if (
    typeof distance !== 'string' ||
    !(LEVELS as readonly number[]).includes(position.level) ||
    !(Number.isFinite(position.distance) || position.distance === Infinity) ||
    !Number.isInteger(position.rank) ||
    !Number.isSafeInteger(position.id)
  ) {
    throw INVALID_CURSOR();
  }
  return position;
}

/** The Events tab's cursor: the last event's start and id (soonest first). */
export const encodeEventCursor = (last: { startsAt: Date; eventId: number }) =>
  Buffer.from(JSON.stringify(['events', last.startsAt.toISOString(), last.eventId])).toString('base64url');

export function decodeEventCursor(cursor: string | undefined): { startsAt: Date; eventId: number } | null {
  if (!cursor) return null;
  const parsed = cursorParts(cursor, 'events', 3);
  const startsAt = new Date(typeof parsed[1] === 'string' ? parsed[1] : NaN);
  const eventId = Number(parsed[2]);
  // Years 1 to 9999 only: JavaScript dates reach 271,821 BC, PostgreSQL's only 4713 BC (it errs rather than refuse).
  const year = startsAt.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999 || !Number.isSafeInteger(eventId)) throw INVALID_CURSOR();
  return { startsAt, eventId };
}

/** Each query word with its spellings from the dictionary: an event must hold one of each. */
