import { DEFAULT_LANGUAGE, languageFromHeader, type Language } from '../../shared/i18n/languages';
import type { Db } from '../db/database';
import { memberLanguage } from './member-language.repository';

/**
 * The language to write to a member in: the one they chose (kept on the server), else the one their request asked
 * for (the app sends its reader's language, so a visitor who signed up in Yoruba gets the welcome in Yoruba).
 */
export async function mailLanguage(db: Db, userId: string, request?: { headers: Headers }): Promise<Language> {
  return languageToWriteIn(await memberLanguage(db, userId), request);
}

/** The same rule for a caller that has read the member's chosen language already (null: none chosen). */
export function languageToWriteIn(chosen: Language | null, request?: { headers: Headers }): Language {
  return chosen ?? languageFromHeader(request?.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}
