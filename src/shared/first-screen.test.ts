import { expect, it } from 'vitest';
import { mapSizeCookieValue, parseMapSize } from './first-screen';

it('reads a map size from its cookie, and nothing from anything else', () => {
  expect(parseMapSize('388x683')).toEqual({ width: 388, height: 683 });
  expect(parseMapSize('1216x600')).toEqual({ width: 1216, height: 600 });
  for (const value of [undefined, null, '', '388', '388x', 'x683', '388x683;', '-388x683', '38.8x683', '99x683', '388x4001', '99999x600'])
    expect(parseMapSize(value), String(value)).toBeNull();
});

it('writes a measured size in whole pixels, as it is read back', () => {
  expect(parseMapSize(mapSizeCookieValue({ width: 387.6, height: 683.2 }))).toEqual({ width: 388, height: 683 });
});
