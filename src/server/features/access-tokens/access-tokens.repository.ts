import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Personal access tokens (table access_tokens): only the sha256 of each token is stored. */
export function accessTokensRepository(db: Db) {
  return {
    list: (userId: string) =>
      db
        .selectFrom('access_tokens')
        .select(['token_id', 'name', 'prefix', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('token_id', 'desc')
        .execute(),

    create: (userId: string, name: string, prefix: string, hash: string) =>
      db
        .insertInto('access_tokens')
        .values({ user_id: userId, name, prefix, token_hash: hash })
        .returning(['token_id', 'name', 'prefix', 'created_at', 'last_used_at'])
        .executeTakeFirstOrThrow(),

    /** Revokes the member's token; false when they have no such live token. */
    revoke: async (userId: string, tokenId: number) => {
      const result = await db
        .updateTable('access_tokens')
        .set({ revoked_at: sql`now()` })
        .where('token_id', '=', String(tokenId))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A live token by its hash, with its member's email. */
    findLive: (hash: string) =>
      db
        .selectFrom('access_tokens as t')
        .innerJoin('users as u', 'u.user_id', 't.user_id')
        .select(['t.token_id', 't.user_id', 't.created_at', 'u.email'])
        .where('t.token_hash', '=', hash)
        .where('t.revoked_at', 'is', null)
        .executeTakeFirst(),

    /** Records a use; at most one write a minute per token (the request path stays a read). */
    touch: (tokenId: string) =>
      db
        .updateTable('access_tokens')
        .set({ last_used_at: sql`now()` })
        .where('token_id', '=', tokenId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
        .execute(),
  };
}
