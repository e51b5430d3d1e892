import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, pickLanguage } from './languages';

describe('choosing a language from what a browser says', () => {
  it('orders Accept-Language by quality, then by position, and drops q=0', () => {
    expect(acceptLanguageTags('en;q=0.5, yo-NG, ha;q=0.8, ig;q=0')).toEqual(['yo-NG', 'ha', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
  it('takes the first tag we speak, by its primary subtag', () => {
    expect(pickLanguage(['fr-FR', 'ig-NG', 'en'])).toBe('ig');
    expect(pickLanguage(['PCM'])).toBe('pcm');
    expect(pickLanguage(['fr', 'de'])).toBeNull();
  });
});
