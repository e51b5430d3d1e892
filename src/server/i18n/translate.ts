import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_INFO, type Language } from '../../shared/i18n/languages';
import type { MessageValues, Translatable } from '../../shared/i18n/msg';

const LOCALES = path.resolve(import.meta.dirname, '../../shared/i18n/locales');

/** Each language's translations keyed by the English text, compiled once at start-up. */
function load(language: Language): I18n {
  const entries: Record<string, string> =
    language === DEFAULT_LANGUAGE ? {} : JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8'));
  const messages = Object.fromEntries(Object.entries(entries).map(([english, text]) => [english, compileMessage(text)]));
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(language, messages as Parameters<I18n['load']>[1]);
  i18n.activate(language, [LANGUAGE_INFO[language].locale]);
  return i18n;
}

let instances: Record<Language, I18n> | null = null;
/** Texts a language has no translation for, compiled once (Lingui compiles them on every call). */
const MAX_UNTRANSLATED = 2000;
const untranslated = new Map<Language, number>();

/** The catalogues, compiled: at start-up (the server calls it), or at the first message. */
export function loadTranslations(): Record<Language, I18n> {
  instances ??= Object.fromEntries(LANGUAGES.map((l) => [l, load(l)])) as Record<Language, I18n>;
  return instances;
}

/** A message (`msg('…')`, with its values or not) in a language; text no language knows stays as it is. */
export function translate(language: Language, text: string | Translatable, values?: MessageValues): string {
  const i18n = loadTranslations()[language];
  const { message, values: given } = typeof text === 'string' ? { message: text, values } : text;
  try {
    const count = untranslated.get(language) ?? 0;
    if (!(message in i18n.messages) && count < MAX_UNTRANSLATED) {
      i18n.load(language, { [message]: compileMessage(message) } as Parameters<I18n['load']>[1]);
      untranslated.set(language, count + 1);
    }
    return i18n._(message, given);
  } catch {
    // Text that is not a message (a stray "{" in a path the client sent, say) is shown as it came.
    return message;
  }
}

/** The English form of a message with its values filled in: what logs and Error.message carry. */
export const english = (text: string | Translatable) => translate(DEFAULT_LANGUAGE, text);
