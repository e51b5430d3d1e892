// Every business and profession type reads in each language's own words, never as the English (issue 37, point 5).
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LANGUAGES, readCatalog } from '../../../../build/i18n-messages';
import { sameAsEnglish } from '../../../../build/i18n-untranslated';
import { BUSINESS_TYPES, PROFESSION_TYPES } from './listing-types';

describe('listing type names', () => {
  for (const language of TRANSLATED_LANGUAGES) {
    it(`are translated into ${language}`, () => {
      const catalog = readCatalog(language);
      const english = [...BUSINESS_TYPES, ...PROFESSION_TYPES].map((type) => type.name);
      expect(english.filter((name) => !catalog[name] || sameAsEnglish(name, catalog[name]))).toEqual([]);
    });
  }
});
