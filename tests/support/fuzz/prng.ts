/** A small seeded pseudo-random generator (mulberry32), so a fuzz run is repeated exactly from its seed. */
export interface Prng {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

export function prng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => {
      if (list.length === 0) throw new Error('prng.pick: empty list');
      return list[int(0, list.length - 1)];
    },
    chance: (probability) => next() < probability,
  };
}

/**
 * A seed for one label under a run's seed (FNV-1a over both), so each operation's requests depend only on the run's
 * seed and the operation, not on which operations ran before it.
 */
export function seedFor(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of label) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
