import { describe, expect, it } from 'vitest';
import { wordsAfterLastFiller, type QueryPart } from './classify-query';
import { endsWithFiller, lastWords, withoutLastWords, withoutSpan } from './query-place';

describe('a place in a query', () => {
  it('follows a filler of any language', () => {
    for (const before of [
      'tailor in ',
      'tailor near',
      'tailor for near ',
      'barber wey dey ',
      'télọ̀ ní ',
      'olùtúnṣe táyà nítòsí ',
      'Tailor AT ',
    ])
      expect(endsWithFiller(before), before).toBe(true);
    for (const before of ['', 'tailor ', 'electrician', 'ring']) expect(endsWithFiller(before), before).toBe(false);
  });

  it('is cut from the text, and unknown words at the end are taken as written', () => {
    expect(withoutSpan('tailor in yaba', 10, 14)).toBe('tailor in');
    expect(lastWords('Tailor in Zzz-qx', 2)).toBe('Zzz-qx');
    expect(withoutLastWords('tailor in zzzqx', 1)).toBe('tailor in');
    expect(lastWords('zzzqx', 3)).toBe('zzzqx');
  });

  it('is unknown only after a filler, after other words, and when only plain words follow', () => {
    const word = (w: string): QueryPart => ({ kind: 'word', tokens: [w] });
    const filler = (w: string): QueryPart => ({ kind: 'filler', tokens: [w] });
    const trade: QueryPart = { kind: 'trade', tokens: ['tailor'], types: ['profession_type:3'], nearTypes: [] };
    expect(wordsAfterLastFiller([trade, filler('in'), word('zzzqx')])).toEqual(['zzzqx']);
    expect(wordsAfterLastFiller([trade, filler('in'), word('zzz'), word('qx')])).toEqual(['zzz', 'qx']);
    expect(wordsAfterLastFiller([filler('in'), word('zzzqx')])).toEqual([]);
    expect(wordsAfterLastFiller([trade, word('zzzqx')])).toEqual([]);
    expect(wordsAfterLastFiller([word('ankara'), filler('in'), trade])).toEqual([]);
  });
});
