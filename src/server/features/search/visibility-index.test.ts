import { describe, expect, it } from 'vitest';
import type { Earth } from '../visibility/visibility';
import { visibilityIndex } from './visibility-index';

const R = 6378168;
const earth = (lat: number, lng: number): Earth => {
  const a = (lat * Math.PI) / 180;
  const b = (lng * Math.PI) / 180;
  return { x: R * Math.cos(a) * Math.cos(b), y: R * Math.cos(a) * Math.sin(b), z: R * Math.sin(a) };
};
const reach = {
  chords: [2 * R * Math.sin(300_000 / R / 2), 2 * R * Math.sin(1_500_000 / R / 2), Infinity],
  unlimited: [false, false, true],
};
const LAGOS = earth(6.45, 3.4);
const KANO = earth(12, 8.5);

/** `varbit_send` of `length` bits with the given ones set (first id in the high bit). */
function bitString(length: number, ones: number[]): Buffer {
  const bits = Buffer.alloc(4 + Math.ceil(length / 8));
  bits.writeInt32BE(length, 0);
  for (const one of ones) bits[4 + (one >> 3)]! |= 0x80 >> (one & 7);
  return bits;
}

describe('visibility index counts', () => {
  it('reads every bit of a string whose length is not a multiple of 32, in order, and lists unknown ids', () => {
    const index = visibilityIndex();
    index.set(1, 0, 0, LAGOS); // Free, near: visible
    index.set(1, 31, 0, KANO); // Free, about 850 km away: not visible
    index.set(1, 32, 1, KANO); // Premium, within 1,500 km: visible
    index.set(1, 39, 2, null); // Pro without a position: visible
    const at = index.classify(LAGOS, reach);
    expect(index.countChunk(1, 0, bitString(45, [0, 31, 32, 39, 44]), at)).toEqual({ visible: 3, unknown: [44] });
    expect(index.countChunk(1, 0, bitString(45, []), at)).toEqual({ visible: 0, unknown: [] });
  });

  it('numbers the ids of a later chunk from its start', () => {
    const index = visibilityIndex();
    index.set(2, 16384 + 7, 0, LAGOS);
    const at = index.classify(LAGOS, reach);
    expect(index.countChunk(2, 1, bitString(16384, [7, 8]), at)).toEqual({ visible: 1, unknown: [16384 + 8] });
  });
});
