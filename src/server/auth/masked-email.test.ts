import { describe, expect, it } from 'vitest';
import { maskedEmail } from './masked-email';

describe('maskedEmail', () => {
  it('keeps the first character and the domain only', () => {
    expect(maskedEmail('ada.okafor@example.com')).toBe('a•••@example.com');
    expect(maskedEmail('a@example.ng')).toBe('a•••@example.ng');
  });

  it('shows nothing of something that is not an address', () => {
    expect(maskedEmail('no-at-sign')).toBe('•••');
    expect(maskedEmail('@example.com')).toBe('•••');
  });
});
