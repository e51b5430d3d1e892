import { describe, expect, it } from 'vitest';
import { emptyRingReason } from './empty-ring';

describe('emptyRingReason', () => {
  it('names the plans that reach past the ring’s inner edge', () => {
    expect(emptyRingReason('local')).toBe('Try a wider distance ring or another city.');
    expect(emptyRingReason('regional')).toBe('Try a wider distance ring or another city.');
    expect(emptyRingReason('national')).toBe('Listings farther than 300 km show here when their owners have Premium or Pro.');
    expect(emptyRingReason('international')).toBe('Listings farther than 1,500 km show here when their owners have Pro.');
    expect(emptyRingReason('global')).toBe('Listings farther than 1,500 km show here when their owners have Pro.');
  });
});
