import { formatNumber } from '../number-format';
import type { MessageValues } from './msg';

/*
 * Plurals as LocalHub writes them (decision 0027). Lingui writes a plural with an Intl.NumberFormat for its count and
 * Intl.PluralRules for its form; a browser's first number formatter loads ICU's locale data in one long task, and
 * browsers have no plural rules for Yoruba, Igbo or Pidgin while the server does, so a page drawn by the server could
 * pick another form than the browser. The build compiles each plural into selects that t() answers itself: the
 * exact value ("=0"), then the form, "one" for 1 and "other" for every other count, in all five languages (the
 * translations give both forms), and the count written by our number format.
 */
const COUNT = '#';
const EXACT = '#exact';
const FORM = '#form';

type Cases = Record<string, unknown>;

/** A compiled message (Lingui's tokens) with each plural turned into selects on values that t() fills in. */
export function withPluralsAsSelects(tokens: unknown, counted: string | null = null): unknown {
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token: unknown) => {
    if (token === '#' && counted !== null) return [counted + COUNT];
    if (!Array.isArray(token)) return token;
    const [name, type, cases] = token as [string, string?, Cases?];
    if (type === 'select' && cases) return [name, type, mapCases(cases, counted)];
    if (type !== 'plural' || !cases) {
      if (type === 'selectordinal') throw new Error(`Ordinal plurals are not supported: ${name}`);
      return token;
    }
    const { offset, ...choices } = cases;
    if (offset) throw new Error(`Plural offsets are not supported: ${name}`);
    const exact = Object.fromEntries(Object.entries(choices).filter(([key]) => /^\d+$/.test(key)));
    const forms = Object.fromEntries(Object.entries(choices).filter(([key]) => !/^\d+$/.test(key)));
    const byForm = [name + FORM, 'select', mapCases(forms, name)];
    if (Object.keys(exact).length === 0) return byForm;
    return [name + EXACT, 'select', { ...mapCases(exact, name), other: [byForm] }];
  });
}

const mapCases = (cases: Cases, counted: string | null): Cases =>
  Object.fromEntries(Object.entries(cases).map(([key, value]) => [key, withPluralsAsSelects(value, counted)]));

/** The values with what each number's plural needs: `{ count: 1200 }` → also the exact value, the form and "1,200". */
export function withPluralValues(values: MessageValues | undefined): MessageValues | undefined {
  if (!values) return values;
  const filled: MessageValues = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const count = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;
    if (count === null) continue;
    filled[name + COUNT] = formatNumber(count);
    filled[name + EXACT] = String(count);
    filled[name + FORM] = count === 1 ? 'one' : 'other';
  }
  return filled;
}
