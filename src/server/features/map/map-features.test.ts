import { describe, expect, it } from 'vitest';
import { MAP_MAX_FEATURES, MAP_STREET_ZOOM } from '../../../shared/map';
import { planFeatures } from './map-features';

const cells = (...counts: number[]) => counts.map((count, i) => ({ cx: i, cy: 0, count }));
const features = (plan: ReturnType<typeof planFeatures>) => plan.clusters.length + plan.markers.reduce((sum, c) => sum + c.count, 0);

describe('planFeatures', () => {
  it('opens small cells below street level and keeps the others as clusters', () => {
    const plan = planFeatures(cells(1, 3, 4, 500), 10);
    expect(plan.markers.map((c) => c.count)).toEqual([1, 3]);
    expect(plan.clusters.map((c) => c.count)).toEqual([4, 500]);
  });

  it('opens every cell at street level while the cap allows, smallest first', () => {
    expect(planFeatures(cells(5, 40, 100), MAP_STREET_ZOOM).clusters).toEqual([]);
    const dense = planFeatures(cells(...Array.from({ length: 289 }, () => 2)), MAP_STREET_ZOOM);
    expect(features(dense)).toBeLessThanOrEqual(MAP_MAX_FEATURES);
    expect(dense.markers.length).toBe(MAP_MAX_FEATURES - 289);
  });

  it('never passes the cap', () => {
    for (const zoom of [6, 12, MAP_STREET_ZOOM, 19]) {
      expect(features(planFeatures(cells(...Array.from({ length: 289 }, (_, i) => 1 + (i % 5))), zoom))).toBeLessThanOrEqual(
        MAP_MAX_FEATURES,
      );
    }
  });
});
