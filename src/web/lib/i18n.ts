import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  pickLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { messageId } from '../../shared/i18n/message-id';
import { setDeviceCookie } from './device-cookie';
import { perPage } from './per-page';
import type { MessageValues } from '../../shared/i18n/msg';
import { withPluralValues } from '../../shared/i18n/plurals';

/** One translator per loaded language: pages the server draws at once each translate in their own reader's language. */
const translators = new Map<Language, I18n>();
const translatorOf = (language: Language, messages: Messages): I18n =>
  setupI18n({ locale: language, locales: [LANGUAGE_INFO[language].locale], messages: { [language]: messages } });
translators.set(DEFAULT_LANGUAGE, translatorOf(DEFAULT_LANGUAGE, {}));

/** The page's language. */
const shown = perPage(() => ({ language: DEFAULT_LANGUAGE as Language }));
const listeners = new Set<() => void>();

const catalogs: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  pcm: () => import('virtual:i18n-catalog/pcm'),
  yo: () => import('virtual:i18n-catalog/yo'),
  ha: () => import('virtual:i18n-catalog/ha'),
  ig: () => import('virtual:i18n-catalog/ig'),
};

/**
 * English text in the current language. Written out (`t('Saved {count}', { count })`), the build has already
 * compiled it; a label held in a variable (marked with `msg()` where it is written) is looked up as it is, and must
 * then have no {placeholders}. Call it while rendering, never at module level: a language change re-renders the app.
 */
export function t(message: string, values?: MessageValues): string {
  const built = message as unknown as string | { id: string; message: unknown };
  const { id, message: english } = typeof built === 'string' ? { id: messageId(built), message: [built] } : built;
  const i18n = translators.get(currentLanguage()) ?? translators.get(DEFAULT_LANGUAGE)!;
  return i18n._(id, withPluralValues(values), { message: english as string });
}

export const currentLanguage = (): Language => shown().language;
/** The locale of numbers and dates ("yo-NG"): naira everywhere, in the reader's way of writing. */
export const currentLocale = (): string => LANGUAGE_INFO[currentLanguage()].locale;

/**
 * One formatter per language, made when first needed: `const dayFormat = perLocale((l) => new Intl.DateTimeFormat(l))`.
 * It gets the language's locale with Nigerian English after it, which the browser uses where it has no data for the
 * language (Chromium has none for Igbo dates, which would otherwise come out American).
 */
export function perLocale<T>(make: (locales: string[]) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = currentLocale();
    if (!made.has(locale)) made.set(locale, make([locale, LANGUAGE_INFO.en.locale]));
    return made.get(locale)!;
  };
}

/** The saved choice, else the browser's languages, else English. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be refused (private browsing); the browser's languages still tell.
  }
  return pickLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

/** Loads a language's translations (once). */
export async function loadLanguage(language: Language): Promise<void> {
  if (translators.has(language)) return;
  translators.set(language, translatorOf(language, (await catalogs[language as Exclude<Language, 'en'>]()).default as Messages));
}

/** Makes a loaded language the page's at once; every `useLanguage()` re-renders. A server draw sets its reader's. */
export function applyLanguage(language: Language): void {
  shown().language = language;
  // Only when it differs: setting it, even to the same value, makes the browser restyle the whole page (tens of ms on a phone).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

/** Loads a language's translations (once) and makes it current. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  applyLanguage(language);
}

/** The server draws a page's first screen in the language this cookie names. */
export function rememberLanguageForServer(language: Language): void {
  setDeviceCookie(LANGUAGE_STORAGE_KEY, language);
}

/** Switches to a language and remembers it on this device; the caller saves it on the server for a signed-in member. */
export async function switchLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
  rememberLanguageForServer(language);
  await activateLanguage(language);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
