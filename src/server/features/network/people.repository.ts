import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedCondition } from '../blocks/member-blocks.repository';

export interface MemberRow {
  user_id: string;
  full_name: string;
  username: string;
  profile_picture: string | null;
  location: string | null;
}

export interface MemberListingRow {
  user_id: string;
  kind: 'business' | 'profession';
  id: string;
  name: string;
  type_name: string | null;
}

export interface MemberListingSummaryRow {
  user_id: string;
  total: number;
  phone: string | null;
}

export interface ViewerFacts {
  cities: number[];
  professionTypes: number[];
  businessTypes: number[];
}

export interface SuggestionRow {
  user_id: string;
  mutual_connections: number;
  shared_city: string | null;
  shared_type: string | null;
}

/** How many of the newest members and listings of each shared city or type are considered for suggestions. */
const CANDIDATES_PER_SOURCE = 50;

/** A word for LIKE: its wildcards and the escape character taken literally. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

export function peopleRepository(db: Db) {
  return {
    /** The members behind these ids with the city of their profile (unknown ids are left out). */
    members: (userIds: string[]): Promise<MemberRow[]> =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('users')
            .leftJoin('cities', 'cities.city_id', 'users.location_city_id')
            .leftJoin('states', 'states.state_id', 'cities.state_id')
            .select([
              'users.user_id',
              'users.full_name',
              'users.username',
              'users.profile_picture',
              sql<string | null>`cities.name || ', ' || states.name`.as('location'),
            ])
            .where('users.user_id', 'in', userIds)
            .execute(),

    /** Each member's first `shown` businesses and first `shown` professions (oldest first), with their type. */
    listings: async (userIds: string[], shown: number): Promise<MemberListingRow[]> => {
      if (userIds.length === 0) return [];
      const { rows } = await sql<MemberListingRow>`
        SELECT member.id AS user_id, listing.*
          FROM unnest(${userIds}::text[]) AS member(id)
          CROSS JOIN LATERAL (
            (SELECT 'business' AS kind, b.business_id AS id, b.name, t.name AS type_name
               FROM businesses b LEFT JOIN business_types t ON t.business_type_id = b.business_type_id
              WHERE b.auth_user_id = member.id
              ORDER BY b.created_at, b.business_id
              LIMIT ${shown})
            UNION ALL
            (SELECT 'profession', p.profession_id, p.title, t.name
               FROM professions p LEFT JOIN profession_types t ON t.profession_type_id = p.profession_type_id
              WHERE p.auth_user_id = member.id
              ORDER BY p.created_at, p.profession_id
              LIMIT ${shown})
          ) AS listing`.execute(db);
      return rows;
    },

    /** Each member's number of listings and the first phone among them (businesses first), for WhatsApp. */
    listingSummaries: async (userIds: string[]): Promise<MemberListingSummaryRow[]> => {
      if (userIds.length === 0) return [];
      const { rows } = await sql<MemberListingSummaryRow>`
        SELECT member.id AS user_id,
               (SELECT count(*) FROM businesses WHERE auth_user_id = member.id)::int
                 + (SELECT count(*) FROM professions WHERE auth_user_id = member.id)::int AS total,
               coalesce(
                 (SELECT contact_phone FROM businesses WHERE auth_user_id = member.id AND contact_phone IS NOT NULL
                   ORDER BY created_at, business_id LIMIT 1),
                 (SELECT contact_phone FROM professions WHERE auth_user_id = member.id AND contact_phone IS NOT NULL
                   ORDER BY created_at, profession_id LIMIT 1)
               ) AS phone
          FROM unnest(${userIds}::text[]) AS member(id)`.execute(db);
      return rows;
    },

    /**
     * Members whose name contains every word of the query, lower-cased and without accents (the stored `search_name`,
     * GIN trigram index). Names starting with the query come first, then names with a word starting with its first word.
     */
    search: async (viewerId: string, query: string, limit: number) => {
      const words = query.split(/\s+/).filter(Boolean);
      const name = sql`u.search_name`;
      const contains = sql.join(
        words.map((word) => sql`${name} LIKE '%' || search_normalize(${likeLiteral(word)}) || '%'`),
        sql` AND `,
      );
      const { rows } = await sql<{ user_id: string }>`
        SELECT u.user_id
          FROM users u
         WHERE u.user_id <> ${viewerId}
           AND ${contains}
           AND ${notBlockedCondition(sql.ref('u.user_id'), viewerId)}
         ORDER BY ${name} LIKE search_normalize(${likeLiteral(query)}) || '%' DESC,
                  ' ' || ${name} LIKE '% ' || search_normalize(${likeLiteral(words[0] ?? '')}) || '%' DESC,
                  ${name}, u.user_id
         LIMIT ${limit}`.execute(db);
      return rows.map((row) => row.user_id);
    },

    /** The viewer's cities (profile and listings) and the types of their professions and businesses. */
    viewerFacts: async (viewerId: string): Promise<ViewerFacts> => {
      const { rows } = await sql<{ kind: 'city' | 'profession_type' | 'business_type'; id: number }>`
        SELECT 'city' AS kind, location_city_id AS id FROM users WHERE user_id = ${viewerId} AND location_city_id IS NOT NULL
        UNION SELECT 'city', city_id FROM businesses WHERE auth_user_id = ${viewerId} AND city_id IS NOT NULL
        UNION SELECT 'city', city_id FROM professions WHERE auth_user_id = ${viewerId} AND city_id IS NOT NULL
        UNION SELECT 'profession_type', profession_type_id FROM professions WHERE auth_user_id = ${viewerId} AND profession_type_id IS NOT NULL
        UNION SELECT 'business_type', business_type_id FROM businesses WHERE auth_user_id = ${viewerId} AND business_type_id IS NOT NULL`.execute(
        db,
      );
      const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => Number(row.id));
      return { cities: of('city'), professionTypes: of('profession_type'), businessTypes: of('business_type') };
    },

    /**
     * People You May Know: members who share connections with the viewer, live or work in one of the viewer's cities
     * (their profile city and their listings' cities), or have a profession or business of the same type. Ranked by
     * what they share (a mutual connection counts 3, a city 2, a type 2), then by mutual connections, then newest
     * member first. Excludes the viewer, anyone with a request or connection with them, and blocks either way.
     *
     * Candidates are friends of friends plus the newest few members and listings of each shared city and type; each
     * city and type is its own index scan with its value known to the planner (so a city without listings costs
     * nothing), which is why the viewer's facts are read first.
     */
    suggestions: async (viewerId: string, facts: ViewerFacts, limit: number) => {
      const take = CANDIDATES_PER_SOURCE;
      const sources = [
        ...facts.cities.flatMap((cityId) => [
          sql`(SELECT user_id FROM users WHERE location_city_id = ${cityId} ORDER BY created_at DESC LIMIT ${take})`,
          sql`(SELECT auth_user_id FROM businesses WHERE city_id = ${cityId} ORDER BY created_at DESC LIMIT ${take})`,
          sql`(SELECT auth_user_id FROM professions WHERE city_id = ${cityId} ORDER BY created_at DESC LIMIT ${take})`,
        ]),
        ...facts.professionTypes.map(
          (typeId) =>
            sql`(SELECT auth_user_id FROM professions WHERE profession_type_id = ${typeId} ORDER BY created_at DESC LIMIT ${take})`,
        ),
        ...facts.businessTypes.map(
          (typeId) => sql`(SELECT auth_user_id FROM businesses WHERE business_type_id = ${typeId} ORDER BY created_at DESC LIMIT ${take})`,
        ),
      ];
      const ids = (values: number[]) => (values.length ? sql.join(values.map((value) => sql`${value}::int`)) : sql`NULL::int`);
      const cities = ids(facts.cities);
      const { rows } = await sql<SuggestionRow>`
        WITH friends AS (
          SELECT connected_user_id AS friend_id FROM connections WHERE user_id = ${viewerId} AND status = 'accepted'
          UNION ALL
          SELECT user_id FROM connections WHERE connected_user_id = ${viewerId} AND status = 'accepted'
        ),
        mutual AS (
          SELECT candidate_id, count(*)::int AS n FROM (
            SELECT c.connected_user_id AS candidate_id
              FROM friends f JOIN connections c ON c.user_id = f.friend_id AND c.status = 'accepted'
            UNION ALL
            SELECT c.user_id
              FROM friends f JOIN connections c ON c.connected_user_id = f.friend_id AND c.status = 'accepted'
          ) AS friends_of_friends
          GROUP BY candidate_id
        ),
        candidates AS MATERIALIZED (
          SELECT candidate_id FROM mutual
          ${sources.length ? sql`UNION ${sql.join(sources, sql` UNION `)}` : sql``}
        ),
        scored AS MATERIALIZED (
          SELECT u.user_id, u.created_at,
                 coalesce(m.n, 0) AS mutual_connections,
                 (SELECT ci.name FROM cities ci
                   WHERE ci.city_id IN (${cities})
                     AND (ci.city_id = u.location_city_id
                          OR EXISTS (SELECT 1 FROM businesses b WHERE b.auth_user_id = u.user_id AND b.city_id = ci.city_id)
                          OR EXISTS (SELECT 1 FROM professions p WHERE p.auth_user_id = u.user_id AND p.city_id = ci.city_id))
                   ORDER BY ci.city_id IS NOT DISTINCT FROM u.location_city_id DESC, ci.name
                   LIMIT 1) AS shared_city,
                 coalesce(
                   (SELECT pt.name FROM professions p JOIN profession_types pt ON pt.profession_type_id = p.profession_type_id
                     WHERE p.auth_user_id = u.user_id AND p.profession_type_id IN (${ids(facts.professionTypes)})
                     ORDER BY pt.name LIMIT 1),
                   (SELECT bt.name FROM businesses b JOIN business_types bt ON bt.business_type_id = b.business_type_id
                     WHERE b.auth_user_id = u.user_id AND b.business_type_id IN (${ids(facts.businessTypes)})
                     ORDER BY bt.name LIMIT 1)
                 ) AS shared_type
            FROM candidates c
            JOIN users u ON u.user_id = c.candidate_id
            LEFT JOIN mutual m ON m.candidate_id = u.user_id
           WHERE u.user_id <> ${viewerId}
             AND NOT EXISTS (
               SELECT 1 FROM connections k
                WHERE LEAST(k.user_id, k.connected_user_id) = LEAST(${viewerId}::text, u.user_id)
                  AND GREATEST(k.user_id, k.connected_user_id) = GREATEST(${viewerId}::text, u.user_id)
             )
             AND ${notBlockedCondition(sql.ref('u.user_id'), viewerId)}
        )
        SELECT user_id, mutual_connections, shared_city, shared_type
          FROM scored
         WHERE mutual_connections > 0 OR shared_city IS NOT NULL OR shared_type IS NOT NULL
         ORDER BY mutual_connections * 3 + (shared_city IS NOT NULL)::int * 2 + (shared_type IS NOT NULL)::int * 2 DESC,
                  mutual_connections DESC, created_at DESC, user_id
         LIMIT ${limit}`.execute(db);
      return rows;
    },
  };
}
