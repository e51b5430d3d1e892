// Every decision record opens with its date and status, and a long one with a five-line summary (issue 39, point 8),
// so a reader knows at once whether it still holds and what it says.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));

/** Words over which a record needs a summary at its top. */
const LONG_RECORD_WORDS = 1000;

/** The record's opening: everything before its first section heading. */
const opening = (text: string) => text.split(/^## /m)[0]!;

describe('decision records', () => {
  it('are found', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it.each(records)('$name opens with its title, its date and its status', ({ text }) => {
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# /);
    expect(lines[2]).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(lines[3]).toMatch(/^Status: (Accepted|Superseded by \d{4})\b/);
  });

  it.each(records)('$name names only records that exist as superseding it', ({ text }) => {
    const status = opening(text).match(/^Status: [^]*?(?:\n\n|$)/m)?.[0] ?? '';
    for (const [, number] of status.matchAll(/superseded by (\d{4})/gi)) {
      expect(records.some((record) => record.name.startsWith(`${number}-`))).toBe(true);
    }
  });

  it.each(records.filter(({ text }) => text.split(/\s+/).filter(Boolean).length > LONG_RECORD_WORDS))(
    '$name, over 1,000 words, has a summary at its top',
    ({ text }) => {
      const top = opening(text);
      const list = top.match(/^Summary:\n\n((?:- .+\n)+)/m);
      const paragraph = top.match(/^\*\*Summary\.\*\* /m);
      expect(list ?? paragraph).toBeTruthy();
      if (list) expect(list[1]!.trimEnd().split('\n')).toHaveLength(5);
    },
  );
});
