import type { Language } from '../../shared/i18n/languages';
import type { Db } from '../db/database';

/** The language a member chose; null when they have not (or there is no such member yet). */
export async function memberLanguage(db: Db, userId: string): Promise<Language | null> {
  const row = await db.selectFrom('users').select('language').where('user_id', '=', userId).executeTakeFirst();
  return row?.language ?? null;
}
