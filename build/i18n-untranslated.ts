// A translation that is the English text itself shows a reader English (issue 37, point 5). Capitals and spacing do not
// make a translation: "Fashion & tailoring" for "Fashion & Tailoring" is still the English.

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');

/** Whether a translation is the English text, ignoring capitals and spacing. */
export const sameAsEnglish = (english: string, translation: string) => normalized(english) === normalized(translation);
