/** The languages LocalHub speaks (decision 0024). English is the source: the messages in the code are English. */
export const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language's own name (what a speaker looks for in a list) and the locale its numbers and dates use. */
export const LANGUAGE_INFO: Record<Language, { name: string; english: string; locale: string }> = {
  en: { name: 'English', english: 'English', locale: 'en-NG' },
  pcm: { name: 'Naijá', english: 'Nigerian Pidgin', locale: 'pcm-NG' },
  yo: { name: 'Èdè Yorùbá', english: 'Yoruba', locale: 'yo-NG' },
  ha: { name: 'Harshen Hausa', english: 'Hausa', locale: 'ha-NG' },
  ig: { name: 'Asụsụ Igbo', english: 'Igbo', locale: 'ig-NG' },
};

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The first of the given language tags ("yo-NG", "ha", "en-GB") that we speak, matched on the primary subtag. */
export function pickLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The language an Accept-Language header asks for first among ours; null when it asks for none we speak. */
export const languageFromHeader = (header: string | null | undefined): Language | null =>
  pickLanguage(acceptLanguageTags(header ?? undefined));

/** The tags of an Accept-Language header, best first ("yo;q=0.9, en;q=0.8" → ["yo", "en"]). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
