// Keeps the translators' files in step with the code: `npm run i18n` lists, per language, the messages that have
// no translation yet; `npm run i18n -- --merge DIR` first adds the translations in DIR/<language>.json (and in
// DIR/*/<language>.json) to each file, and every run drops entries no message uses and sorts the rest.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectMessages } from '../build/i18n-check';
import { TRANSLATED_LANGUAGES, catalogFile, readCatalog } from '../build/i18n-messages';

const root = path.resolve(import.meta.dirname, '..');
const mergeIndex = process.argv.indexOf('--merge');
const mergeDir = mergeIndex > 0 ? path.resolve(process.argv[mergeIndex + 1]) : null;

function fragments(dir: string, language: string): Record<string, string>[] {
  const own = path.join(dir, `${language}.json`);
  const nested = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((entry) => statSync(entry).isDirectory())
    .flatMap((entry) => fragments(entry, language));
  return [...(existsSync(own) ? [JSON.parse(readFileSync(own, 'utf8')) as Record<string, string>] : []), ...nested];
}

const messages = collectMessages(root);
let missingTotal = 0;
for (const language of TRANSLATED_LANGUAGES) {
  const catalog = readCatalog(language);
  if (mergeDir) for (const fragment of fragments(mergeDir, language)) Object.assign(catalog, fragment);
  const kept = [...messages.keys()]
    .filter((english) => catalog[english]?.trim())
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((english) => [english, catalog[english]] as const);
  writeFileSync(catalogFile(language), `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  const missing = [...messages].filter(([english]) => !catalog[english]?.trim());
  missingTotal += missing.length;
  console.log(`${language}: ${kept.length} translated, ${missing.length} missing`);
  for (const [english, where] of missing) console.log(`  ${JSON.stringify(english)}  (${where})`);
}
process.exitCode = missingTotal > 0 ? 1 : 0;
