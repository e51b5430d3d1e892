import { Kysely, sql } from 'kysely';

/**
 * Search (docs/decisions/0005-search.md). Each searchable table gets two stored generated columns, lower-cased and
 * without accents: `search_name` (the name or title; a post's first line) and `search_text` (name and description;
 * a post's whole content). `search_text` has a GIN trigram index (typo-tolerant word matching and exact counts);
 * `search_name` has a GiST trigram index (nearest-by-word-similarity suggestions) and a C-collated b-tree
 * (prefix suggestions in name order).
 */
const SOURCES = [
  { table: 'professions', name: 'title', text: `coalesce(title, '') || ' ' || coalesce(description, '')` },
  { table: 'businesses', name: 'name', text: `coalesce(name, '') || ' ' || coalesce(description, '')` },
  { table: 'products', name: 'name', text: `coalesce(name, '') || ' ' || coalesce(description, '')` },
  { table: 'posts', name: `left(split_part(content, E'\\n', 1), 200)`, text: 'content' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // unaccent() is only STABLE (it reads its dictionary by search_path); with the dictionary named explicitly the
  // result cannot change, so this wrapper may be declared IMMUTABLE and used in generated columns and indexes.
  await sql`
    CREATE FUNCTION immutable_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
  // The same normalisation for a query string.
  await sql`
    CREATE FUNCTION search_normalize(text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT lower(immutable_unaccent($1)) $$`.execute(db);

  for (const source of SOURCES) {
    const table = sql.table(source.table);
    await sql`
      ALTER TABLE ${table}
        ADD COLUMN search_name text GENERATED ALWAYS AS (search_normalize(${sql.raw(source.name)})) STORED,
        ADD COLUMN search_text text GENERATED ALWAYS AS (search_normalize(${sql.raw(source.text)})) STORED`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${source.table}_search_text_trgm`)} ON ${table} USING gin (search_text gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${source.table}_search_name_trgm`)} ON ${table} USING gist (search_name gist_trgm_ops)`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${source.table}_search_name_prefix`)} ON ${table} (search_name COLLATE "C")`.execute(db);
  }
}
