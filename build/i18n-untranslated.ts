// A translation that is the English text itself shows a reader English (issue 37, point 5). Capitals and spacing do not
// make a translation: "Fashion & tailoring" for "Fashion & Tailoring" is still the English.

/**
 * Why a message may read the same in a language as in English: it is only placeholders and symbols ("{distance} km"),
 * it names something by its proper name ("NIN slip", the plan "Free"), or the language uses the English word as it is
 * (Pidgin's "Business", month and weekday names).
 */
export const SAME_AS_ENGLISH_REASONS = ['placeholder-only', 'proper noun', 'loanword'] as const;

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');

/** Whether a translation is the English text, ignoring capitals and spacing. */
export const sameAsEnglish = (english: string, translation: string) => normalized(english) === normalized(translation);

/**
 * What is wrong between a language's translations and its reviewed list of messages kept as in English: a message that
 * reads as the English without being on the list, a listed message the code no longer has, a listed message that is
 * translated after all (the list must stay true), a listed message with no known reason.
 */
export function sameAsEnglishProblems(catalog: Record<string, string>, kept: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [english, translation] of Object.entries(catalog)) {
    if (sameAsEnglish(english, translation) && !(english in kept)) problems.push(`same as English, not on the list: "${english}"`);
  }
  for (const [english, reason] of Object.entries(kept)) {
    if (!(english in catalog)) problems.push(`listed but no such message: "${english}"`);
    else if (!sameAsEnglish(english, catalog[english]!)) problems.push(`listed but translated: "${english}"`);
    if (!(SAME_AS_ENGLISH_REASONS as readonly string[]).includes(reason)) problems.push(`unknown reason "${reason}": "${english}"`);
  }
  return problems;
}
