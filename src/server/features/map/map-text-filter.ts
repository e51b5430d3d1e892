import { CHUNK_BITS } from '../../db/migrations/0010-search-words';
import type { ListingMatch } from './map-row-filter';

/**
 * A text filter from the search word bitmaps (`searchWords(db).bitmaps`): `sources[kind]` is the kind's source
 * number there. Each bitmap is `varbit_send` of one chunk: a 4-byte length, then the bits, first id in the high bit.
 */
export function matchingBitmaps(
  bitmaps: ReadonlyArray<{ source: number; chunk: number; bits: Buffer }>,
  sources: readonly number[],
): ListingMatch {
  const byKind = sources.map(() => new Map<number, Buffer>());
  for (const { source, chunk, bits } of bitmaps) byKind[sources.indexOf(source)]?.set(chunk, bits);
  return {
    has(kind, id) {
      const bits = byKind[kind]?.get(Math.floor(id / CHUNK_BITS));
      if (!bits) return false;
      const offset = id % CHUNK_BITS;
      return (bits[4 + (offset >> 3)]! & (0x80 >> (offset & 7))) !== 0;
    },
    forEach(kind, visit) {
      const chunks = [...(byKind[kind]?.entries() ?? [])].sort((a, b) => a[0] - b[0]);
      for (const [chunk, bits] of chunks) {
        const first = chunk * CHUNK_BITS;
        for (let at = 4; at < bits.length; at++) {
          const byte = bits[at]!;
          if (byte === 0) continue;
          for (let bit = 0; bit < 8; bit++) if (byte & (0x80 >> bit)) visit(first + (at - 4) * 8 + bit);
        }
      }
    },
  };
}
