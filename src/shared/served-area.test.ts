import { describe, expect, it } from 'vitest';
import { isServedPoint } from './served-area';

describe('isServedPoint', () => {
  it.each([
    ['Lekki beach, a few hundred metres out', 6.41, 3.5],
    ['Bonny', 4.4516, 7.17],
    ['Bakassi', 4.62, 8.52],
    ['Kribi', 2.94, 9.91],
    ['Lake Chad shore at Baga', 13.11, 13.85],
  ])('keeps %s', (_, lat, lng) => expect(isServedPoint(lat, lng)).toBe(true));

  it.each([
    ['the sea 100 km south of Lagos', 5.5, 3.4],
    ['the Gulf of Guinea', 3.0, 6.0],
    ['the sea south of Calabar', 4.0, 8.0],
    ['Bioko (Equatorial Guinea)', 3.75, 8.78],
    ['null island', 0, 0],
    ['Niamey (Niger)', 13.51, 2.11],
    ['Johannesburg', -26.2, 28.04],
    ['Houston', 29.76, -95.37],
    ['not a number', Number.NaN, 3.4],
  ])('refuses %s', (_, lat, lng) => expect(isServedPoint(lat, lng)).toBe(false));
});
