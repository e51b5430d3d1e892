import { expect, it } from 'vitest';
import { dayTicks } from './day-ticks';

it('writes chart days day first, with the month named', () => {
  expect(dayTicks([Date.UTC(2026, 10, 3, 12) / 1000, Date.UTC(2026, 11, 25, 12) / 1000])).toEqual(['3 Nov', '25 Dec']);
});
