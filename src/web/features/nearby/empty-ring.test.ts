import { describe, expect, it } from 'vitest';
import { emptyRingReach, emptyRingReason } from './empty-ring';

describe('emptyRingReason', () => {
  it('names the plans that reach past the ring’s inner edge', () => {
    expect(emptyRingReason('local')).toBe('Try a wider distance ring or another city.');
    expect(emptyRingReason('regional')).toBe('Try a wider distance ring or another city.');
    // The sentence itself is compiled by the build's message plugin (see the e2e specs); here its facts.
    expect(emptyRingReach('local')).toBeNull();
    expect(emptyRingReach('regional')).toBeNull();
    expect(emptyRingReach('national')).toEqual({ farthestKm: 300, plans: ['premium', 'pro'] });
    expect(emptyRingReach('international')).toEqual({ farthestKm: 1500, plans: ['pro'] });
    expect(emptyRingReach('global')).toEqual({ farthestKm: 1500, plans: ['pro'] });
  });
});
