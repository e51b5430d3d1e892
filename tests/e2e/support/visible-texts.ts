import type { Page } from '@playwright/test';

/**
 * Every text a person meets on the page as it is: visible text, and the accessible names and hints of visible
 * elements (aria-label, placeholder, title, alt). Text marked with its own `lang` (a language's name in the
 * language picker) or `translate="no"` (the brand) is left out.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const shown = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[lang]:not(html), [translate="no"]');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (text && parent && !parent.closest('script, style, noscript') && shown(parent)) texts.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

/**
 * Collects every string in the JSON the page gets from the API, or inside a page the server drew: what people wrote
 * (names, titles, places), which stays as it is in every language.
 */
export function dataStrings(page: Page): Set<string> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      // A text shown in parts (a post's title, then its body) is found line by line.
      for (const part of [value, ...value.split('\n')]) if (part.trim().length > 1) strings.add(part.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    try {
      if (new URL(response.url()).pathname.startsWith('/api/') && type.includes('json')) collect(await response.json());
      // A page the server drew brings its answers inside it (decision 0026).
      const state = type.includes('html')
        ? /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(await response.text())
        : null;
      if (state) collect((JSON.parse(state[1]!) as { queries: unknown }).queries);
    } catch {
      // A body already gone (a redirect, an aborted request) holds no data to see.
    }
  });
  return strings;
}

/** Words that are the same in every language: the brand, the plan names, WhatsApp and the unit of distance. */
const NAMES = /LocalHub|Premium|Pro|Free|WhatsApp|\bkm\b/g;

/**
 * What of a text is the interface's own words: data from the API, the brand and plan names, numbers, punctuation
 * and symbols taken out. Empty when nothing is left to translate.
 */
export function ownWords(text: string, data: Set<string>): string {
  // A person's initials in place of their picture.
  if (/^\p{Lu}{1,3}$/u.test(text)) return '';
  let rest = text;
  for (const value of [...data].sort((a, b) => b.length - a.length)) if (rest.includes(value)) rest = rest.split(value).join(' ');
  return rest.replace(NAMES, ' ').replace(/[\p{N}\p{P}\p{S}\s]+/gu, '');
}

/** The texts shown both before and after a change of language that hold words of the interface. */
export function untranslated(before: string[], after: string[], data: Set<string>): string[] {
  const earlier = new Set(before);
  return after.filter((text) => earlier.has(text) && ownWords(text, data) !== '');
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');

/**
 * The texts on the page that are an English message (capitals and spacing aside) although the page speaks another
 * language: neither that language's own translation of some other message, nor data people wrote, nor a message on
 * the language's reviewed list of those kept as in English.
 */
export function englishMessagesShown(
  texts: string[],
  catalog: Record<string, string>,
  keptAsEnglish: Record<string, string>,
  data: Set<string>,
): string[] {
  const english = new Map(Object.keys(catalog).map((message) => [normalized(message), message]));
  // A translation that is itself the English excuses nothing.
  const translations = new Set(
    Object.entries(catalog)
      .filter(([message, translation]) => normalized(message) !== normalized(translation))
      .map(([, translation]) => normalized(translation)),
  );
  const written = new Set([...data].map(normalized));
  return texts.filter((text) => {
    const message = english.get(normalized(text));
    return message !== undefined && !(message in keptAsEnglish) && !translations.has(normalized(text)) && !written.has(normalized(text));
  });
}
