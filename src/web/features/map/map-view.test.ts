import { describe, expect, it } from 'vitest';
import { sameView, startView } from './map-view';

describe('startView', () => {
  it('centres on the viewer at the opening zoom, wider than high on a wide map', () => {
    const [west, south, east, north] = startView({ lat: 6.5244, lng: 3.3792 }, 360, 500, 10)!.bbox;
    expect((west + east) / 2).toBeCloseTo(3.3792, 6);
    expect(east - west).toBeCloseTo((360 * 360) / (256 * 1024), 6);
    expect(south).toBeLessThan(6.5244);
    expect(north).toBeGreaterThan(6.5244);
    expect(north - south).toBeGreaterThan(east - west);
  });

  it('has no view without a size', () => {
    expect(startView({ lat: 6.5, lng: 3.4 }, 0, 500, 10)).toBeNull();
  });
});

describe('sameView', () => {
  const view = startView({ lat: 6.5244, lng: 3.3792 }, 360, 500, 10)!;
  it('takes a view a pixel away as the same, and another zoom or a pan as new', () => {
    const pixel = 360 / (256 * 1024);
    expect(sameView(view, { ...view, bbox: view.bbox.map((edge) => edge + pixel) as typeof view.bbox })).toBe(true);
    expect(sameView(view, { ...view, zoom: 11 })).toBe(false);
    expect(sameView(view, { ...view, bbox: view.bbox.map((edge) => edge + 0.01) as typeof view.bbox })).toBe(false);
  });
});
