import { FILLER_WORDS } from '../../db/reference-data/filler-words';

/** The words of a text as written, with their offsets (letters and digits, as the place finder reads them). */
const wordsOf = (text: string) => [...text.matchAll(/[\p{L}\p{N}]+/gu)];

/** The text without `text.slice(start, end)` (the phrase that named a place): "tailor in yaba" → "tailor in". */
export const withoutSpan = (text: string, start: number, end: number) => `${text.slice(0, start)} ${text.slice(end)}`.trim();

/** Where the last `count` words of the text start (0 when it has no more words than that). */
function startOfLast(text: string, count: number): number {
  const words = wordsOf(text);
  return count >= words.length ? 0 : words[words.length - count]!.index;
}

/** The last `count` words of the text as written: "zzzqx" of "tailor in zzzqx". */
export const lastWords = (text: string, count: number) => text.slice(startOfLast(text, count)).trim();

/** The text without its last `count` words: "tailor in" of "tailor in zzzqx". */
export const withoutLastWords = (text: string, count: number) => text.slice(0, startOfLast(text, count)).trim();

/** Lower case without accents, as words are compared here ("Nítòsí" → "nitosi"). */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every filler of every language, as plain words ("for near" → ["for", "near"]). */
const FILLERS = Object.values(FILLER_WORDS).flatMap((phrases) =>
  phrases.map((phrase) => [...plain(phrase).matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0])),
);

/** Whether the text ends with a filler ("tailor in", "tailor for near", "télọ̀ ní"): what follows is said to be a place. */
export function endsWithFiller(text: string): boolean {
  const words = [...plain(text).matchAll(/[\p{L}\p{N}]+/gu)].map((m) => m[0]);
  return FILLERS.some(
    (filler) => filler.length > 0 && filler.length <= words.length && filler.every((w, i) => words[words.length - filler.length + i] === w),
  );
}
