import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { messageId } from '../src/shared/i18n/message-id';
import { findMessageCalls } from './i18n-messages';

/** Where each message is used: English text → "file:line" of each use. */
export function collectMessageUses(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return walk(file);
      return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [file] : [];
    });
  for (const file of walk(path.join(root, 'src'))) {
    const code = readFileSync(file, 'utf8');
    if (!/\b(t|msg)\(/.test(code)) continue;
    const program = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file);
    for (const call of findMessageCalls(program, ['t', 'msg'])) {
      const line = code.slice(0, call.start).split('\n').length;
      found.set(call.text, [...(found.get(call.text) ?? []), `${path.relative(root, file)}:${line}`]);
    }
  }
  return found;
}

/** Where each message is used first: English text → "file:line". */
export const collectMessages = (root: string): Map<string, string> =>
  new Map([...collectMessageUses(root)].map(([english, uses]) => [english, uses[0]]));

/** The {placeholders} a message fills in, sorted ("#" of a plural is not one). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const cases = token[2];
      if (cases && typeof cases === 'object') Object.values(cases).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

/**
 * What is wrong with one language's translations of the messages the code uses: a message with no translation, a
 * translation that does not compile or fills in other placeholders than the English, one no message uses any more.
 */
export function translationProblems(messages: Map<string, string>, catalog: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [english, where] of messages) {
    const translation = catalog[english];
    if (typeof translation !== 'string' || translation.trim() === '') {
      problems.push(`missing: "${english}" (${where})`);
      continue;
    }
    try {
      const expected = placeholders(english).join(', ');
      const actual = placeholders(translation).join(', ');
      if (expected !== actual) problems.push(`placeholders {${actual}} instead of {${expected}}: "${english}"`);
    } catch (error) {
      problems.push(`does not compile (${(error as Error).message}): "${english}"`);
    }
  }
  for (const english of Object.keys(catalog)) if (!messages.has(english)) problems.push(`unused: "${english}"`);
  return problems;
}

/** Messages whose short ids collide (the build would refuse them). */
export function idCollisions(messages: Iterable<string>): string[] {
  const byId = new Map<string, string>();
  const collisions: string[] = [];
  for (const message of messages) {
    const id = messageId(message);
    const other = byId.get(id);
    if (other !== undefined && other !== message) collisions.push(`"${other}" and "${message}" (${id})`);
    byId.set(id, message);
  }
  return collisions;
}
