/**
 * Where every searchable row is and whose plan places it, held in memory by each server process, so that a search's
 * tab counts apply the visibility rule (migration 0017 `plan_visible`) to every match in microseconds instead of a
 * heap visit per match (docs/decisions/0005-search.md, "Tab counts"). The matches arrive as the word bitmaps of
 * `search_postings` (one bit per id); this index answers, per set bit, whether the viewer may see that row.
 *
 * The arithmetic is PostgreSQL's, step for step: `cube_distance` of two points is the square root of the summed
 * squared coordinate differences, compared with `gc_chord(radius)`; coordinates and chords come from PostgreSQL as
 * float8, so the answer is the same bit for bit as the SQL rule's.
 */

/** Bits per postings chunk (migration 0010 CHUNK_BITS). */
const CHUNK_BITS = 16384;
/** Plan rank stored for an id without a row. */
const ABSENT = 255;
const PRO = 2;

export interface Earth {
  x: number;
  y: number;
  z: number;
}

/** The chords of the Free and Premium radii (`gc_chord(300000)`, `gc_chord(1500000)`), from PostgreSQL. */
export interface PlanChords {
  free: number;
  premium: number;
}

class SourcePlaces {
  plan = new Uint8Array(0).fill(ABSENT);
  xyz = new Float64Array(0);

  private grow(id: number) {
    if (id < this.plan.length) return;
    const size = Math.max(1024, 2 ** Math.ceil(Math.log2(id + 1)));
    const plan = new Uint8Array(size).fill(ABSENT);
    plan.set(this.plan);
    const xyz = new Float64Array(size * 3).fill(NaN);
    xyz.set(this.xyz);
    this.plan = plan;
    this.xyz = xyz;
  }

  set(id: number, plan: number, earth: Earth | null) {
    this.grow(id);
    this.plan[id] = plan;
    this.xyz[id * 3] = earth ? earth.x : NaN;
    this.xyz[id * 3 + 1] = earth ? earth.y : NaN;
    this.xyz[id * 3 + 2] = earth ? earth.z : NaN;
  }

  remove(id: number) {
    if (id < this.plan.length) this.plan[id] = ABSENT;
  }
}

/** The rule for a known row: Pro everywhere, else within its plan's chord; NaN (no position) compares false. */
function rankVisible(rank: number, xyz: Float64Array, id: number, viewer: Earth, chords: PlanChords): boolean {
  if (rank >= PRO) return true;
  const dx = xyz[id * 3]! - viewer.x;
  const dy = xyz[id * 3 + 1]! - viewer.y;
  const dz = xyz[id * 3 + 2]! - viewer.z;
  return Math.sqrt(dx * dx + dy * dy + dz * dz) <= (rank === 0 ? chords.free : chords.premium);
}

export interface ChunkCount {
  visible: number;
  /** Ids matched but not (yet) known to the index: rows written after its last refresh. */
  unknown: number[];
}

export function visibilityIndex() {
  let sources = new Map<number, SourcePlaces>();
  const of = (source: number) => {
    let places = sources.get(source);
    if (!places) sources.set(source, (places = new SourcePlaces()));
    return places;
  };

  return {
    set(source: number, id: number, plan: number, earth: Earth | null) {
      of(source).set(id, plan, earth);
    },
    remove(source: number, id: number) {
      of(source).remove(id);
    },
    clear(source?: number) {
      if (source === undefined) sources = new Map();
      else sources.delete(source);
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
        );
      }
    },

    /**
     * How many rows of one postings chunk (its bit string as sent by `varbit_send`: a 4-byte length, then the bits,
     * first id in the high bit) the viewer may see.
     */
    countChunk(source: number, chunk: number, bits: Buffer, viewer: Earth, chords: PlanChords): ChunkCount {
      const places = of(source);
      const { plan, xyz } = places;
      const base = chunk * CHUNK_BITS;
      const unknown: number[] = [];
      let visible = 0;
      const free = chords.free;
      const premium = chords.premium;
      const { x: vx, y: vy, z: vz } = viewer;
      // 32 bits at a time, set bits found with clz32; the check is rankVisible's, inlined (this loop runs per match).
      const end = bits.length - ((bits.length - 4) % 4);
      for (let at = 4; at < end; at += 4) {
        let word = bits.readUInt32BE(at);
        if (word === 0) continue;
        const first = base + (at - 4) * 8;
        while (word !== 0) {
          const k = Math.clz32(word);
          word = (word & ~(0x80000000 >>> k)) >>> 0;
          const id = first + k;
          const rank = id < plan.length ? plan[id]! : ABSENT;
          if (rank === ABSENT) {
            unknown.push(id);
          } else if (rank >= PRO) {
            visible++;
          } else {
            const dx = xyz[id * 3]! - vx;
            const dy = xyz[id * 3 + 1]! - vy;
            const dz = xyz[id * 3 + 2]! - vz;
            if (Math.sqrt(dx * dx + dy * dy + dz * dz) <= (rank === 0 ? free : premium)) visible++;
          }
        }
      }
      for (let byte = end; byte < bits.length; byte++) {
        for (let k = 0; k < 8; k++) {
          if ((bits[byte]! & (0x80 >> k)) === 0) continue;
          const id = base + (byte - 4) * 8 + k;
          const rank = id < plan.length ? plan[id]! : ABSENT;
          if (rank === ABSENT) unknown.push(id);
          else if (rankVisible(rank, xyz, id, viewer, chords)) visible++;
        }
      }
      return { visible, unknown };
    },

    /** Whether one known row is visible (false for an unknown id). */
    isVisible(source: number, id: number, viewer: Earth, chords: PlanChords): boolean {
      const { plan, xyz } = of(source);
      const rank = id < plan.length ? plan[id]! : ABSENT;
      return rank !== ABSENT && rankVisible(rank, xyz, id, viewer, chords);
    },

    known(source: number, id: number): boolean {
      const { plan } = of(source);
      return id < plan.length && plan[id] !== ABSENT;
    },
  };
}

export type VisibilityIndex = ReturnType<typeof visibilityIndex>;
