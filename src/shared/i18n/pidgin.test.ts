// Pidgin reads as Pidgin: a message whose translation is the English text must be on the reviewed list
// pidgin-same-as-english.json, with its reason, and that list names only messages that exist and are kept as in
// English (issue 37, point 5).
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../../build/i18n-messages';
import { sameAsEnglish, sameAsEnglishProblems } from '../../../build/i18n-untranslated';
import kept from './pidgin-same-as-english.json';

describe('Pidgin', () => {
  it('translates every message but those on its reviewed same-as-English list, and the list is true', () => {
    // tests/lint/translations.test.ts keeps the catalog to the messages the code uses.
    expect(sameAsEnglishProblems(readCatalog('pcm'), kept)).toEqual([]);
  });

  it('takes capitals and spacing for the English, and names each offending message', () => {
    expect(sameAsEnglish('Fashion & Tailoring', 'Fashion &  tailoring')).toBe(true);
    expect(sameAsEnglish('My Business', 'Your business')).toBe(false);
    const catalog = { Feed: 'Feed', 'My Business': 'Your business', '{distance} km': '{distance} km', January: 'January' };
    expect(
      sameAsEnglishProblems(catalog, {
        '{distance} km': 'placeholder-only',
        'My Business': 'loanword',
        Gone: 'loanword',
        January: 'because',
      }),
    ).toEqual([
      'same as English, not on the list: "Feed"',
      'listed but translated: "My Business"',
      'listed but no such message: "Gone"',
      'unknown reason "because": "January"',
    ]);
  });
});
