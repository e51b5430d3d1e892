import { describe, expect, it } from 'vitest';
import { isServedPoint } from '../../../shared/served-area';
import { CITIES } from './cities';
import { NEIGHBORHOODS } from './neighborhoods';

describe('the served area and the reference places', () => {
  it('holds every city and neighbourhood centre, so an area or city centre is always a position a pin could take', () => {
    expect(CITIES.filter((city) => !isServedPoint(city.latitude, city.longitude)).map((city) => city.name)).toEqual([]);
    const hoods = Object.values(NEIGHBORHOODS)
      .flat()
      .filter((hood) => hood.latitude !== null && hood.longitude !== null && !isServedPoint(hood.latitude, hood.longitude));
    expect(hoods.map((hood) => hood.name)).toEqual([]);
  });
});
