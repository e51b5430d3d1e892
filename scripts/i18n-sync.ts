// Keeps the translators' files in step with the code: `npm run i18n` lists, per language, the messages that have
// no translation yet; `npm run i18n -- --merge DIR` first adds the translations in DIR/<language>.json (and in
// DIR/*/<language>.json) to each file, and every run drops entries no message uses and sorts the rest.
// `--dry` writes nothing; `--under src/web/features/x` lists only the missing messages used under that folder.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectMessageUses } from '../build/i18n-check';
import { TRANSLATED_LANGUAGES, catalogFile, readCatalog } from '../build/i18n-messages';

const root = path.resolve(import.meta.dirname, '..');
const mergeIndex = process.argv.indexOf('--merge');
const mergeDir = mergeIndex > 0 ? path.resolve(process.argv[mergeIndex + 1]) : null;
const underIndex = process.argv.indexOf('--under');
const under = underIndex > 0 ? process.argv[underIndex + 1].replace(/\/$/, '') + '/' : '';
const dry = process.argv.includes('--dry');

function fragments(dir: string, language: string): Record<string, string>[] {
  const own = path.join(dir, `${language}.json`);
  const nested = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((entry) => statSync(entry).isDirectory())
    .flatMap((entry) => fragments(entry, language));
  return [...(existsSync(own) ? [JSON.parse(readFileSync(own, 'utf8')) as Record<string, string>] : []), ...nested];
}

const messages = collectMessageUses(root);
let missingTotal = 0;
for (const language of TRANSLATED_LANGUAGES) {
  const catalog = readCatalog(language);
  if (mergeDir) for (const fragment of fragments(mergeDir, language)) Object.assign(catalog, fragment);
  const kept = [...messages.keys()]
    .filter((english) => catalog[english]?.trim())
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((english) => [english, catalog[english]] as const);
  if (!dry) writeFileSync(catalogFile(language), `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  const missing = [...messages].filter(([english, uses]) => !catalog[english]?.trim() && uses.some((use) => use.startsWith(under)));
  missingTotal += missing.length;
  console.log(`${language}: ${kept.length} translated, ${missing.length} missing${under ? ` under ${under}` : ''}`);
  for (const [english, uses] of missing) console.log(`  ${JSON.stringify(english)}  (${uses[0]})`);
}
process.exitCode = missingTotal > 0 ? 1 : 0;
