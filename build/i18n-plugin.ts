import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { messageId } from '../src/shared/i18n/message-id';
import { withPluralsAsSelects } from '../src/shared/i18n/plurals';
import { TRANSLATED_LANGUAGES, catalogFile, compileCatalog, findMessageCalls, readCatalog } from './i18n-messages';

const CATALOG = 'virtual:i18n-catalog/';
const SOURCE = /\/src\/(web|shared)\/.*\.[jt]sx?$/;

/**
 * Translations (decision 0024). Each `t('English {x}')` with placeholders becomes `t({ id, message })` with the
 * English already compiled, so English needs no catalog download and no message compiler in the browser; each other
 * language is a `virtual:i18n-catalog/<language>` module of compiled translations keyed by id, loaded on demand. A
 * plural is compiled into selects that t() answers (src/shared/i18n/plurals.ts).
 */
export function i18n(): Plugin {
  return {
    name: 'localhub-i18n',
    resolveId(id) {
      return id.startsWith(CATALOG) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOG}`)) return null;
      const language = TRANSLATED_LANGUAGES.find((candidate) => id === `\0${CATALOG}${candidate}`);
      if (!language) throw new Error(`No catalog for ${id.slice(1)}`);
      this.addWatchFile(catalogFile(language));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(readCatalog(language))))});`;
    },
    transform: {
      order: 'post',
      handler(code, id) {
        if (!SOURCE.test(id) || !/\bt\(/.test(code)) return null;
        const calls = findMessageCalls(this.parse(code), ['t']).sort((a, b) => b.start - a.start);
        if (calls.length === 0) return null;
        let out = code;
        for (const call of calls) {
          const compiled = compileMessage(call.text);
          // Plain text stays as it is (the app hashes it when shown): fewer bytes than a descriptor.
          if (compiled.length === 1 && compiled[0] === call.text) continue;
          const descriptor = `{id:${JSON.stringify(messageId(call.text))},message:${JSON.stringify(withPluralsAsSelects(compiled))}}`;
          out = out.slice(0, call.start) + descriptor + out.slice(call.end);
        }
        return { code: out, map: null };
      },
    },
  };
}
