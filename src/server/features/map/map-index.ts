import { cellDegrees } from '../../../shared/map';
import type { MapBox } from '../../../shared/schemas/map';
import { chord, earthPoint, type PlanReach } from '../visibility/visibility';
import type { CellCount } from './map.repository';
import {
  BUCKET_ZOOM,
  BUCKET_DEGREES,
  REGION_SHIFT,
  ABSENT,
  HIDDEN,
  RANKS,
  TOP_RANK,
  TOTAL_FIELDS,
  GROUPS,
  KindRows,
  Totals,
  listOf,
  Bucket,
  Region,
} from './map-cells';

/**
 * Every business and profession the map can show, held in memory by each server process (docs/decisions/0017-map.md,
 * "The map index"): public position (an approximate area's rounded one), its point on PostgreSQL's earth, plan rank
 * (-1: hidden), type and approximate flag. Rows are kept in buckets — the map's cluster cells at zoom 12, each
 * 180/4096° on a side — with totals per kind and plan (count, position sums, extent) and the largest chord from the
 * bucket's centre to any of its rows. A map request classes each bucket in the box against the viewer's plan radii,
 * as the search visibility index does: a bucket wholly inside the box and wholly inside or outside each radius adds
 * its totals without reading its rows; only buckets cut by the box edge or by a radius are read row by row, with
 * the SQL rule's own arithmetic (`visibility/visibility.ts`: a chord compared with the plan's chord from `plan_rules`).
 *
 * The cluster cells of every zoom are nested: cell side 180/2^zoom degrees, key floor(degrees / side). Dividing by a
 * power of two times 180 scales the same rounded quotient, so the cell of a row at zoom z ≤ 12 is its bucket's key
 * shifted right by 12 − z, the same cell `floor(lng / cell)` gives in SQL.
 */
/** Classed buckets keep a metre's margin, far above the rounding of the chord sums (nanometres). */
const MARGIN_METRES = 1;
const OUTSIDE = 0;
const INSIDE = 1;
const CROSSED = 2;

/** A reference or small integer in an array; a bucket's or region's object with its typed arrays' headers and its lists' spare room. */
const POINTER_BYTES = 8;
const CELL_OBJECT_BYTES = 1024;

/** Per cluster cell: count, businesses, Σ lat, Σ lng, south, west, north, east. */
const SUM_FIELDS = 8;

/** The index of the first bucket of a row at or after a column. */
function firstAtOrAfter(line: ReadonlyArray<{ col: number }>, col: number): number {
  let lo = 0;
  let hi = line.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (line[mid]!.col < col) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface MapPlace {
  rank: number;
  /** The business or profession type id, or -1 without one. */
  type: number;
  approximate: boolean;
  lat: number;
  lng: number;
  x: number;
  y: number;
  z: number;
}

export interface IndexQuery {
  box: MapBox;
  zoom: number;
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

/** The listings a text filter names, by kind (0 business, 1 profession). */
export interface ListingMatch {
  has(kind: number, id: number): boolean;
  /** Calls `visit` with each id of the kind it names, in id order. */
  forEach(kind: number, visit: (id: number) => void): void;
}

export interface IndexedListing {
  kind: number;
  id: number;
}

/** One kind's rows, indexed by id (ids are dense sequences). */

export function mapIndex() {
  let kinds = [new KindRows(), new KindRows()];
  /** Buckets by row (floor(lat / side)), each row's buckets sorted by column. */
  let grid = new Map<number, Bucket[]>();
  /** Regions by row, each row's regions sorted by column. */
  let regions = new Map<number, Region[]>();

  /** The cell of a sorted grid at a column and row, made when missing. */
  function cellAt<C extends { col: number }>(cells: Map<number, C[]>, col: number, row: number, make: () => C): C {
    let line = cells.get(row);
    if (!line) cells.set(row, (line = []));
    const at = firstAtOrAfter(line, col);
    if (line[at]?.col === col) return line[at]!;
    const cell = make();
    line.splice(at, 0, cell);
    return cell;
  }

  function bucketAt(col: number, row: number): Bucket {
    return cellAt(grid, col, row, () => {
      const region = cellAt(regions, col >> REGION_SHIFT, row >> REGION_SHIFT, () => new Region(col >> REGION_SHIFT, row >> REGION_SHIFT));
      const bucket = new Bucket(col, row, region);
      region.buckets.push(bucket);
      return bucket;
    });
  }

  function detach(rows: KindRows, id: number) {
    const bucket = rows.bucket[id];
    if (!bucket) return;
    const at = rows.slot[id]!;
    const list = bucket.members[listOf(rows.rank[id]!)]!;
    const last = list.pop()!;
    if (at < list.length) {
      list[at] = last;
      kinds[last % 2]!.slot[(last - (last % 2)) / 2] = at;
    }
    bucket.touch();
    rows.bucket[id] = undefined;
  }

  const bucketCol = (lng: number) => Math.floor(lng / BUCKET_DEGREES);
  const bucketRow = (lat: number) => Math.floor(lat / BUCKET_DEGREES);

  function set(kind: number, id: number, place: MapPlace | null) {
    const rows = kinds[kind]!;
    rows.grow(id);
    detach(rows, id);
    if (!place) {
      rows.rank[id] = ABSENT;
      return;
    }
    rows.rank[id] = Math.max(HIDDEN, Math.min(place.rank, TOP_RANK));
    rows.type[id] = place.type;
    rows.approximate[id] = place.approximate ? 1 : 0;
    rows.lat[id] = place.lat;
    rows.lng[id] = place.lng;
    rows.xyz[id * 3] = place.x;
    rows.xyz[id * 3 + 1] = place.y;
    rows.xyz[id * 3 + 2] = place.z;
    const bucket = bucketAt(bucketCol(place.lng), bucketRow(place.lat));
    rows.bucket[id] = bucket;
    const list = bucket.members[listOf(rows.rank[id]!)]!;
    rows.slot[id] = list.length;
    list.push(id * 2 + kind);
    bucket.touch();
  }

  return {
    set,
    /** Forgets one kind (a TRUNCATE) or everything. */
    clear(kind?: number) {
      if (kind === undefined) {
        kinds = [new KindRows(), new KindRows()];
        grid = new Map();
        regions = new Map();
        return;
      }
      const rows = kinds[kind]!;
      for (let id = 0; id < rows.rank.length; id++) if (rows.rank[id] !== ABSENT) set(kind, id, null);
    },

    /** Bytes held: the rows' arrays (sized to the largest id, rounded up to a power of two), buckets and regions. */
    memoryBytes(): number {
      let bytes = 0;
      for (const rows of kinds) {
        bytes += rows.rank.byteLength + rows.type.byteLength + rows.approximate.byteLength + rows.lat.byteLength;
        bytes += rows.lng.byteLength + rows.xyz.byteLength + rows.slot.byteLength + rows.bucket.length * POINTER_BYTES;
      }
      for (const line of regions.values()) {
        for (const region of line) {
          bytes += CELL_OBJECT_BYTES + region.totals.byteLength + region.buckets.length * POINTER_BYTES;
          for (const bucket of region.buckets) bytes += CELL_OBJECT_BYTES + bucket.totals.byteLength + bucket.size * POINTER_BYTES;
        }
      }
      return bytes;
    },

    /** Computes every bucket's totals now, so the first requests after a load do not. */
    settle() {
      for (const line of regions.values()) for (const region of line) region.refresh(kinds);
    },

    /**
     * Loads rows packed by PostgreSQL as `int8send(id) || int2send(rank) || int4send(type) || boolsend(approximate) ||
     * float8send(lat, lng, x, y, z)` (55 bytes a row).
     */
    load(kind: number, packed: Buffer) {
      for (let at = 0; at + 55 <= packed.length; at += 55) {
        set(kind, Number(packed.readBigInt64BE(at)), {
          rank: packed.readInt16BE(at + 8),
          type: packed.readInt32BE(at + 10),
          approximate: packed[at + 14] === 1,
          lat: packed.readDoubleBE(at + 15),
          lng: packed.readDoubleBE(at + 23),
          x: packed.readDoubleBE(at + 31),
          y: packed.readDoubleBE(at + 39),
          z: packed.readDoubleBE(at + 47),
        });
      }
    },

    /**
     * The cluster cells of the visible listings in the box (what `mapRepository.cells` answers from the rows), and a
     * way to list the visible listings of chosen cells.
     */
    query(q: IndexQuery) {
      const { box, zoom, typeId, matching } = q;
      /** A type or text filter is per row: no totals serve it. */
      const filtered = typeId !== undefined || matching !== undefined;
      const excluded = q.excluded;
      /** The buckets and regions holding a left-out listing: their totals include it, so they are read row by row. */
      const holdsExcluded = new Set<Totals>();
      excluded?.forEach((ids, kind) => {
        for (const id of ids) {
          const bucket = kinds[kind]!.bucket[id];
          if (bucket) holdsExcluded.add(bucket).add(bucket.region);
        }
      });
      const wantBusiness = q.kinds.includes(0);
      const wantProfession = q.kinds.includes(1);
      const cell = cellDegrees(zoom);
      const shift = BUCKET_ZOOM - zoom;
      const viewer = earthPoint(q.viewer.lat, q.viewer.lng);
      const { chords, unlimited } = q.reach;
      const col0 = bucketCol(box.west);
      const col1 = bucketCol(box.east);
      const row0 = bucketRow(box.south);
      const row1 = bucketRow(box.north);
      // The box holds at most 17 × 17 cluster cells (schemas/map.ts): their sums live in one dense array.
      const cellCol0 = Math.floor(box.west / cell);
      const cellRow0 = Math.floor(box.south / cell);
      const width = Math.floor(box.east / cell) - cellCol0 + 1;
      const height = Math.floor(box.north / cell) - cellRow0 + 1;
      const sums = new Float64Array(width * height * SUM_FIELDS);
      /** Per bucket or region being read: the class of its rows of each plan rank. */
      const classes = new Uint8Array(RANKS);
      let crossed = false;

      const classify = (cell: Totals) => {
        const d = chord(viewer.x, viewer.y, viewer.z, cell.cx, cell.cy, cell.cz);
        const r = cell.radius;
        crossed = false;
        for (let rank = 0; rank < RANKS; rank++) {
          const limit = chords[rank] ?? -Infinity;
          const c = unlimited[rank] ? INSIDE : d + r + MARGIN_METRES <= limit ? INSIDE : d - r - MARGIN_METRES > limit ? OUTSIDE : CROSSED;
          classes[rank] = c;
          if (c === CROSSED) crossed = true;
        }
      };

      /** Whether a row of the bucket last classified is shown: of the filter, in the box, visible to the viewer. */
      const shown = (kind: number, id: number, inBox: boolean): boolean => {
        if (kind === 0 ? !wantBusiness : !wantProfession) return false;
        const rows = kinds[kind]!;
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
        const c = classes[rank]!;
        if (c !== CROSSED) return c === INSIDE;
        const xyz = rows.xyz;
        return chord(xyz[id * 3]!, xyz[id * 3 + 1]!, xyz[id * 3 + 2]!, viewer.x, viewer.y, viewer.z) <= chords[rank]!;
      };

      /** Adds `count` rows (of which `businesses` businesses) with these position sums and extent to a cluster cell. */
      const add = (
        cellCol: number,
        cellRow: number,
        count: number,
        businesses: number,
        sumLat: number,
        sumLng: number,
        south: number,
        west: number,
        north: number,
        east: number,
      ) => {
        const at = ((cellRow - cellRow0) * width + (cellCol - cellCol0)) * SUM_FIELDS;
        if (sums[at] === 0) {
          sums[at + 4] = south;
          sums[at + 5] = west;
          sums[at + 6] = north;
          sums[at + 7] = east;
        } else {
          if (south < sums[at + 4]!) sums[at + 4] = south;
          if (west < sums[at + 5]!) sums[at + 5] = west;
          if (north > sums[at + 6]!) sums[at + 6] = north;
          if (east > sums[at + 7]!) sums[at + 7] = east;
        }
        sums[at]! += count;
        sums[at + 1]! += businesses;
        sums[at + 2]! += sumLat;
        sums[at + 3]! += sumLng;
      };

      /** Adds a bucket's or region's totals to its cluster cell, when it lies in the box and no radius cuts it. */
      const addTotals = (cell: Totals, cellShift: number): boolean => {
        const extent = cell.extent;
        const inBox = extent[0]! >= box.south && extent[1]! >= box.west && extent[2]! <= box.north && extent[3]! <= box.east;
        if (!inBox || cellShift < 0 || filtered || crossed || holdsExcluded.has(cell)) return false;
        const t = cell.totals;
        const cellCol = cell.col >> cellShift;
        const cellRow = cell.row >> cellShift;
        for (let group = 0; group < GROUPS; group++) {
          const kind = group < RANKS ? 0 : 1;
          const rank = group % RANKS;
          if (kind === 0 ? !wantBusiness : !wantProfession) continue;
          if (classes[rank] !== INSIDE) continue;
          const at = group * TOTAL_FIELDS;
          const count = t[at]!;
          if (count === 0) continue;
          add(cellCol, cellRow, count, kind === 0 ? count : 0, t[at + 1]!, t[at + 2]!, t[at + 3]!, t[at + 4]!, t[at + 5]!, t[at + 6]!);
        }
        return true;
      };

      /** Whether the bucket last classified may show rows of this rank (a radius that leaves a rank outside skips it). */
      const rankMayShow = (rank: number) => classes[rank] !== OUTSIDE;

      /** A bucket: its totals when they serve, else its rows one by one. */
      const readBucket = (bucket: Bucket) => {
        bucket.refresh(kinds);
        const extent = bucket.extent;
        if (extent[0] === Infinity) return;
        classify(bucket);
        if (addTotals(bucket, shift)) return;
        const inBox = extent[0]! >= box.south && extent[1]! >= box.west && extent[2]! <= box.north && extent[3]! <= box.east;
        for (let rank = 0; rank < RANKS; rank++) {
          if (!rankMayShow(rank)) continue;
          for (const member of bucket.members[rank]!) {
            const kind = member % 2;
            const id = (member - kind) / 2;
            if (!shown(kind, id, inBox)) continue;
            const rows = kinds[kind]!;
            const lat = rows.lat[id]!;
            const lng = rows.lng[id]!;
            const cellCol = shift >= 0 ? bucket.col >> shift : Math.floor(lng / cell);
            const cellRow = shift >= 0 ? bucket.row >> shift : Math.floor(lat / cell);
            add(cellCol, cellRow, 1, kind === 0 ? 1 : 0, lat, lng, lat, lng, lat, lng);
          }
        }
      };

      /**
       * Country and state views with a type or text filter, where no totals serve and the box holds most rows: only the
       * rows the filter names (the text's matches, or a scan of the type column), each checked on its own with the
       * rule's exact chord (every radius taken as crossing), rather than every row of every bucket in the box.
       */
      const readFiltered = () => {
        for (let rank = 0; rank < RANKS; rank++) classes[rank] = unlimited[rank] ? INSIDE : CROSSED;
        crossed = true;
        for (const kind of [0, 1]) {
          const rows = kinds[kind]!;
          // A match may name a listing added after the index's refresh: beyond its rows, it is left out.
          const visit = (id: number) => {
            if (id >= rows.rank.length || !shown(kind, id, false)) return;
            const lat = rows.lat[id]!;
            const lng = rows.lng[id]!;
            add(bucketCol(lng) >> shift, bucketRow(lat) >> shift, 1, kind === 0 ? 1 : 0, lat, lng, lat, lng, lat, lng);
          };
          if (matching) matching.forEach(kind, visit);
          else for (let id = 0; id < rows.type.length; id++) if (rows.type[id] === typeId) visit(id);
        }
      };

      if (filtered && shift >= REGION_SHIFT) {
        readFiltered();
      } else if (shift >= REGION_SHIFT) {
        // Country and state views: whole regions first, their buckets only where the box edge or a radius cuts them.
        for (let row = row0 >> REGION_SHIFT; row <= row1 >> REGION_SHIFT; row++) {
          const line = regions.get(row);
          if (!line) continue;
          for (let i = firstAtOrAfter(line, col0 >> REGION_SHIFT); i < line.length && line[i]!.col <= col1 >> REGION_SHIFT; i++) {
            const region = line[i]!;
            region.refresh(kinds);
            if (region.extent[0] === Infinity) continue;
            classify(region);
            if (addTotals(region, shift - REGION_SHIFT)) continue;
            for (const bucket of region.buckets) {
              if (bucket.col >= col0 && bucket.col <= col1 && bucket.row >= row0 && bucket.row <= row1) readBucket(bucket);
            }
          }
        }
      } else {
        for (let row = row0; row <= row1; row++) {
          const line = grid.get(row);
          if (!line) continue;
          for (let i = firstAtOrAfter(line, col0); i < line.length && line[i]!.col <= col1; i++) readBucket(line[i]!);
        }
      }

      const cells: CellCount[] = [];
      for (let r = 0; r < height; r++) {
        for (let c = 0; c < width; c++) {
          const at = (r * width + c) * SUM_FIELDS;
          const count = sums[at]!;
          if (count === 0) continue;
          cells.push({
            cx: cellCol0 + c,
            cy: cellRow0 + r,
            count,
            businesses: sums[at + 1]!,
            lat: sums[at + 2]! / count,
            lng: sums[at + 3]! / count,
            south: sums[at + 4]!,
            west: sums[at + 5]!,
            north: sums[at + 6]!,
            east: sums[at + 7]!,
          });
        }
      }

      return {
        cells,
        /** The visible listings of the chosen cells, businesses first, each kind by id, at most `limit`. */
        listings(chosen: ReadonlyArray<{ cx: number; cy: number }>, limit: number): IndexedListing[] {
          if (!chosen.length || limit <= 0) return [];
          const wantedCells = new Set(chosen.map((c) => (c.cy - cellRow0) * width + (c.cx - cellCol0)));
          const buckets = new Set<Bucket>();
          for (const c of chosen) {
            const [bc0, br0, bc1, br1] =
              shift >= 0
                ? [c.cx << shift, c.cy << shift, ((c.cx + 1) << shift) - 1, ((c.cy + 1) << shift) - 1]
                : [c.cx >> -shift, c.cy >> -shift, c.cx >> -shift, c.cy >> -shift];
            for (let row = Math.max(br0, row0); row <= Math.min(br1, row1); row++) {
              const line = grid.get(row);
              if (!line) continue;
              for (let i = firstAtOrAfter(line, Math.max(bc0, col0)); i < line.length && line[i]!.col <= Math.min(bc1, col1); i++)
                buckets.add(line[i]!);
            }
          }
          const found: IndexedListing[] = [];
          for (const bucket of buckets) {
            classify(bucket);
            for (let rank = 0; rank < RANKS; rank++) {
              if (!rankMayShow(rank)) continue;
              for (const member of bucket.members[rank]!) {
                const kind = member % 2;
                const id = (member - kind) / 2;
                if (!shown(kind, id, false)) continue;
                const rows = kinds[kind]!;
                const at = (Math.floor(rows.lat[id]! / cell) - cellRow0) * width + (Math.floor(rows.lng[id]! / cell) - cellCol0);
                if (wantedCells.has(at)) found.push({ kind, id });
              }
            }
          }
          found.sort((a, b) => a.kind - b.kind || a.id - b.id);
          return found.slice(0, limit);
        },
      };
    },
  };
}

export type MapIndex = ReturnType<typeof mapIndex>;
