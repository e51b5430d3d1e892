import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, PROFESSION_TYPES } from '../../db/reference-data/listing-types';
import { BUSINESS_TYPE_WORDS, PROFESSION_TYPE_WORDS } from '../../db/reference-data/trade-synonyms';
import { classifyTokens, typesStartedBy } from './classify-query';
import { prepareVocabulary, vocabularyEntries } from './query-vocabulary';
import { pickWords } from './search-terms';

const vocabulary = prepareVocabulary(
  [
    { tokens: ['in'], types: [] },
    { tokens: ['near'], types: [] },
    { tokens: ['close', 'to'], types: [] },
    { tokens: ['wey', 'dey'], types: [] },
  ],
  [
    { tokens: ['tailor'], types: ['profession_type:3', 'business_type:6'] },
    { tokens: ['fashion', 'designer'], types: ['profession_type:4'] },
    { tokens: ['fashion'], types: ['business_type:6'] },
    { tokens: ['mama', 'put'], types: ['business_type:1'] },
    { tokens: ['mechanic'], types: ['profession_type:6'] },
  ],
);

describe('classifyTokens', () => {
  it('finds fillers, trade phrases (longest first) and plain words, left to right', () => {
    expect(classifyTokens(['fashion', 'designer', 'close', 'to', 'yaba'], vocabulary)).toEqual([
      { kind: 'trade', tokens: ['fashion', 'designer'], types: ['profession_type:4'], nearTypes: [] },
      { kind: 'filler', tokens: ['close', 'to'] },
      { kind: 'word', tokens: ['yaba'] },
    ]);
    // "close" alone is a word, not a filler.
    expect(classifyTokens(['close', 'mama', 'put'], vocabulary).map((part) => part.kind)).toEqual(['word', 'trade']);
  });

  it('forgives typos in trade phrases by word length, never in fillers', () => {
    expect(classifyTokens(['tailors'], vocabulary)).toEqual([
      { kind: 'trade', tokens: ['tailors'], types: [], nearTypes: ['profession_type:3', 'business_type:6'] },
    ]);
    expect(classifyTokens(['mecanic'], vocabulary)[0]).toMatchObject({ kind: 'trade', nearTypes: ['profession_type:6'] });
    // Below five letters no typo is forgiven.
    expect(classifyTokens(['mamma', 'pot'], vocabulary).map((part) => part.kind)).toEqual(['word', 'word']);
    expect(classifyTokens(['inn'], vocabulary).map((part) => part.kind)).toEqual(['word']);
  });
});

describe('pickWords', () => {
  it('leaves fillers out, and gives a phrase’s types to each of its words', () => {
    expect(pickWords(classifyTokens(['mama', 'put', 'wey', 'dey', 'yaba'], vocabulary))).toEqual([
      { word: 'mama', types: ['business_type:1'], nearTypes: [] },
      { word: 'put', types: ['business_type:1'], nearTypes: [] },
      { word: 'yaba', types: [], nearTypes: [] },
    ]);
  });

  it('keeps fillers when nothing else was typed', () => {
    expect(pickWords(classifyTokens(['in'], vocabulary))).toEqual([{ word: 'in', types: [], nearTypes: [] }]);
  });
});

describe('typesStartedBy', () => {
  it('completes the last word of a phrase: three letters at least for a first word', () => {
    expect(typesStartedBy(['tai'], vocabulary)).toEqual(['profession_type:3', 'business_type:6']);
    expect(typesStartedBy(['ta'], vocabulary)).toEqual([]);
    expect(typesStartedBy(['mama', 'p'], vocabulary)).toEqual(['business_type:1']);
    expect(typesStartedBy(['fashion', 'des'], vocabulary)).toEqual(['profession_type:4']);
  });
});

describe('the trade and filler reference data', () => {
  const normal = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .join(' ');

  it('names only types that exist, and every type has words', () => {
    expect(Object.keys(BUSINESS_TYPE_WORDS).filter((name) => !BUSINESS_TYPES.some((type) => type.name === name))).toEqual([]);
    expect(Object.keys(PROFESSION_TYPE_WORDS).filter((name) => !PROFESSION_TYPES.some((type) => type.name === name))).toEqual([]);
    expect(BUSINESS_TYPES.filter((type) => !BUSINESS_TYPE_WORDS[type.name]).map((type) => type.name)).toEqual([]);
    expect(PROFESSION_TYPES.filter((type) => !PROFESSION_TYPE_WORDS[type.name]).map((type) => type.name)).toEqual([]);
  });

  it('never uses a filler as a word for a type', () => {
    const entries = vocabularyEntries();
    const fillers = new Set(entries.filter((entry) => entry.kind === 'filler').map((entry) => normal(entry.phrase)));
    const clashes = entries.filter((entry) => entry.kind !== 'filler' && fillers.has(normal(entry.phrase)));
    expect(clashes).toEqual([]);
  });
});
