/**
 * Where an exact position (a pin, "Use my location") may lie: on the land of a country LocalHub lists (the
 * `countries` reference table: Nigeria, Ghana, Benin, Cameroon) or in its coastal waters. A point out in the Gulf of
 * Guinea, on another continent or outside the world is refused (docs/decisions/0029-place-precision.md).
 *
 * Each country is a simplified outline, [latitude, longitude] corners in order. On the coast the outline runs about
 * 0.2° (≈ 22 km, the 12-nautical-mile territorial sea) out to sea; on land borders it errs outwards by a few km, as
 * the cities next to a border must never be refused. Neighbouring outlines overlap where two served countries meet.
 */
export type Outline = ReadonlyArray<readonly [lat: number, lng: number]>;

export const SERVED_OUTLINES: Readonly<Record<'NG' | 'GH' | 'BJ' | 'CM', Outline>> = {
  NG: [
    // The coast, west to east, then the borders with Cameroon, Niger and Benin.
    [6.15, 2.6],
    [6.2, 3.4],
    [6.22, 4.05],
    [6.05, 4.55],
    [5.8, 4.85],
    [5.55, 5.0],
    [5.4, 5.1],
    [5.15, 5.25],
    [4.9, 5.35],
    [4.55, 5.5],
    [4.3, 5.75],
    [4.1, 6.05],
    [4.08, 6.3],
    [4.12, 6.7],
    [4.2, 7.15],
    [4.28, 7.55],
    [4.33, 8.0],
    [4.38, 8.35],
    [4.4, 8.6],
    [5.5, 9.6],
    [6.5, 11.8],
    [8.0, 12.6],
    [9.2, 13.3],
    [10.3, 14.2],
    [11.5, 14.7],
    [12.4, 14.9],
    [13.3, 14.2],
    [13.9, 13.6],
    [13.55, 12.6],
    [13.45, 11.2],
    [13.35, 10.0],
    [13.3, 8.6],
    [13.35, 7.6],
    [13.55, 6.5],
    [14.05, 5.3],
    [13.95, 4.6],
    [13.6, 4.1],
    [12.7, 3.7],
    [11.7, 3.45],
    [10.0, 3.4],
    [9.1, 2.6],
    [7.0, 2.6],
  ],
  GH: [
    [4.9, -3.15],
    [4.5, -2.1],
    [4.7, -1.7],
    [4.9, -1.2],
    [5.15, -0.6],
    [5.33, -0.2],
    [5.42, 0.05],
    [5.58, 0.6],
    [5.7, 1.0],
    [5.95, 1.2],
    [6.15, 1.22],
    [7.0, 0.75],
    [8.5, 0.75],
    [9.5, 0.6],
    [10.5, 0.5],
    [11.25, 0.15],
    [11.3, -0.7],
    [11.2, -2.95],
    [9.5, -2.95],
    [8.0, -2.75],
    [7.0, -3.3],
    [5.2, -3.3],
  ],
  BJ: [
    [6.05, 1.62],
    [6.1, 2.1],
    [6.15, 2.6],
    [7.0, 2.8],
    [9.1, 2.8],
    [10.0, 3.7],
    [11.7, 3.75],
    [12.6, 2.9],
    [12.2, 2.0],
    [11.5, 1.3],
    [11.1, 0.75],
    [10.0, 1.2],
    [9.2, 1.45],
    [8.0, 1.5],
    [7.0, 1.45],
    [6.3, 1.5],
  ],
  CM: [
    [4.35, 8.6],
    [4.05, 8.85],
    [3.85, 9.1],
    [3.7, 9.45],
    [2.9, 9.7],
    [2.3, 9.6],
    [2.1, 9.6],
    [2.1, 11.35],
    [2.1, 13.3],
    [1.6, 16.1],
    [2.3, 16.3],
    [3.5, 15.3],
    [5.0, 14.9],
    [6.2, 14.8],
    [7.2, 15.7],
    [7.7, 15.7],
    [8.3, 15.4],
    [9.0, 14.5],
    [9.9, 15.5],
    [11.0, 15.3],
    [12.1, 15.25],
    [13.2, 14.6],
    [13.2, 14.0],
    [12.0, 14.0],
    [10.5, 13.2],
    [9.0, 12.6],
    [7.0, 11.3],
    [6.0, 9.8],
    [5.0, 8.8],
  ],
};

/** Ray casting on the plane of degrees: fine at these sizes, far from the poles and the antimeridian. */
function inside(outline: Outline, lat: number, lng: number): boolean {
  let within = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [latI, lngI] = outline[i]!;
    const [latJ, lngJ] = outline[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) within = !within;
  }
  return within;
}

/** True when an exact position lies in a served country or its coastal waters. */
export function isServedPoint(lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  return Object.values(SERVED_OUTLINES).some((outline) => inside(outline, lat, lng));
}
