import type { Bucket } from './map-cells';
import type { ClusterSums } from './map-cluster-sums';
import { forEachCellIn, type SortedGrid } from './map-grid';
import type { RowFilter } from './map-row-filter';

export interface IndexedListing {
  kind: number;
  id: number;
}

/** Where a map request's box lies in the buckets, and how its cluster cells map onto them. */
export interface BucketRange {
  grid: SortedGrid<Bucket>;
  cols: readonly [number, number];
  rows: readonly [number, number];
  /** From buckets to the request's cluster cells: the zoom's difference from the buckets' (negative past zoom 12). */
  shift: number;
}

/** The visible listings of the chosen cluster cells, businesses first, each kind by id, at most `limit`. */
export function listingsOfCells(
  range: BucketRange,
  filter: RowFilter,
  sums: ClusterSums,
  chosen: ReadonlyArray<{ cx: number; cy: number }>,
  limit: number,
): IndexedListing[] {
  if (!chosen.length || limit <= 0) return [];
  const { grid, cols, rows, shift } = range;
  const wantedCells = new Set(chosen.map((c) => sums.indexOf(c.cx, c.cy)));
  const buckets = new Set<Bucket>();
  for (const c of chosen) {
    const [bc0, br0, bc1, br1] =
      shift >= 0
        ? [c.cx << shift, c.cy << shift, ((c.cx + 1) << shift) - 1, ((c.cy + 1) << shift) - 1]
        : [c.cx >> -shift, c.cy >> -shift, c.cx >> -shift, c.cy >> -shift];
    forEachCellIn(grid, [Math.max(bc0, cols[0]), Math.min(bc1, cols[1])], [Math.max(br0, rows[0]), Math.min(br1, rows[1])], (bucket) =>
      buckets.add(bucket),
    );
  }
  const found: IndexedListing[] = [];
  for (const bucket of buckets) {
    filter.classify(bucket);
    filter.forEachShown(bucket, false, (kind, id) => {
      const listing = filter.rowsOf(kind);
      const at = sums.indexOf(Math.floor(listing.lng[id]! / sums.cell), Math.floor(listing.lat[id]! / sums.cell));
      if (wantedCells.has(at)) found.push({ kind, id });
    });
  }
  found.sort((a, b) => a.kind - b.kind || a.id - b.id);
  return found.slice(0, limit);
}
