/**
 * Where every searchable row is and whose plan places it, held in memory by each server process, so that a search's
 * tab counts apply the plan-visibility rule (`visibility/visibility.ts`, SQL `plan_visible`) to every match in nanoseconds
 * instead of a heap visit per match (docs/decisions/0005-search.md, "Tab counts"). The matches arrive as the word
 * bitmaps of `search_postings` (one bit per id); this index answers, per set bit, whether the viewer may see that row.
 *
 * Rows are grouped in place cells (a 0.05° grid, about 5.5 km), each with a centre and the largest chord from it to
 * any of its rows (16,383 cells; rows beyond them share one cell that is always checked exactly).
 * Per search every cell is classed once against the viewer for each plan: wholly inside its radius, wholly outside,
 * or crossed by it. A match is then decided by one 2-byte entry (its cell and plan) and a small table; only rows of
 * crossed cells get the exact check — PostgreSQL's arithmetic step for step: `cube_distance` of two points is the
 * square root of the summed squared coordinate differences, compared with the plan's chord, on float8 coordinates and
 * chords from PostgreSQL (`plan_rules`), so the answer is the SQL rule's bit for bit. The cell bounds keep a margin of
 * a metre, far above the rounding of those sums (nanometres), so a classed cell never disagrees with the exact check.
 */

import { chord, type Earth, type PlanReach } from '../visibility/visibility';
import type { NearestRows } from './nearest-rows';

/** Bits per postings chunk (migration 0010 CHUNK_BITS). */
const CHUNK_BITS = 16384;
/**
 * Each id's entry packs its cell and its plan rank: `cell << 2 | rank`, rank 0 Free, 1 Premium, 2 Pro, 3 no row. One
 * 2-byte read per match (these reads are the loop's cost: the arrays are megabytes, the page's matches scattered).
 */
const ABSENT = 3;
/** Ranks 0–2 fit the entry's two bits beside ABSENT. */
const TOP_RANK = 2;
const CELL_DEGREES = 0.05;
/**
 * Cell 0: no position (visible only to an unlimited plan). Cell 1: hidden rows (decision 0018), never visible. The
 * last cell takes every row once the others are used up: always crossed.
 */
const NO_CELL = 0;
const HIDDEN_CELL = 1;
const FIRST_PLACED_CELL = 2;
const MAX_CELLS = 16384;
const OVERFLOW_CELL = MAX_CELLS - 1;
const MARGIN_METRES = 1;
const OUTSIDE = 0;
const INSIDE = 1;
const CROSSED = 2;
/** The class of an entry without a row. */
const UNKNOWN = 3;
/** A V8 Map entry (key, value, chain link and hash slot), for the memory estimate. */
const MAP_ENTRY_BYTES = 32;

/** PostgreSQL's `earth()`, metres. */
const EARTH_RADIUS = 6378168;

/**
 * `sec_to_gc`: the great-circle metres of a chord, as `earth_distance` turns `cube_distance` into them (V8's `asin`
 * may differ from the C library's in the last bit, far below the shown tenth of a kilometre).
 */
export const greatCircleMetres = (chordMetres: number) =>
  chordMetres < 0
    ? 0
    : chordMetres / (2 * EARTH_RADIUS) > 1
      ? Math.PI * EARTH_RADIUS
      : 2 * EARTH_RADIUS * Math.asin(chordMetres / (2 * EARTH_RADIUS));

/** The place cells shared by the four sources: centres and radii (chords in metres). */
class Cells {
  private keys = new Map<number, number>();
  count = FIRST_PLACED_CELL;
  cx = new Float64Array(MAX_CELLS);
  cy = new Float64Array(MAX_CELLS);
  cz = new Float64Array(MAX_CELLS);
  radius = new Float64Array(MAX_CELLS);

  constructor() {
    this.radius[OVERFLOW_CELL] = Infinity;
  }

  memoryBytes(): number {
    return this.cx.byteLength * 4 + this.keys.size * MAP_ENTRY_BYTES;
  }

  /** The cell of a position, widened to hold it. */
  of(earth: Earth): number {
    const r = Math.sqrt(earth.x * earth.x + earth.y * earth.y + earth.z * earth.z);
    const lat = (Math.asin(earth.z / r) * 180) / Math.PI;
    const lng = (Math.atan2(earth.y, earth.x) * 180) / Math.PI;
    const row = Math.floor(lat / CELL_DEGREES);
    const column = Math.floor(lng / CELL_DEGREES);
    const key = (row + 1000) * 4000 + (column + 2000);
    let cell = this.keys.get(key);
    if (cell === undefined) {
      if (this.count >= OVERFLOW_CELL) return OVERFLOW_CELL;
      cell = this.count++;
      this.keys.set(key, cell);
      const cLat = ((row + 0.5) * CELL_DEGREES * Math.PI) / 180;
      const cLng = ((column + 0.5) * CELL_DEGREES * Math.PI) / 180;
      this.cx[cell] = r * Math.cos(cLat) * Math.cos(cLng);
      this.cy[cell] = r * Math.cos(cLat) * Math.sin(cLng);
      this.cz[cell] = r * Math.sin(cLat);
    }
    const reach = chord(earth.x, earth.y, earth.z, this.cx[cell]!, this.cy[cell]!, this.cz[cell]!);
    if (reach > this.radius[cell]!) this.radius[cell] = reach;
    return cell;
  }

  /** Per cell, no row of it is nearer to `point` than this chord (less a metre's margin); a row's own chord is exact. */
  lowerBounds(point: Earth): Float64Array {
    const lower = new Float64Array(this.count);
    for (let cell = FIRST_PLACED_CELL; cell < this.count; cell++) {
      const d = chord(point.x, point.y, point.z, this.cx[cell]!, this.cy[cell]!, this.cz[cell]!);
      lower[cell] = d - this.radius[cell]! - MARGIN_METRES;
    }
    return lower;
  }

  /**
   * Per entry (`cell << 2 | rank`): OUTSIDE, INSIDE or CROSSED for this viewer, UNKNOWN for an id without a row. Sized
   * to the cells in use (a few kilobytes): large typed arrays allocated per search made V8 collect far more often.
   */
  classes(viewer: Earth, reach: PlanReach): Uint8Array {
    const classes = new Uint8Array(this.count * 4);
    const cls = (d: number, r: number, limit: number) =>
      d + r + MARGIN_METRES <= limit ? INSIDE : d - r - MARGIN_METRES > limit ? OUTSIDE : CROSSED;
    for (let cell = 0; cell < this.count; cell++) {
      const d = cell >= FIRST_PLACED_CELL ? chord(viewer.x, viewer.y, viewer.z, this.cx[cell]!, this.cy[cell]!, this.cz[cell]!) : 0;
      const r = this.radius[cell]!;
      for (let rank = 0; rank <= TOP_RANK; rank++) {
        classes[cell * 4 + rank] =
          cell === HIDDEN_CELL || rank >= reach.chords.length
            ? OUTSIDE
            : reach.unlimited[rank]
              ? INSIDE
              : cell === NO_CELL
                ? OUTSIDE
                : cls(d, r, reach.chords[rank]!);
      }
      classes[cell * 4 + ABSENT] = UNKNOWN;
    }
    return classes;
  }
}

class SourcePlaces {
  entry = new Uint16Array(0);
  xyz = new Float64Array(0);

  private grow(id: number) {
    if (id < this.entry.length) return;
    const size = Math.max(1024, 2 ** Math.ceil(Math.log2(id + 1)));
    const entry = new Uint16Array(size).fill(ABSENT);
    entry.set(this.entry);
    const xyz = new Float64Array(size * 3).fill(NaN);
    xyz.set(this.xyz);
    this.entry = entry;
    this.xyz = xyz;
  }

  set(id: number, plan: number, earthOrNull: Earth | null, cells: Cells) {
    this.grow(id);
    // A hidden row (plan -1, decision 0018) is kept in the hidden cell without a position: known, and never visible.
    const earth = plan < 0 ? null : earthOrNull;
    const cell = plan < 0 ? HIDDEN_CELL : earth ? cells.of(earth) : NO_CELL;
    this.entry[id] = (cell << 2) | Math.min(Math.max(plan, 0), TOP_RANK);
    this.xyz[id * 3] = earth ? earth.x : NaN;
    this.xyz[id * 3 + 1] = earth ? earth.y : NaN;
    this.xyz[id * 3 + 2] = earth ? earth.z : NaN;
  }

  remove(id: number) {
    if (id < this.entry.length) this.entry[id] = ABSENT;
  }

  /** The entry of an id (ABSENT beyond the arrays). */
  at(id: number): number {
    return id < this.entry.length ? this.entry[id]! : ABSENT;
  }
}

/** An entry's class; a cell made after the classes were taken (or the overflow cell) gets the exact check. */
function classOf(at: ViewerClasses, entry: number): number {
  if (entry < at.classes.length) return at.classes[entry]!;
  const rank = entry & 3;
  return rank === ABSENT ? UNKNOWN : at.reach.unlimited[rank] ? INSIDE : CROSSED;
}

export interface ChunkCount {
  visible: number;
  /** Ids matched but not (yet) known to the index: rows written after its last refresh. */
  unknown: number[];
}

/** A viewer's classed cells and the exact rule for rows of crossed cells. */
export interface ViewerClasses {
  viewer: Earth;
  reach: PlanReach;
  classes: Uint8Array;
}

/** Where distances are measured from, with each cell's lower bound from there. */
export interface Origin {
  earth: Earth;
  lower: Float64Array;
}

export function visibilityIndex() {
  let sources = new Map<number, SourcePlaces>();
  let cells = new Cells();
  const of = (source: number) => {
    let places = sources.get(source);
    if (!places) sources.set(source, (places = new SourcePlaces()));
    return places;
  };

  /** The exact rule for a row of a crossed cell (its plan has a radius). */
  function exactlyVisible(places: SourcePlaces, id: number, entry: number, at: ViewerClasses): boolean {
    const { xyz } = places;
    const { viewer, reach } = at;
    // NaN (no position) compares false: only an unlimited plan shows a row without a position.
    const limit = reach.chords[entry & 3]!;
    return chord(xyz[id * 3]!, xyz[id * 3 + 1]!, xyz[id * 3 + 2]!, viewer.x, viewer.y, viewer.z) <= limit;
  }

  return {
    set(source: number, id: number, plan: number, earth: Earth | null) {
      of(source).set(id, plan, earth, cells);
    },
    remove(source: number, id: number) {
      of(source).remove(id);
    },
    clear(source?: number) {
      if (source !== undefined) {
        sources.delete(source);
        return;
      }
      sources = new Map();
      cells = new Cells();
    },

    /**
     * Loads rows packed by PostgreSQL as `int8send(id) || int2send(plan) || float8send(x) || float8send(y) ||
     * float8send(z)` (34 bytes a row; NaN coordinates for a row without a position).
     */
    load(source: number, packed: Buffer) {
      const places = of(source);
      for (let at = 0; at + 34 <= packed.length; at += 34) {
        const id = Number(packed.readBigInt64BE(at));
        const x = packed.readDoubleBE(at + 10);
        places.set(
          id,
          packed.readInt16BE(at + 8),
          Number.isNaN(x) ? null : { x, y: packed.readDoubleBE(at + 18), z: packed.readDoubleBE(at + 26) },
          cells,
        );
      }
    },

    /** Classes every cell for one viewer (once per search). */
    classify(viewer: Earth, reach: PlanReach): ViewerClasses {
      return { viewer, reach, classes: cells.classes(viewer, reach) };
    },

    /**
     * How many rows of one postings chunk (its bit string as sent by `varbit_send`: a 4-byte length, then the bits,
     * first id in the high bit) the viewer may see.
     */
    countChunk(source: number, chunk: number, bits: Buffer, at: ViewerClasses): ChunkCount {
      const places = of(source);
      const { entry } = places;
      const { classes } = at;
      const entries = entry.length;
      const classed = classes.length;
      const base = chunk * CHUNK_BITS;
      const unknown: number[] = [];
      let visible = 0;
      // Four bytes at a time (most words of a chunk hold few matches or none). Per set bit: its entry, then its class;
      // OUTSIDE (0) and INSIDE (1) add their own value, and only rows of crossed cells are checked exactly.
      for (let byte = 4; byte < bits.length; byte += 4) {
        let word = (bits[byte]! << 24) | ((bits[byte + 1] ?? 0) << 16) | ((bits[byte + 2] ?? 0) << 8) | (bits[byte + 3] ?? 0);
        const first = base + (byte - 4) * 8;
        while (word !== 0) {
          const k = Math.clz32(word);
          word &= ~(0x80000000 >>> k);
          const id = first + k;
          const e = id < entries ? entry[id]! : ABSENT;
          const cls = e < classed ? classes[e]! : classOf(at, e);
          if (cls <= INSIDE) visible += cls;
          else if (cls === CROSSED) {
            if (exactlyVisible(places, id, e, at)) visible++;
          } else unknown.push(id);
        }
      }
      return { visible, unknown };
    },

    /** Distances from `earth` are to be measured: each cell's lower bound is taken once. */
    origin(earth: Earth): Origin {
      return { earth, lower: cells.lowerBounds(earth) };
    },

    /**
     * `countChunk` and the first level's rows in one walk over the chunk's matches: every visible match is counted, and
     * those also in `first` (the level's bits, a subset of `bits`; the same buffer when the level holds every match)
     * are offered to `into` with their chord from `from` (Infinity without a position, and for every row without an
     * origin): PostgreSQL's `earth <-> point` step for step. Rows of a cell that lies wholly beyond the worst row kept
     * are not measured. `offered` is false when a first-level id is not known to the index (written after its last
     * refresh): the caller then reads that level's rows instead.
     */
    countAndOfferChunk(
      source: number,
      chunk: number,
      bits: Buffer,
      first: Buffer,
      at: ViewerClasses,
      from: Origin | null,
      into: NearestRows,
    ): ChunkCount & { offered: boolean } {
      const places = of(source);
      const { entry, xyz } = places;
      const { classes } = at;
      const entries = entry.length;
      const classed = classes.length;
      const lower = from?.lower;
      const base = chunk * CHUNK_BITS;
      const whole = first === bits;
      const unknown: number[] = [];
      let visible = 0;
      let offered = true;
      // The walk of `countChunk`, written out again: through a shared walker calling back per bit, it was slower.
      for (let byte = 4; byte < bits.length; byte += 4) {
        let word = (bits[byte]! << 24) | ((bits[byte + 1] ?? 0) << 16) | ((bits[byte + 2] ?? 0) << 8) | (bits[byte + 3] ?? 0);
        if (word === 0) continue;
        const level = whole
          ? word
          : (first[byte]! << 24) | ((first[byte + 1] ?? 0) << 16) | ((first[byte + 2] ?? 0) << 8) | (first[byte + 3] ?? 0);
        const firstId = base + (byte - 4) * 8;
        while (word !== 0) {
          const k = Math.clz32(word);
          const bit = 0x80000000 >>> k;
          word &= ~bit;
          const id = firstId + k;
          const e = id < entries ? entry[id]! : ABSENT;
          const cls = e < classed ? classes[e]! : classOf(at, e);
          if (cls === OUTSIDE) continue;
          if (cls === UNKNOWN) {
            unknown.push(id);
            if (level & bit) offered = false;
            continue;
          }
          if (cls === CROSSED && !exactlyVisible(places, id, e, at)) continue;
          visible++;
          if ((level & bit) === 0) continue;
          const cell = e >> 2;
          const placed = cell !== NO_CELL;
          if (lower && placed && cell < lower.length && lower[cell]! > into.bound) continue;
          const distance =
            from && placed ? chord(xyz[id * 3]!, xyz[id * 3 + 1]!, xyz[id * 3 + 2]!, from.earth.x, from.earth.y, from.earth.z) : Infinity;
          if (distance <= into.bound) into.offer(distance, source, id);
        }
      }
      return { visible, unknown, offered };
    },

    /** Whether one row is visible (false for an unknown id). */
    isVisible(source: number, id: number, at: ViewerClasses): boolean {
      const places = of(source);
      const e = places.at(id);
      const cls = classOf(at, e);
      return cls === INSIDE || (cls === CROSSED && exactlyVisible(places, id, e, at));
    },

    known(source: number, id: number): boolean {
      return (of(source).at(id) & 3) !== ABSENT;
    },

    /** Bytes held: each source's arrays (sized to its largest id, rounded up to a power of two) and the cells. */
    memoryBytes(): number {
      let bytes = cells.memoryBytes();
      for (const places of sources.values()) bytes += places.entry.byteLength + places.xyz.byteLength;
      return bytes;
    },
  };
}
