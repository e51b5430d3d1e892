import { Kysely, sql } from 'kysely';

/**
 * Search at 1M rows (docs/decisions/0005-search.md).
 *
 * - `search_tokens(text)`: the distinct words of a normalised text (split on anything that is not a letter or digit).
 *   Documents and queries are tokenised by this one function.
 * - Stored generated columns `search_words` (words of the name and description; a post's content) and
 *   `search_name_words` (words of the name; a post's first line) with GIN indexes: documents are matched with exact
 *   tokens (`&&`, `@>`), which GIN answers without rechecking the heap and a scan's filter checks in ~1 µs a row.
 * - `search_earth` on products and posts: the position of the product's business, of the post's profession (else
 *   business), kept by triggers, with a GiST index — every source can be walked nearest first.
 * - `search_dictionary`: the dictionary of distinct words that contain a letter (trigram GiST for typo candidates,
 *   C-collated b-tree for prefixes). Words are never removed: a stale word only expands a query to a word that
 *   matches nothing.
 * - `search_postings(word, source, chunk, bits)`: for every word and source (1 professions, 2 businesses, 3 products,
 *   4 posts; +10 for the name words), one 16,384-bit string per block of 16,384 ids with the bit of every document
 *   that contains the word; the empty word marks the documents without a position. Exact counts (per relevance level) are bit_or / bit_and / bit_count over these rows,
 *   never over the documents.
 * - Statement-level triggers (one aggregated upsert per statement) keep the dictionary and the postings in step with
 *   INSERT, UPDATE, DELETE and TRUNCATE of the sources.
 */
const SOURCES = [
  {
    table: 'professions',
    id: 'profession_id',
    source: 1,
    earth: 'earth',
    name: 'title',
    text: `coalesce(title, '') || ' ' || coalesce(description, '')`,
  },
  {
    table: 'businesses',
    id: 'business_id',
    source: 2,
    earth: 'earth',
    name: 'name',
    text: `coalesce(name, '') || ' ' || coalesce(description, '')`,
  },
  {
    table: 'products',
    id: 'product_id',
    source: 3,
    earth: 'search_earth',
    name: 'name',
    text: `coalesce(name, '') || ' ' || coalesce(description, '')`,
  },
  { table: 'posts', id: 'post_id', source: 4, earth: 'search_earth', name: `split_part(content, E'\\n', 1)`, text: 'content' },
] as const;

/** Bits per postings row (ids per chunk). Keep in step with search.repository.ts. */
export const CHUNK_BITS = 16384;
const SHIFT = Math.log2(CHUNK_BITS);
/** Added to the source number for the postings of name words. */
export const NAME_SOURCE_OFFSET = 10;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION search_tokens(text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT coalesce(array_agg(DISTINCT w), '{}'::text[]) FROM regexp_split_to_table($1, '[^[:alnum:]]+') w WHERE w <> '' $$`.execute(
    db,
  );

  await sql`CREATE TABLE search_dictionary (word text PRIMARY KEY)`.execute(db);
  await sql`CREATE INDEX search_dictionary_trgm ON search_dictionary USING gist (word gist_trgm_ops)`.execute(db);
  await sql`CREATE INDEX search_dictionary_prefix ON search_dictionary (word COLLATE "C")`.execute(db);

  // A row is just over the 2 KB toast threshold, so PostgreSQL compresses it: a rare word costs a few dozen bytes;
  // dense bit strings that do not compress stay inline (STORAGE MAIN), so a count never reads the toast table.
  await sql`
    CREATE TABLE search_postings (
      word text NOT NULL,
      source smallint NOT NULL,
      chunk integer NOT NULL,
      bits bit(${sql.raw(String(CHUNK_BITS))}) NOT NULL,
      PRIMARY KEY (word, source, chunk)
    )`.execute(db);
  await sql`ALTER TABLE search_postings ALTER COLUMN bits SET STORAGE MAIN`.execute(db);

  // bit_or of single bits: the bit string of a set of positions, built by set_bit in one pass.
  await sql`
    CREATE AGGREGATE search_bits(integer, integer) (
      sfunc = set_bit, stype = bit, initcond = ${sql.lit('0'.repeat(CHUNK_BITS))}
    )`.execute(db);

  const chunkOf = sql.raw(`(r.id >> ${SHIFT})::int`);
  const bitOf = sql.raw(`(r.id & ${CHUNK_BITS - 1})::int`);
  // The statements that add (sign > 0) or remove (sign < 0) the documents of `rows_sql` (columns id, search_words,
  // search_name_words, unplaced) to or from the postings. A document without a position also sets its bit for the
  // empty word (which no text contains). Returned as text and run by the caller: transition tables are visible only
  // in the trigger function itself.
  await sql`
    CREATE FUNCTION search_postings_statements(src smallint, rows_sql text, sign integer) RETURNS SETOF text
    LANGUAGE plpgsql IMMUTABLE AS $fn$
    DECLARE
      postings text := format($q$
        SELECT w, %1$s::smallint AS source, ${chunkOf} AS chunk, search_bits(${bitOf}, 1) AS bits
          FROM (%2$s) r, unnest(CASE WHEN r.unplaced THEN r.search_words || ''::text ELSE r.search_words END) w
         GROUP BY 1, 2, 3
        UNION ALL
        SELECT w, %1$s::smallint + ${sql.raw(String(NAME_SOURCE_OFFSET))}, ${chunkOf}, search_bits(${bitOf}, 1)
          FROM (%2$s) r, unnest(r.search_name_words) w
         GROUP BY 1, 2, 3$q$, src, rows_sql);
    BEGIN
      IF sign > 0 THEN
        RETURN NEXT format($q$
          INSERT INTO search_dictionary (word)
          SELECT DISTINCT w FROM (%s) r, unnest(r.search_words) w WHERE w ~ '[^0-9]'
          ORDER BY 1
          ON CONFLICT DO NOTHING$q$, rows_sql);
        RETURN NEXT format($q$
          INSERT INTO search_postings AS p (word, source, chunk, bits)
          SELECT * FROM (%s) d ORDER BY 1, 2, 3
          ON CONFLICT (word, source, chunk) DO UPDATE SET bits = p.bits | excluded.bits$q$, postings);
      ELSE
        RETURN NEXT format($q$
          UPDATE search_postings p SET bits = p.bits & ~d.bits
            FROM (%s) d
           WHERE p.word = d.w AND p.source = d.source AND p.chunk = d.chunk$q$, postings);
      END IF;
    END
    $fn$`.execute(db);

  // TG_ARGV: source number, id column, position column.
  await sql`
    CREATE FUNCTION search_postings_trigger() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    DECLARE
      src smallint := TG_ARGV[0]::smallint;
      id_col text := quote_ident(TG_ARGV[1]);
      earth_col text := quote_ident(TG_ARGV[2]);
      changed text := 'FROM old_rows o JOIN new_rows n USING (%1$s)
                       WHERE o.search_words IS DISTINCT FROM n.search_words OR o.search_name_words IS DISTINCT FROM n.search_name_words
                          OR (o.%2$s IS NULL) <> (n.%2$s IS NULL)';
      q text;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        FOR q IN SELECT search_postings_statements(src,
          format('SELECT %s AS id, search_words, search_name_words, %s IS NULL AS unplaced FROM new_rows', id_col, earth_col), 1) LOOP
          EXECUTE q;
        END LOOP;
      ELSIF TG_OP = 'DELETE' THEN
        FOR q IN SELECT search_postings_statements(src,
          format('SELECT %s AS id, search_words, search_name_words, %s IS NULL AS unplaced FROM old_rows', id_col, earth_col), -1) LOOP
          EXECUTE q;
        END LOOP;
      ELSIF TG_OP = 'UPDATE' THEN
        FOR q IN SELECT search_postings_statements(src,
          format('SELECT o.%1$s AS id, o.search_words, o.search_name_words, o.%2$s IS NULL AS unplaced ' || changed, id_col, earth_col), -1) LOOP
          EXECUTE q;
        END LOOP;
        FOR q IN SELECT search_postings_statements(src,
          format('SELECT n.%1$s AS id, n.search_words, n.search_name_words, n.%2$s IS NULL AS unplaced ' || changed, id_col, earth_col), 1) LOOP
          EXECUTE q;
        END LOOP;
      ELSIF TG_OP = 'TRUNCATE' THEN
        DELETE FROM search_postings WHERE source IN (src, src + ${sql.raw(String(NAME_SOURCE_OFFSET))});
      END IF;
      RETURN NULL;
    END
    $fn$`.execute(db);

  // Positions of products (their business) and posts (their profession, else business).
  await sql`ALTER TABLE products ADD COLUMN search_earth earth`.execute(db);
  await sql`ALTER TABLE posts ADD COLUMN search_earth earth`.execute(db);
  await sql`
    CREATE FUNCTION search_earth_of_row() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_TABLE_NAME = 'products' THEN
        NEW.search_earth := (SELECT earth FROM businesses WHERE business_id = NEW.business_id);
      ELSE
        NEW.search_earth := coalesce((SELECT earth FROM professions WHERE profession_id = NEW.profession_id),
                                     (SELECT earth FROM businesses WHERE business_id = NEW.business_id));
      END IF;
      RETURN NEW;
    END
    $fn$`.execute(db);
  await sql`CREATE TRIGGER products_search_earth BEFORE INSERT OR UPDATE OF business_id ON products
            FOR EACH ROW EXECUTE FUNCTION search_earth_of_row()`.execute(db);
  await sql`CREATE TRIGGER posts_search_earth BEFORE INSERT OR UPDATE OF profession_id, business_id ON posts
            FOR EACH ROW EXECUTE FUNCTION search_earth_of_row()`.execute(db);
  await sql`
    CREATE FUNCTION search_earth_follow_listing() RETURNS trigger
    LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_TABLE_NAME = 'professions' THEN
        UPDATE posts SET search_earth = NEW.earth WHERE profession_id = NEW.profession_id;
      ELSE
        UPDATE products SET search_earth = NEW.earth WHERE business_id = NEW.business_id;
        UPDATE posts p SET search_earth = coalesce((SELECT earth FROM professions pr WHERE pr.profession_id = p.profession_id), NEW.earth)
         WHERE p.business_id = NEW.business_id;
      END IF;
      RETURN NULL;
    END
    $fn$`.execute(db);
  for (const table of ['professions', 'businesses']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_earth`)} AFTER UPDATE OF latitude, longitude ON ${sql.table(table)}
              FOR EACH ROW WHEN (OLD.earth IS DISTINCT FROM NEW.earth) EXECUTE FUNCTION search_earth_follow_listing()`.execute(db);
  }
  await sql`UPDATE products t SET search_earth = b.earth FROM businesses b WHERE b.business_id = t.business_id AND b.earth IS NOT NULL`.execute(
    db,
  );
  await sql`
    UPDATE posts t SET search_earth = coalesce(pr.earth, b.earth)
      FROM posts x LEFT JOIN professions pr ON pr.profession_id = x.profession_id LEFT JOIN businesses b ON b.business_id = x.business_id
     WHERE x.post_id = t.post_id AND coalesce(pr.earth, b.earth) IS NOT NULL`.execute(db);
  await sql`CREATE INDEX products_search_earth_idx ON products USING gist (search_earth)`.execute(db);
  await sql`CREATE INDEX posts_search_earth_idx ON posts USING gist (search_earth)`.execute(db);

  for (const { table, id, source, earth, name, text } of SOURCES) {
    const t = sql.table(table);
    // Exact-token matching replaces the trigram indexes of 0006 (the C-collated prefix b-tree stays for suggestions).
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_search_text_trgm`)}`.execute(db);
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_search_name_trgm`)}`.execute(db);
    await sql`
      ALTER TABLE ${t}
        ADD COLUMN search_words text[] GENERATED ALWAYS AS (search_tokens(search_normalize(${sql.raw(text)}))) STORED,
        ADD COLUMN search_name_words text[] GENERATED ALWAYS AS (search_tokens(search_normalize(${sql.raw(name)}))) STORED`.execute(db);

    const args = sql.raw(`${source}, '${id}', '${earth}'`);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_ins`)} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger(${args})`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_del`)} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS old_rows
              FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger(${args})`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_upd`)} AFTER UPDATE ON ${t} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
              FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger(${args})`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_search_trunc`)} AFTER TRUNCATE ON ${t}
              FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger(${args})`.execute(db);

    // Existing rows.
    const { rows } = await sql<{ q: string }>`
      SELECT search_postings_statements(${source}::smallint, ${`SELECT ${id} AS id, search_words, search_name_words, ${earth} IS NULL AS unplaced FROM ${table}`}, 1) AS q`.execute(
      db,
    );
    for (const { q } of rows) await sql.raw(q).execute(db);

    await sql`CREATE INDEX ${sql.raw(`${table}_search_words_idx`)} ON ${t} USING gin (search_words)`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_search_name_words_idx`)} ON ${t} USING gin (search_name_words)`.execute(db);
  }
  for (const table of ['search_dictionary', 'search_postings', ...SOURCES.map((s) => s.table)])
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of SOURCES) {
    for (const suffix of ['ins', 'del', 'upd', 'trunc'])
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_search_${suffix}`)} ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS search_words, DROP COLUMN IF EXISTS search_name_words`.execute(db);
  }
  await sql`DROP TRIGGER IF EXISTS professions_search_earth ON professions`.execute(db);
  await sql`DROP TRIGGER IF EXISTS businesses_search_earth ON businesses`.execute(db);
  await sql`DROP TRIGGER IF EXISTS products_search_earth ON products`.execute(db);
  await sql`DROP TRIGGER IF EXISTS posts_search_earth ON posts`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN IF EXISTS search_earth`.execute(db);
  await sql`ALTER TABLE posts DROP COLUMN IF EXISTS search_earth`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_earth_follow_listing()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_earth_of_row()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_postings_trigger()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_postings_statements(smallint, text, integer)`.execute(db);
  await sql`DROP AGGREGATE IF EXISTS search_bits(integer, integer)`.execute(db);
  await sql`DROP TABLE IF EXISTS search_postings`.execute(db);
  await sql`DROP TABLE IF EXISTS search_dictionary`.execute(db);
  await sql`DROP FUNCTION IF EXISTS search_tokens(text)`.execute(db);
  // The trigram indexes of 0006.
  for (const { table } of SOURCES) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`${table}_search_text_trgm`)} ON ${sql.table(table)} USING gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`${table}_search_name_trgm`)} ON ${sql.table(table)} USING gist (search_name gist_trgm_ops)`.execute(
      db,
    );
  }
}
