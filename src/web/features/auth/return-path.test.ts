import { describe, expect, it } from 'vitest';
import { returnPath, signInHref } from './return-path';

describe('returnPath', () => {
  it.each([
    [null, '/app'],
    ['', '/app'],
    ['/business/12#comments', '/business/12#comments'],
    ['/app/profession/3', '/app/profession/3'],
    ['//evil.example/phish', '/app'],
    ['https://evil.example', '/app'],
    ['/auth?redirect=/auth', '/app'],
    ['/\\evil.example/phish', '/app'],
    ['/\t/evil.example', '/app'],
    ['/app/search?q=tailor', '/app/search?q=tailor'],
  ])('%j → %s', (input, expected) => expect(returnPath(input)).toBe(expected));

  it('builds a link that comes back with the anchor', () => {
    expect(signInHref({ pathname: '/business/12', hash: '#comments' })).toBe('/auth?redirect=%2Fbusiness%2F12%23comments');
  });
});
