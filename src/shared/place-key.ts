/**
 * The form in which place names and what people type are compared (places lookup, "X in Y" in search text):
 * no accents, lower case, dots and apostrophes dropped ("V.I." = "VI", "King's" = "Kings"), any other punctuation a
 * space ("Ebute-Metta" = "Ebute Metta", "Obio/Akpor" = "Obio Akpor"), one space between words.
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
