import { GROUPS, RANKS, REGION_SHIFT, TOTAL_FIELDS, type Bucket, type KindRows, type Region, type Totals } from './map-cells';
import type { ClusterSums } from './map-cluster-sums';
import { bucketCol, bucketRow } from './map-grid';
import { INSIDE, type RowFilter, type RowQuery } from './map-row-filter';

/**
 * Reads the buckets and regions of a map request's box into its cluster cells: a bucket's or region's totals where
 * they serve (it lies in the box, no radius cuts it, no filter or block applies to its rows), else its rows one by one.
 */
export class BoxReader {
  /** A type or text filter is per row: no totals serve it. */
  readonly filtered: boolean;
  /** The buckets and regions holding a left-out listing: their totals include it, so they are read row by row. */
  private readonly holdsExcluded = new Set<Totals>();

  constructor(
    private readonly kinds: readonly KindRows[],
    private readonly q: RowQuery,
    private readonly filter: RowFilter,
    private readonly sums: ClusterSums,
    /** From buckets to the request's cluster cells: the zoom's difference from the buckets' (negative past zoom 12). */
    private readonly shift: number,
  ) {
    this.filtered = q.typeId !== undefined || q.matching !== undefined;
    q.excluded?.forEach((ids, kind) => {
      for (const id of ids) {
        const bucket = kinds[kind]!.bucket[id];
        if (bucket) this.holdsExcluded.add(bucket).add(bucket.region);
      }
    });
  }

  private holdsOnlyBoxRows(extent: Float64Array): boolean {
    const box = this.q.box;
    return extent[0]! >= box.south && extent[1]! >= box.west && extent[2]! <= box.north && extent[3]! <= box.east;
  }

  /** Adds a bucket's or region's totals to its cluster cell, when it lies in the box and no radius cuts it. */
  private addTotals(cell: Totals, cellShift: number): boolean {
    const filter = this.filter;
    if (!this.holdsOnlyBoxRows(cell.extent) || cellShift < 0 || this.filtered || filter.crossed || this.holdsExcluded.has(cell))
      return false;
    const t = cell.totals;
    const cellCol = cell.col >> cellShift;
    const cellRow = cell.row >> cellShift;
    for (let group = 0; group < GROUPS; group++) {
      const kind = group < RANKS ? 0 : 1;
      const rank = group % RANKS;
      if (!filter.wants(kind)) continue;
      if (filter.classes[rank] !== INSIDE) continue;
      const at = group * TOTAL_FIELDS;
      const count = t[at]!;
      if (count === 0) continue;
      this.sums.add(
        cellCol,
        cellRow,
        count,
        kind === 0 ? count : 0,
        t[at + 1]!,
        t[at + 2]!,
        t[at + 3]!,
        t[at + 4]!,
        t[at + 5]!,
        t[at + 6]!,
      );
    }
    return true;
  }

  /** A bucket: its totals when they serve, else its rows one by one. */
  readBucket(bucket: Bucket) {
    bucket.refresh(this.kinds);
    if (bucket.extent[0] === Infinity) return;
    this.filter.classify(bucket);
    if (this.addTotals(bucket, this.shift)) return;
    const { shift, sums, kinds } = this;
    this.filter.forEachShown(bucket, this.holdsOnlyBoxRows(bucket.extent), (kind, id) => {
      const rows = kinds[kind]!;
      const lat = rows.lat[id]!;
      const lng = rows.lng[id]!;
      const cellCol = shift >= 0 ? bucket.col >> shift : Math.floor(lng / sums.cell);
      const cellRow = shift >= 0 ? bucket.row >> shift : Math.floor(lat / sums.cell);
      sums.addRow(cellCol, cellRow, kind === 0, lat, lng);
    });
  }

  /** A region (country and state views): its totals when they serve, else its buckets that lie in these ranges. */
  readRegion(region: Region, cols: readonly [number, number], rows: readonly [number, number]) {
    region.refresh(this.kinds);
    if (region.extent[0] === Infinity) return;
    this.filter.classify(region);
    if (this.addTotals(region, this.shift - REGION_SHIFT)) return;
    for (const bucket of region.buckets) {
      if (bucket.col >= cols[0] && bucket.col <= cols[1] && bucket.row >= rows[0] && bucket.row <= rows[1]) this.readBucket(bucket);
    }
  }

  /**
   * Country and state views with a type or text filter, where no totals serve and the box holds most rows: only the
   * rows the filter names (the text's matches, or a scan of the type column), each checked on its own with the
   * rule's exact chord (every radius taken as crossing), rather than every row of every bucket in the box.
   */
  readFiltered() {
    const { kinds, shift, sums, filter } = this;
    const { matching, typeId } = this.q;
    filter.crossAll();
    for (const kind of [0, 1]) {
      const rows = kinds[kind]!;
      // A match may name a listing added after the index's refresh: beyond its rows, it is left out.
      const visit = (id: number) => {
        if (id >= rows.rank.length || !filter.shown(kind, id, false)) return;
        const lat = rows.lat[id]!;
        const lng = rows.lng[id]!;
        sums.addRow(bucketCol(lng) >> shift, bucketRow(lat) >> shift, kind === 0, lat, lng);
      };
      if (matching) matching.forEach(kind, visit);
      else for (let id = 0; id < rows.type.length; id++) if (rows.type[id] === typeId) visit(id);
    }
  }
}
