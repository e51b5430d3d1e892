import { sql, type RawBuilder } from 'kysely';
import type { KeysetPosition } from './cursor';

/** created_at as UTC text to the microsecond: a cursor built from a JS Date (milliseconds) would skip or repeat rows. */
export const keysetTimestamp = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after a position in (created_at DESC, id DESC) order. */
export const olderThan = (createdColumn: string, idColumn: string, position: KeysetPosition): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(createdColumn)}, ${sql.ref(idColumn)}) < (${position.at}::timestamptz, ${position.id})`;

/** Rows after a position in (created_at ASC, id ASC) order. */
export const newerThan = (createdColumn: string, idColumn: string, position: KeysetPosition): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(createdColumn)}, ${sql.ref(idColumn)}) > (${position.at}::timestamptz, ${position.id})`;
