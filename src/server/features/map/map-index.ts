import { ABSENT, HIDDEN, REGION_SHIFT, TOP_RANK, KindRows, listOf, Bucket, Region } from './map-cells';
import { bucketCol, bucketRow, cellAt } from './map-grid';
import { queryMapIndex, type IndexQuery, type IndexState } from './map-index-query';

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
/** A reference or small integer in an array; a bucket's or region's object with its typed arrays' headers and its lists' spare room. */
const POINTER_BYTES = 8;
const CELL_OBJECT_BYTES = 1024;

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

/** No rows: buckets and regions by row (floor(lat / side)), each row's cells sorted by column. */
const emptyState = (): IndexState => ({ kinds: [new KindRows(), new KindRows()], grid: new Map(), regions: new Map() });

export function mapIndex() {
  let state = emptyState();

  function bucketAt(col: number, row: number): Bucket {
    return cellAt(state.grid, col, row, () => {
      const region = cellAt(
        state.regions,
        col >> REGION_SHIFT,
        row >> REGION_SHIFT,
        () => new Region(col >> REGION_SHIFT, row >> REGION_SHIFT),
      );
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
      state.kinds[last % 2]!.slot[(last - (last % 2)) / 2] = at;
    }
    bucket.touch();
    rows.bucket[id] = undefined;
  }

  function set(kind: number, id: number, place: MapPlace | null) {
    const rows = state.kinds[kind]!;
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
        state = emptyState();
        return;
      }
      const rows = state.kinds[kind]!;
      for (let id = 0; id < rows.rank.length; id++) if (rows.rank[id] !== ABSENT) set(kind, id, null);
    },

    /** Bytes held: the rows' arrays (sized to the largest id, rounded up to a power of two), buckets and regions. */
    memoryBytes(): number {
      let bytes = 0;
      for (const rows of state.kinds) {
        bytes += rows.rank.byteLength + rows.type.byteLength + rows.approximate.byteLength + rows.lat.byteLength;
        bytes += rows.lng.byteLength + rows.xyz.byteLength + rows.slot.byteLength + rows.bucket.length * POINTER_BYTES;
      }
      for (const line of state.regions.values()) {
        for (const region of line) {
          bytes += CELL_OBJECT_BYTES + region.totals.byteLength + region.buckets.length * POINTER_BYTES;
          for (const bucket of region.buckets) bytes += CELL_OBJECT_BYTES + bucket.totals.byteLength + bucket.size * POINTER_BYTES;
        }
      }
      return bytes;
    },

    /** Computes every bucket's totals now, so the first requests after a load do not. */
    settle() {
      for (const line of state.regions.values()) for (const region of line) region.refresh(state.kinds);
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

    /** Answers a map request (map-index-query.ts). */
    query: (q: IndexQuery) => queryMapIndex(state, q),
  };
}

export type MapIndex = ReturnType<typeof mapIndex>;
