import type { Db } from '../../db/database';

/** When a member's account was made: young accounts get half the abuse limits and cannot review (decision 0019). */
export function memberAgeRepository(db: Db) {
  return {
    async createdAt(userId: string): Promise<Date | null> {
      const row = await db.selectFrom('users').select('created_at').where('user_id', '=', userId).executeTakeFirst();
      return row ? new Date(row.created_at as unknown as string | Date) : null;
    },
  };
}
