import { describe, expect, it } from 'vitest';
import { normalizePhone, whatsappNumber } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+234 (803) 123-4567', '+2348031234567'],
    ['+234 0803 123 4567', '+2348031234567'],
    ['0701-234-5678', '+2347012345678'],
    ['01 234 5678', '+23412345678'],
    ['+233 24 123 4567', '+233241234567'],
  ])('%s → %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each(['', 'call me', '12', '+12', '0803-ABC-4567'])('refuses %j', (input) => expect(normalizePhone(input)).toBeNull());

  it('gives wa.me digits', () => expect(whatsappNumber('0803 123 4567')).toBe('2348031234567'));
});
