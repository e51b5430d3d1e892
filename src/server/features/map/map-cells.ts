import { cellDegrees } from '../../../shared/map';
import { PLAN_IDS } from '../../../shared/plans';
import { chord } from '../visibility/visibility';
import type { MapKind } from './map.repository';

/**
 * The map index's cells (map-index.ts): buckets (the map's cluster cells at zoom 12) and the regions that group them,
 * each with totals per kind and plan rank, and the rows of each kind in flat arrays by id.
 */
export const BUCKET_ZOOM = 12;
export const BUCKET_DEGREES = cellDegrees(BUCKET_ZOOM);
/** Regions are the cells of zoom 8: 16 × 16 buckets. */
export const REGION_ZOOM = 8;
export const REGION_SHIFT = BUCKET_ZOOM - REGION_ZOOM;
export const KIND_NAMES: readonly MapKind[] = ['business', 'profession'];
/** A row's rank when the index has no such row. */
export const ABSENT = -2;
export const HIDDEN = -1;
/** Plan ranks 0 … RANKS − 1 (PLAN_IDS order). */
export const RANKS = PLAN_IDS.length;
export const TOP_RANK = RANKS - 1;
/** Totals per kind and plan rank: count, Σ lat, Σ lng, south, west, north, east. */
export const TOTAL_FIELDS = 7;
export const GROUPS = KIND_NAMES.length * RANKS;

export class KindRows {
  rank = new Int8Array(0);
  type = new Int32Array(0);
  approximate = new Uint8Array(0);
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  xyz = new Float64Array(0);
  bucket: Array<Bucket | undefined> = [];
  /** Where the row sits in its bucket's member list. */
  slot = new Int32Array(0);

  grow(id: number) {
    if (id < this.rank.length) return;
    const size = Math.max(1024, 2 ** Math.ceil(Math.log2(id + 1)));
    const grown = <T extends Int8Array | Int32Array | Uint8Array | Float64Array>(old: T, make: (n: number) => T, fill?: number) => {
      const next = make(size);
      if (fill !== undefined) next.fill(fill);
      next.set(old);
      return next;
    };
    this.rank = grown(this.rank, (n) => new Int8Array(n), ABSENT);
    this.type = grown(this.type, (n) => new Int32Array(n));
    this.approximate = grown(this.approximate, (n) => new Uint8Array(n));
    this.lat = grown(this.lat, (n) => new Float64Array(n));
    this.lng = grown(this.lng, (n) => new Float64Array(n));
    this.xyz = grown(this.xyz, (n) => new Float64Array(n * 3));
    this.slot = grown(this.slot, (n) => new Int32Array(n));
    this.bucket.length = size;
  }
}

/** A grid cell with totals per kind and plan, the extent of its shown rows, and a centre and radius holding them all. */
export class Totals {
  dirty = true;
  totals = new Float64Array(GROUPS * TOTAL_FIELDS);
  /** Extent of every shown row (rank ≥ 0): south, west, north, east; Infinity when there is none. */
  extent = new Float64Array(4);
  cx = 0;
  cy = 0;
  cz = 0;
  radius = 0;

  constructor(
    readonly col: number,
    readonly row: number,
  ) {}

  protected reset() {
    const t = this.totals;
    t.fill(0);
    for (let g = 0; g < GROUPS; g++) {
      t[g * TOTAL_FIELDS + 3] = Infinity;
      t[g * TOTAL_FIELDS + 4] = Infinity;
      t[g * TOTAL_FIELDS + 5] = -Infinity;
      t[g * TOTAL_FIELDS + 6] = -Infinity;
    }
    this.extent.set([Infinity, Infinity, -Infinity, -Infinity]);
  }

  /** Adds rows to one kind-and-plan group (`at`: its offset in the totals): their count, position sums and extent. */
  protected widen(at: number, count: number, sumLat: number, sumLng: number, south: number, west: number, north: number, east: number) {
    const t = this.totals;
    t[at]! += count;
    t[at + 1]! += sumLat;
    t[at + 2]! += sumLng;
    t[at + 3] = Math.min(t[at + 3]!, south);
    t[at + 4] = Math.min(t[at + 4]!, west);
    t[at + 5] = Math.max(t[at + 5]!, north);
    t[at + 6] = Math.max(t[at + 6]!, east);
    this.extent[0] = Math.min(this.extent[0]!, south);
    this.extent[1] = Math.min(this.extent[1]!, west);
    this.extent[2] = Math.max(this.extent[2]!, north);
    this.extent[3] = Math.max(this.extent[3]!, east);
  }
}

/** Which of a bucket's member lists holds a row of this plan rank: one per rank, then hidden. */
export const listOf = (rank: number) => (rank < 0 ? RANKS : rank);

/**
 * One zoom-12 cell: its members (id × 2 + kind) by plan rank — so a reader skips the ranks the viewer cannot see — and,
 * computed when first read after a change, its totals.
 */
export class Bucket extends Totals {
  members: number[][] = Array.from({ length: RANKS + 1 }, () => []);

  get size(): number {
    let size = 0;
    for (const list of this.members) size += list.length;
    return size;
  }

  constructor(
    col: number,
    row: number,
    readonly region: Region,
  ) {
    super(col, row);
  }

  /** Marks this bucket and its region for recomputing. */
  touch() {
    this.dirty = true;
    this.region.dirty = true;
  }

  refresh(kinds: readonly KindRows[]) {
    if (!this.dirty) return;
    this.reset();
    let sx = 0;
    let sy = 0;
    let sz = 0;
    for (const member of this.members.flat()) {
      const kind = member % 2;
      const rows = kinds[kind]!;
      const id = (member - kind) / 2;
      sx += rows.xyz[id * 3]!;
      sy += rows.xyz[id * 3 + 1]!;
      sz += rows.xyz[id * 3 + 2]!;
      const rank = rows.rank[id]!;
      if (rank < 0) continue;
      const lat = rows.lat[id]!;
      const lng = rows.lng[id]!;
      this.widen((kind * RANKS + rank) * TOTAL_FIELDS, 1, lat, lng, lat, lng, lat, lng);
    }
    const n = this.size || 1;
    this.cx = sx / n;
    this.cy = sy / n;
    this.cz = sz / n;
    let radius = 0;
    for (const member of this.members.flat()) {
      const kind = member % 2;
      const xyz = kinds[kind]!.xyz;
      const id = (member - kind) / 2;
      radius = Math.max(radius, chord(xyz[id * 3]!, xyz[id * 3 + 1]!, xyz[id * 3 + 2]!, this.cx, this.cy, this.cz));
    }
    this.radius = radius;
    this.dirty = false;
  }
}

/** One zoom-8 cell (16 × 16 buckets): the sum of its buckets, so country views add whole regions. */
export class Region extends Totals {
  buckets: Bucket[] = [];

  refresh(kinds: readonly KindRows[]) {
    if (!this.dirty) return;
    this.reset();
    let sx = 0;
    let sy = 0;
    let sz = 0;
    let filled = 0;
    for (const bucket of this.buckets) {
      bucket.refresh(kinds);
      if (!bucket.size) continue;
      sx += bucket.cx;
      sy += bucket.cy;
      sz += bucket.cz;
      filled++;
      const b = bucket.totals;
      // A group without rows has an empty extent (±Infinity), which widens nothing.
      for (let at = 0; at < b.length; at += TOTAL_FIELDS) {
        this.widen(at, b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!, b[at + 4]!, b[at + 5]!, b[at + 6]!);
      }
    }
    const n = filled || 1;
    this.cx = sx / n;
    this.cy = sy / n;
    this.cz = sz / n;
    let radius = 0;
    for (const bucket of this.buckets) {
      if (bucket.size) radius = Math.max(radius, chord(bucket.cx, bucket.cy, bucket.cz, this.cx, this.cy, this.cz) + bucket.radius);
    }
    this.radius = radius;
    this.dirty = false;
  }
}

export const MAP_KIND_INDEX: Record<MapKind, number> = { business: 0, profession: 1 };
