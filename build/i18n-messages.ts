import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../src/shared/i18n/languages';
import { messageId } from '../src/shared/i18n/message-id';
import { withPluralsAsSelects } from '../src/shared/i18n/plurals';

/** A `t('…')` or `msg('…')` call whose first argument is written out: the text and where that argument lies. */
export interface MessageCall {
  name: string;
  text: string;
  start: number;
  end: number;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The literal text of a string or expression-free template argument, else null. */
function literalText(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as Array<{ value: { cooked: string } }>)[0]?.value.cooked ?? null) as string | null;
  }
  return null;
}

/** Every call to one of `names` (a plain identifier) with a written-out first argument, in an ESTree program. */
export function findMessageCalls(program: unknown, names: readonly string[]): MessageCall[] {
  const calls: MessageCall[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const [first] = node.arguments as Node[];
      const name = callee.type === 'Identifier' ? (callee.name as string) : '';
      const text = first && names.includes(name) ? literalText(first) : null;
      if (text !== null) calls.push({ name, text, start: first.start, end: first.end });
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(program);
  return calls;
}

/** The translators' file of a language: English text → translation. English itself has none: the code is its source. */
export const catalogFile = (language: Exclude<Language, 'en'>) =>
  path.resolve(import.meta.dirname, '../src/shared/i18n/locales', `${language}.json`);

export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');

export function readCatalog(language: Exclude<Language, 'en'>): Record<string, string> {
  return JSON.parse(readFileSync(catalogFile(language), 'utf8')) as Record<string, string>;
}

/** A catalog as the app loads it: keyed by message id, each translation compiled; a colliding id is an error. */
export function compileCatalog(entries: Record<string, string>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  const sources = new Map<string, string>();
  for (const [english, translation] of Object.entries(entries)) {
    const id = messageId(english);
    const other = sources.get(id);
    if (other !== undefined) throw new Error(`Two messages share the id ${id}: "${other}" and "${english}"`);
    sources.set(id, english);
    compiled[id] = withPluralsAsSelects(compileMessage(translation));
  }
  return compiled;
}
