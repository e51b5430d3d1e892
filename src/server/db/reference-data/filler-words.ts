import type { Language } from '../../../shared/i18n/languages';

/**
 * Words that only say where or which (prepositions and their like), per language: never a required match in search.
 * "tailor in yaba" searches as "tailor yaba", "barber wey dey ikeja" as "barber ikeja". A query made of these alone is
 * searched as written (docs/decisions/0005-search.md, "Query words").
 *
 * Maintaining it: only words that carry no content of their own in a query for a trade or a place — never a word that
 * could be a name, a trade or a thing ("close" alone is content; "close to" is not). Phrases are matched as
 * consecutive words. Case and accents do not matter (search normalises them); one-letter words ("a", "n'") are already
 * left out unless nothing else was typed.
 */
export const FILLER_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ['in', 'at', 'near', 'nearby', 'around', 'for', 'by', 'within', 'close to', 'near me', 'around me', 'close to me', 'near here'],
  // Pidgin: "for" is "in/at" ("tailor for Yaba"); "wey dey" is "that is (in)".
  pcm: ['for', 'near', 'for near', 'wey', 'dey', 'wey dey', 'near me'],
  // Yoruba: ní (at, in), sí (to), nínú (inside), nítòsí (near), lẹ́bàá and lẹ́gbẹ̀ẹ́ (beside), lọ́dọ̀ (at someone's).
  yo: ['ní', 'sí', 'nínú', 'nítòsí', 'lẹ́bàá', 'lẹ́gbẹ̀ẹ́', 'lọ́dọ̀'],
  // Hausa: a (at, in), cikin (in), kusa / kusa da (near), wajen (around, at).
  ha: ['cikin', 'a cikin', 'kusa', 'kusa da', 'a kusa da', 'wajen', 'a wajen'],
  // Igbo: na (in, at), nso / dị nso (near), n'akụkụ (beside).
  ig: ['na', 'nso', 'dị nso', 'n’akụkụ'],
};
