import type { MapBox } from '../../../shared/schemas/map';
import { chord, earthPoint, type PlanReach } from '../visibility/visibility';
import { RANKS, type Bucket, type KindRows, type Totals } from './map-cells';

/** Classed buckets keep a metre's margin, far above the rounding of the chord sums (nanometres). */
const MARGIN_METRES = 1;
export const OUTSIDE = 0;
export const INSIDE = 1;
export const CROSSED = 2;

/** The listings a text filter names, by kind (0 business, 1 profession). */
export interface ListingMatch {
  has(kind: number, id: number): boolean;
  /** Calls `visit` with each id of the kind it names, in id order. */
  forEach(kind: number, visit: (id: number) => void): void;
}

/** What of the map index's rows a request shows. */
export interface RowQuery {
  box: MapBox;
  /** 0 business, 1 profession. */
  kinds: readonly number[];
  typeId: number | undefined;
  /** Only the listings it names (a text filter), or every listing. */
  matching?: ListingMatch;
  /** Listings left out (those of members hidden from the viewer by a block), by kind: [businesses, professions]. */
  excluded?: readonly [ReadonlySet<number>, ReadonlySet<number>];
  viewer: { lat: number; lng: number };
  reach: PlanReach;
}

/**
 * Which rows a request shows. A bucket or region is classed against the viewer's plan radii first: per plan rank,
 * wholly inside, wholly outside or crossed; only a crossed rank's rows are measured one by one, with the SQL rule's own
 * arithmetic (`visibility/visibility.ts`: a chord compared with the plan's chord from `plan_rules`).
 */
export class RowFilter {
  /** Per bucket or region last classed: the class of its rows of each plan rank. */
  readonly classes = new Uint8Array(RANKS);
  /** Whether a radius cuts the bucket or region last classed. */
  crossed = false;
  private readonly viewer: { x: number; y: number; z: number };
  private readonly wantBusiness: boolean;
  private readonly wantProfession: boolean;

  constructor(
    private readonly kinds: readonly KindRows[],
    private readonly q: RowQuery,
  ) {
    this.viewer = earthPoint(q.viewer.lat, q.viewer.lng);
    this.wantBusiness = q.kinds.includes(0);
    this.wantProfession = q.kinds.includes(1);
  }

  rowsOf(kind: number): KindRows {
    return this.kinds[kind]!;
  }

  wants(kind: number): boolean {
    return kind === 0 ? this.wantBusiness : this.wantProfession;
  }

  classify(cell: Totals) {
    const { chords, unlimited } = this.q.reach;
    const viewer = this.viewer;
    const d = chord(viewer.x, viewer.y, viewer.z, cell.cx, cell.cy, cell.cz);
    const r = cell.radius;
    this.crossed = false;
    for (let rank = 0; rank < RANKS; rank++) {
      const limit = chords[rank] ?? -Infinity;
      const c = unlimited[rank] ? INSIDE : d + r + MARGIN_METRES <= limit ? INSIDE : d - r - MARGIN_METRES > limit ? OUTSIDE : CROSSED;
      this.classes[rank] = c;
      if (c === CROSSED) this.crossed = true;
    }
  }

  /** Every limited radius taken as crossing: each row is then measured on its own. */
  crossAll() {
    const unlimited = this.q.reach.unlimited;
    for (let rank = 0; rank < RANKS; rank++) this.classes[rank] = unlimited[rank] ? INSIDE : CROSSED;
    this.crossed = true;
  }

  /** Calls `visit` with each row of the bucket last classed that is shown (a rank its radius leaves outside is skipped). */
  forEachShown(bucket: Bucket, inBox: boolean, visit: (kind: number, id: number) => void) {
    for (let rank = 0; rank < RANKS; rank++) {
      if (this.classes[rank] === OUTSIDE) continue;
      for (const member of bucket.members[rank]!) {
        const kind = member % 2;
        const id = (member - kind) / 2;
        if (this.shown(kind, id, inBox)) visit(kind, id);
      }
    }
  }

  /** Whether a row of the bucket last classed is shown: of the filter, in the box, visible to the viewer. */
  shown(kind: number, id: number, inBox: boolean): boolean {
    if (!this.wants(kind)) return false;
    const { box, typeId, matching, excluded } = this.q;
    const rows = this.kinds[kind]!;
    const rank = rows.rank[id]!;
    if (rank < 0) return false;
    if (typeId !== undefined && rows.type[id] !== typeId) return false;
    if (matching && !matching.has(kind, id)) return false;
    if (excluded?.[kind]!.has(id)) return false;
    if (!inBox) {
      const lat = rows.lat[id]!;
      const lng = rows.lng[id]!;
      if (lat < box.south || lat > box.north || lng < box.west || lng > box.east) return false;
    }
    const c = this.classes[rank]!;
    if (c !== CROSSED) return c === INSIDE;
    const xyz = rows.xyz;
    const viewer = this.viewer;
    return chord(xyz[id * 3]!, xyz[id * 3 + 1]!, xyz[id * 3 + 2]!, viewer.x, viewer.y, viewer.z) <= this.q.reach.chords[rank]!;
  }
}
