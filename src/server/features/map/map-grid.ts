import { BUCKET_DEGREES } from './map-cells';

/** A grid of the map index (map-index.ts): its cells by row (floor(lat / side)), each row's cells sorted by column. */
export type SortedGrid<C extends { col: number }> = Map<number, C[]>;

/** The bucket column and row of a position. */
export const bucketCol = (lng: number) => Math.floor(lng / BUCKET_DEGREES);
export const bucketRow = (lat: number) => Math.floor(lat / BUCKET_DEGREES);

/** The index of the first cell of a row at or after a column. */
export function firstAtOrAfter(line: ReadonlyArray<{ col: number }>, col: number): number {
  let lo = 0;
  let hi = line.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (line[mid]!.col < col) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The cell of a sorted grid at a column and row, made when missing. */
export function cellAt<C extends { col: number }>(cells: SortedGrid<C>, col: number, row: number, make: () => C): C {
  let line = cells.get(row);
  if (!line) cells.set(row, (line = []));
  const at = firstAtOrAfter(line, col);
  if (line[at]?.col === col) return line[at]!;
  const cell = make();
  line.splice(at, 0, cell);
  return cell;
}

/** Calls `visit` with each cell of the grid whose column and row lie in the ranges, row by row, by column. */
export function forEachCellIn<C extends { col: number }>(
  cells: SortedGrid<C>,
  cols: readonly [number, number],
  rows: readonly [number, number],
  visit: (cell: C) => void,
) {
  for (let row = rows[0]; row <= rows[1]; row++) {
    const line = cells.get(row);
    if (!line) continue;
    for (let i = firstAtOrAfter(line, cols[0]); i < line.length && line[i]!.col <= cols[1]; i++) visit(line[i]!);
  }
}
