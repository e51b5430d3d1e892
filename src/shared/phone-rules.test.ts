import { describe, expect, it } from 'vitest';
import { checkAccountPhone } from './phone-rules';

const NIGERIA = ['234'];

describe('checkAccountPhone', () => {
  it.each(['08031234567', '0803 123 4567', '+234 803 123 4567', '2348031234567', '+234 0803 123 4567'])(
    'reads %s as +2348031234567',
    (input) => expect(checkAccountPhone(input, NIGERIA)).toEqual({ ok: true, phone: '+2348031234567' }),
  );

  it.each([
    ['call me', 'invalid'],
    ['12', 'invalid'],
    ['01 234 5678', 'landline'],
    ['0700 123 4567', 'premium'],
    ['0800 123 4567', 'premium'],
    ['+233 24 123 4567', 'foreign'],
  ])('refuses %s (%s)', (input, rule) => expect(checkAccountPhone(input, NIGERIA)).toEqual({ ok: false, rule }));

  it('accepts another country when it is allowed', () =>
    expect(checkAccountPhone('+233 24 123 4567', ['234', '233'])).toEqual({ ok: true, phone: '+233241234567' }));
});
