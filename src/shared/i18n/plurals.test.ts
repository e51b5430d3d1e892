import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { withPluralsAsSelects, withPluralValues } from './plurals';

describe('plurals', () => {
  it('compiles a plural into a select on the exact value, then on the form, with "#" as the written count', () => {
    expect(
      withPluralsAsSelects(compileMessage('{n, plural, =0 {none} one {# pick} other {{g, select, a {# of {name}} other {# more}}}}')),
    ).toEqual([
      [
        'n#exact',
        'select',
        {
          0: ['none'],
          other: [
            [
              'n#form',
              'select',
              { one: [['n#'], ' pick'], other: [['g', 'select', { a: [['n#'], ' of ', ['name']], other: [['n#'], ' more'] }]] },
            ],
          ],
        },
      ],
    ]);
    expect(withPluralsAsSelects(compileMessage('Item #{id}'))).toEqual(compileMessage('Item #{id}'));
  });

  it('gives each number its exact value, its form and its count written as LocalHub writes numbers', () => {
    expect(withPluralValues({ count: 1234, q: 'tailor' })).toEqual({
      count: 1234,
      'count#': '1,234',
      'count#exact': '1234',
      'count#form': 'other',
      q: 'tailor',
    });
    expect(withPluralValues({ count: 1 })).toMatchObject({ 'count#form': 'one' });
  });
});
