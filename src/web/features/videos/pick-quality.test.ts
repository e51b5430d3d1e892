import { describe, expect, it } from 'vitest';
import { pickRendition } from './pick-quality';

const renditions = [240, 360, 720].map((height) => ({ height, width: Math.round((height * 16) / 9), url: `/${height}`, bytes: 1 }));

describe('pickRendition (Auto quality)', () => {
  it('takes 240p with Data Saver or on 2G, and 360p on 3G', () => {
    expect(pickRendition(renditions, 720, 2, { saveData: true })?.height).toBe(240);
    expect(pickRendition(renditions, 720, 2, { effectiveType: '2g' })?.height).toBe(240);
    expect(pickRendition(renditions, 720, 2, { effectiveType: '3g' })?.height).toBe(360);
  });

  it('otherwise takes the smallest rendition that fills the player, or the largest', () => {
    expect(pickRendition(renditions, 200, 1, { effectiveType: '4g' })?.height).toBe(240);
    expect(pickRendition(renditions, 300, 1)?.height).toBe(360);
    expect(pickRendition(renditions, 300, 2)?.height).toBe(720);
    expect(pickRendition(renditions.slice(0, 2), 600, 2)?.height).toBe(360);
    expect(pickRendition([], 300, 1)).toBeUndefined();
  });
});
