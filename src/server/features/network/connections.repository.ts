import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../kit/cursor';
import { keysetTimestamp } from '../../kit/keyset.sql';

export type ConnectionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof connectionsRepository>['find']>>>;

/** Which of a member's lists: accepted connections (by acceptance), or requests they received or sent (by sending). */
export type ConnectionList = 'connections' | 'incoming' | 'outgoing';

/** A row of a list: the connection, the other member, and its keyset position. */
export interface ConnectionListRow {
  connection_id: string;
  other_id: string;
  since: Date;
  keyset_at: string;
}

export function connectionsRepository(db: Db) {
  const selectConnection = () =>
    db.selectFrom('connections').select(['connection_id', 'user_id', 'connected_user_id', 'status', 'created_at', 'accepted_at']);

  /**
   * One side of a member's list in keyset order, `limit` rows after the cursor. "My Connections" reads both sides
   * (the member asked, or was asked) and merges them; each side is an index scan of its partial index.
   */
  function side(
    list: ConnectionList,
    column: 'user_id' | 'connected_user_id',
    userId: string,
    after: KeysetPosition | null,
    limit: number,
  ) {
    const other = column === 'user_id' ? sql.ref('connected_user_id') : sql.ref('user_id');
    const at = list === 'connections' ? sql.ref('accepted_at') : sql.ref('created_at');
    const status = list === 'connections' ? 'accepted' : 'pending';
    const position = after ? sql`AND (${at}, connection_id) < (${after.at}::timestamptz, ${after.id})` : sql``;
    return sql`
      (SELECT connection_id, ${other} AS other_id, ${at} AS since, ${keysetTimestamp(list === 'connections' ? 'accepted_at' : 'created_at')} AS keyset_at
         FROM connections
        WHERE ${sql.ref(column)} = ${userId} AND status = ${status} ${position}
        ORDER BY ${at} DESC, connection_id DESC
        LIMIT ${limit})`;
  }

  return {
    find: (connectionId: number) => selectConnection().where('connection_id', '=', String(connectionId)).executeTakeFirst(),

    /** The row between two members, whoever asked (found by the unordered-pair index). */
    between: (a: string, b: string) =>
      selectConnection()
        .where(sql<boolean>`LEAST(user_id, connected_user_id) = LEAST(${a}::text, ${b}::text)`)
        .where(sql<boolean>`GREATEST(user_id, connected_user_id) = GREATEST(${a}::text, ${b}::text)`)
        .executeTakeFirst(),

    /** Rows between the member and any of these members. */
    withMembers: (userId: string, others: string[]) =>
      others.length === 0
        ? Promise.resolve([])
        : selectConnection()
            .where((eb) =>
              eb.or([
                eb.and([eb('user_id', '=', userId), eb('connected_user_id', 'in', others)]),
                eb.and([eb('connected_user_id', '=', userId), eb('user_id', 'in', others)]),
              ]),
            )
            .execute(),

    /** A new pending request; a unique violation means the pair already has a row (raced or not). */
    insertRequest: async (requesterId: string, addresseeId: string) =>
      Number(
        (
          await db
            .insertInto('connections')
            .values({ user_id: requesterId, connected_user_id: addresseeId })
            .returning('connection_id')
            .executeTakeFirstOrThrow()
        ).connection_id,
      ),

    /** Accepts a request still pending; false when it was withdrawn or answered meanwhile. */
    accept: async (connectionId: number) =>
      Boolean(
        await db
          .updateTable('connections')
          .set({ status: 'accepted', accepted_at: sql<Date>`now()` })
          .where('connection_id', '=', String(connectionId))
          .where('status', '=', 'pending')
          .returning('connection_id')
          .executeTakeFirst(),
      ),

    /** Deletes the row only in the state the caller checked; false when it changed meanwhile. */
    deleteIn: async (connectionId: number, status: 'pending' | 'accepted') =>
      Boolean(
        await db
          .deleteFrom('connections')
          .where('connection_id', '=', String(connectionId))
          .where('status', '=', status)
          .returning('connection_id')
          .executeTakeFirst(),
      ),

    /** A page of one of the member's lists, newest first: `limit + 1` rows (the extra one tells whether more follow). */
    page: async (list: ConnectionList, userId: string, after: KeysetPosition | null, limit: number): Promise<ConnectionListRow[]> => {
      const take = limit + 1;
      const sides =
        list === 'connections'
          ? sql`${side(list, 'user_id', userId, after, take)} UNION ALL ${side(list, 'connected_user_id', userId, after, take)}`
          : side(list, list === 'outgoing' ? 'user_id' : 'connected_user_id', userId, after, take);
      const { rows } = await sql<ConnectionListRow>`
        SELECT * FROM (${sides}) AS merged ORDER BY since DESC, connection_id DESC LIMIT ${take}`.execute(db);
      return rows;
    },

    count: async (list: ConnectionList, userId: string): Promise<number> => {
      let query = db.selectFrom('connections').select(sql<number>`count(*)::int`.as('n'));
      if (list === 'connections') {
        query = query
          .where('status', '=', 'accepted')
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('connected_user_id', '=', userId)]));
      } else {
        query = query.where('status', '=', 'pending').where(list === 'outgoing' ? 'user_id' : 'connected_user_id', '=', userId);
      }
      return (await query.executeTakeFirstOrThrow()).n;
    },
  };
}
