import { sql } from 'kysely';
import type { SaveKind } from '../../../shared/schemas/saves';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../kit/cursor';
import { keysetTimestamp, olderThan } from '../../kit/keyset.sql';

const KEYS = { business: 'business_id', profession: 'profession_id', post: 'post_id' } as const;
const TABLES = { business: 'businesses', profession: 'professions', post: 'posts' } as const;

/** A saved item still shown: its plan is -1 once staff hid it or its owner was suspended (migration 0029). */
const SHOWN = {
  business: sql<boolean>`(SELECT plan_rank FROM businesses b WHERE b.business_id = saves.business_id) >= 0`,
  profession: sql<boolean>`(SELECT plan_rank FROM professions p WHERE p.profession_id = saves.profession_id) >= 0`,
  post: sql<boolean>`(SELECT search_plan_rank FROM posts p WHERE p.post_id = saves.post_id) >= 0`,
};

/** A member's saves: every query is limited to that member's rows. */
export function savesRepository(db: Db) {
  return {
    /**
     * Saves the item unless the member saved it already (the unique index decides, so two requests at once still
     * make one save). Inserted from the item's own row: an item deleted meanwhile gets no save and no error.
     */
    save: async (userId: string, kind: SaveKind, id: number): Promise<boolean> => {
      const result = await sql`
        INSERT INTO saves (${sql.ref(KEYS[kind])}, user_id)
        SELECT ${sql.ref(KEYS[kind])}, ${userId} FROM ${sql.table(TABLES[kind])}
        WHERE ${sql.ref(KEYS[kind])} = ${id}
        ON CONFLICT DO NOTHING`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },

    unsave: (userId: string, kind: SaveKind, id: number) =>
      db.deleteFrom('saves').where('user_id', '=', userId).where(KEYS[kind], '=', String(id)).execute(),

    isSaved: async (userId: string, kind: SaveKind, id: number) =>
      Boolean(
        await db.selectFrom('saves').select('save_id').where('user_id', '=', userId).where(KEYS[kind], '=', String(id)).executeTakeFirst(),
      ),

    /** Which of these items the member saved. */
    savedAmong: async (userId: string, kind: SaveKind, ids: number[]) =>
      ids.length === 0
        ? []
        : (
            await db
              .selectFrom('saves')
              .select(sql.ref<string>(KEYS[kind]).as('id'))
              .where('user_id', '=', userId)
              .where(KEYS[kind], 'in', ids.map(String))
              .execute()
          ).map((row) => Number(row.id)),

    /** One kind of the member's saves newest first, `limit + 1` rows after the cursor. */
    page: (userId: string, kind: SaveKind, after: KeysetPosition | null, limit: number) => {
      let query = db
        .selectFrom('saves')
        .select(['save_id', 'created_at', sql.ref<string>(KEYS[kind]).as('item_id'), keysetTimestamp('saves.created_at').as('keyset_at')])
        .where('user_id', '=', userId)
        .where(KEYS[kind], 'is not', null)
        .where(SHOWN[kind]);
      if (after) query = query.where(olderThan('saves.created_at', 'saves.save_id', after));
      return query
        .orderBy('created_at', 'desc')
        .orderBy('save_id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    counts: (userId: string) =>
      db
        .selectFrom('saves')
        .select([
          sql<number>`count(*) FILTER (WHERE business_id IS NOT NULL AND ${SHOWN.business})::int`.as('business'),
          sql<number>`count(*) FILTER (WHERE profession_id IS NOT NULL AND ${SHOWN.profession})::int`.as('profession'),
          sql<number>`count(*) FILTER (WHERE post_id IS NOT NULL AND ${SHOWN.post})::int`.as('post'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** False when the member has no such save. */
    deleteById: async (userId: string, saveId: number) =>
      Boolean(
        await db
          .deleteFrom('saves')
          .where('save_id', '=', String(saveId))
          .where('user_id', '=', userId)
          .returning('save_id')
          .executeTakeFirst(),
      ),
  };
}
