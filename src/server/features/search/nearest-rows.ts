/** A candidate row of one level: its chord distance key (Infinity without a position), source rank and id. */
export interface NearRow {
  distance: number;
  src: number;
  id: number;
}

/** Whether (distance, src, id) comes before `row` in search order. */
const before = (distance: number, src: number, id: number, row: NearRow) =>
  distance < row.distance || (distance === row.distance && (src < row.src || (src === row.src && id < row.id)));

/**
 * The first `want` rows in search order (distance, source, id) of those offered, kept sorted. Offers arrive in id
 * order, not distance order: once the list is full most are refused by comparing their distance with `bound`, before
 * anything is allocated.
 */
export class NearestRows {
  readonly rows: NearRow[] = [];
  /** The distance a row must not exceed to be kept (Infinity while the list is not full). */
  bound = Infinity;

  constructor(private readonly want: number) {}

  offer(distance: number, src: number, id: number): void {
    const { rows } = this;
    if (rows.length === this.want && !before(distance, src, id, rows[rows.length - 1]!)) return;
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(distance, src, id, rows[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    rows.splice(lo, 0, { distance, src, id });
    if (rows.length > this.want) rows.pop();
    if (rows.length === this.want) this.bound = rows[rows.length - 1]!.distance;
  }
}
