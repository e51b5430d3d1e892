import { BUCKET_ZOOM, REGION_SHIFT, type Bucket, type KindRows, type Region } from './map-cells';
import { BoxReader } from './map-box-reader';
import { listingsOfCells, type BucketRange } from './map-cell-listings';
import { ClusterSums } from './map-cluster-sums';
import { bucketCol, bucketRow, forEachCellIn, type SortedGrid } from './map-grid';
import { RowFilter, type RowQuery } from './map-row-filter';

export interface IndexQuery extends RowQuery {
  zoom: number;
}

/** The map index's rows of each kind and its two grids (map-index.ts). */
export interface IndexState {
  kinds: KindRows[];
  grid: SortedGrid<Bucket>;
  regions: SortedGrid<Region>;
}

/**
 * The cluster cells of the visible listings in the box (what `mapRepository.cells` answers from the rows), and a way
 * to list the visible listings of chosen cells.
 */
export function queryMapIndex({ kinds, grid, regions }: IndexState, q: IndexQuery) {
  const { box, zoom } = q;
  const range: BucketRange = {
    grid,
    cols: [bucketCol(box.west), bucketCol(box.east)],
    rows: [bucketRow(box.south), bucketRow(box.north)],
    shift: BUCKET_ZOOM - zoom,
  };
  const { cols, rows, shift } = range;
  const filter = new RowFilter(kinds, q);
  const sums = new ClusterSums(box, zoom);
  const reader = new BoxReader(kinds, q, filter, sums, shift);
  if (reader.filtered && shift >= REGION_SHIFT) {
    reader.readFiltered();
  } else if (shift >= REGION_SHIFT) {
    // Country and state views: whole regions first, their buckets only where the box edge or a radius cuts them.
    const regionRange = (r: readonly [number, number]) => [r[0] >> REGION_SHIFT, r[1] >> REGION_SHIFT] as const;
    forEachCellIn(regions, regionRange(cols), regionRange(rows), (region) => reader.readRegion(region, cols, rows));
  } else {
    forEachCellIn(grid, cols, rows, (bucket) => reader.readBucket(bucket));
  }
  return {
    cells: sums.cells(),
    /** The visible listings of the chosen cells, businesses first, each kind by id, at most `limit`. */
    listings: (chosen: ReadonlyArray<{ cx: number; cy: number }>, limit: number) => listingsOfCells(range, filter, sums, chosen, limit),
  };
}
