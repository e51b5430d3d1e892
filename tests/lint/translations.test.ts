// Every message the code writes out with t('…') or msg('…') has a translation in each language's file, with the
// same placeholders, and no file keeps translations nothing uses (decision 0024).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectMessages, idCollisions, translationProblems } from '../../build/i18n-check';
import { TRANSLATED_LANGUAGES, readCatalog } from '../../build/i18n-messages';

const root = path.resolve(import.meta.dirname, '../..');
const messages = collectMessages(root);

describe('translations', () => {
  it('finds the messages of the web app, the shared code and the server', () => {
    expect(messages.get('Theme updated')).toMatch(/^src\/web\//);
    expect(messages.get('Please sign in to continue.')).toMatch(/^src\/server\//);
  });

  for (const language of TRANSLATED_LANGUAGES) {
    it(`${language}.json translates every message and nothing else`, () => {
      expect(translationProblems(messages, readCatalog(language))).toEqual([]);
    });
  }

  it('reports a missing translation, a wrong placeholder and an unused entry', () => {
    const used = new Map([
      ['Saved', 'a.tsx:1'],
      ['Hello {name}', 'a.tsx:2'],
    ]);
    expect(translationProblems(used, { 'Hello {name}': 'Báwo ni {orukọ}', Old: 'Àtijọ́' })).toEqual([
      'missing: "Saved" (a.tsx:1)',
      'placeholders {orukọ} instead of {name}: "Hello {name}"',
      'unused: "Old"',
    ]);
  });

  it('gives every message its own id', () => {
    expect(idCollisions(messages.keys())).toEqual([]);
  });
});
