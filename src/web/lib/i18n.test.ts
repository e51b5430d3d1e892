import { describe, expect, it } from 'vitest';
import hausa from '../../shared/i18n/locales/ha.json';
import igbo from '../../shared/i18n/locales/ig.json';
import pidgin from '../../shared/i18n/locales/pcm.json';
import yoruba from '../../shared/i18n/locales/yo.json';
import { activateLanguage, t } from './i18n';

const CATALOGS = { ha: hausa, ig: igbo, pcm: pidgin, yo: yoruba } as Record<'ha' | 'ig' | 'pcm' | 'yo', Record<string, string>>;

describe('t', () => {
  it('writes plurals in English and in every translation without Intl', async () => {
    await activateLanguage('en');
    expect(t('{count, plural, one {# review} other {# reviews}}', { count: 1 })).toBe('1 review');
    expect(t('{count, plural, one {# review} other {# reviews}}', { count: 12500 })).toBe('12,500 reviews');
    const message = '{count, plural, one {# minute ago} other {# minutes ago}}';
    for (const language of ['pcm', 'yo', 'ha', 'ig'] as const) {
      await activateLanguage(language);
      const [, one, other] = /one \{([^}]*)\} other \{([^}]*)\}/.exec(CATALOGS[language][message]!)!;
      expect(t(message, { count: 1 })).toBe(one!.replace('#', '1'));
      expect(t(message, { count: 1500 })).toBe(other!.replace('#', '1,500'));
    }
    await activateLanguage('en');
  });
});
