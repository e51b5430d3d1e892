import { describe, expect, it } from 'vitest';
import { distanceText } from './distance-text';

describe('distanceText', () => {
  it('gives the distance from an exact point', () => {
    expect(distanceText(0.9, { precision: 'exact', name: null })).toEqual({ shown: '0.9 km', spoken: '0.9 km away' });
    expect(distanceText(12.34, null)).toEqual({ shown: '12.3 km', spoken: '12.3 km away' });
  });

  it('says where a centre is rather than a distance the point cannot back (decision 0029)', () => {
    expect(distanceText(0.9, { precision: 'area', name: 'Yaba' })).toEqual({ shown: 'in Yaba', spoken: 'in Yaba' });
    expect(distanceText(4, { precision: 'city', name: 'Lagos' })).toEqual({ shown: 'in Lagos', spoken: 'in Lagos' });
    expect(distanceText(120, { precision: 'state', name: 'Kano' }).shown).toBe('in Kano');
  });
});
