-- Search: normalised words, the postings kept by statement triggers, each row's position and owner, and the place log the in-memory indexes follow (decision 0005).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

-- Stored by generated columns: change it in a migration that rebuilds them, and here.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $function$;

CREATE OR REPLACE FUNCTION public.search_earth_follow_listing()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF TG_TABLE_NAME = 'professions' THEN
      UPDATE posts p SET (latitude, longitude, place_precision, state_id, city_id, neighborhood_id) = (SELECT * FROM listing_position(p.business_id, p.profession_id)) WHERE p.profession_id = NEW.profession_id AND p.business_id IS NULL;
    ELSE
      UPDATE products SET search_earth = NEW.earth, search_plan_rank = NEW.plan_rank WHERE business_id = NEW.business_id;
      UPDATE posts p SET (latitude, longitude, place_precision, state_id, city_id, neighborhood_id) = (SELECT * FROM listing_position(p.business_id, p.profession_id)) WHERE p.business_id = NEW.business_id;
    END IF;
    RETURN NULL;
  END
  $function$;

CREATE OR REPLACE TRIGGER businesses_search_earth AFTER UPDATE OF latitude, longitude, plan_rank, place_precision, state_id, city_id, neighborhood_id ON public.businesses FOR EACH ROW WHEN ((((old.earth)::cube IS DISTINCT FROM (new.earth)::cube) OR (old.plan_rank IS DISTINCT FROM new.plan_rank) OR ((((old.place_precision IS DISTINCT FROM new.place_precision) OR (old.state_id IS DISTINCT FROM new.state_id)) OR (old.city_id IS DISTINCT FROM new.city_id)) OR (old.neighborhood_id IS DISTINCT FROM new.neighborhood_id)))) EXECUTE FUNCTION search_earth_follow_listing();

CREATE OR REPLACE TRIGGER professions_search_earth AFTER UPDATE OF latitude, longitude, plan_rank, place_precision, state_id, city_id, neighborhood_id ON public.professions FOR EACH ROW WHEN ((((old.earth)::cube IS DISTINCT FROM (new.earth)::cube) OR (old.plan_rank IS DISTINCT FROM new.plan_rank) OR ((((old.place_precision IS DISTINCT FROM new.place_precision) OR (old.state_id IS DISTINCT FROM new.state_id)) OR (old.city_id IS DISTINCT FROM new.city_id)) OR (old.neighborhood_id IS DISTINCT FROM new.neighborhood_id)))) EXECUTE FUNCTION search_earth_follow_listing();

CREATE OR REPLACE FUNCTION public.search_earth_of_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF TG_TABLE_NAME = 'products' THEN
      NEW.search_earth := (SELECT earth FROM businesses WHERE business_id = NEW.business_id);
      NEW.search_plan_rank := coalesce((SELECT plan_rank FROM businesses WHERE business_id = NEW.business_id), 0);
      RETURN NEW;
    END IF;
    IF NEW.business_id IS NOT NULL OR NEW.profession_id IS NOT NULL THEN
      SELECT x.latitude, x.longitude, x.place_precision, x.state_id, x.city_id, x.neighborhood_id
        INTO NEW.latitude, NEW.longitude, NEW.place_precision, NEW.state_id, NEW.city_id, NEW.neighborhood_id
        FROM listing_position(NEW.business_id, NEW.profession_id) x;
    ELSIF TG_OP = 'INSERT' AND NEW.latitude IS NULL THEN
      SELECT x.latitude, x.longitude, x.place_precision, x.state_id, x.city_id, x.neighborhood_id
        INTO NEW.latitude, NEW.longitude, NEW.place_precision, NEW.state_id, NEW.city_id, NEW.neighborhood_id
        FROM author_position(NEW.user_id) x;
    END IF;
    NEW.search_earth := CASE WHEN NEW.latitude IS NOT NULL THEN ll_to_earth(NEW.latitude, NEW.longitude) END;
    NEW.search_plan_rank := listing_plan_of_post(NEW.business_id, NEW.profession_id);
    RETURN NEW;
  END
  $function$;

CREATE OR REPLACE TRIGGER posts_search_earth BEFORE INSERT OR UPDATE OF profession_id, business_id, latitude, longitude ON public.posts FOR EACH ROW EXECUTE FUNCTION search_earth_of_row();

CREATE OR REPLACE TRIGGER products_search_earth BEFORE INSERT OR UPDATE OF business_id ON public.products FOR EACH ROW EXECUTE FUNCTION search_earth_of_row();

-- Stored by generated columns: change it in a migration that rebuilds them, and here.
CREATE OR REPLACE FUNCTION public.search_normalize(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT lower(immutable_unaccent($1)) $function$;

CREATE OR REPLACE FUNCTION public.search_owner_of_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      NEW.search_owner := (SELECT full_name FROM users WHERE user_id = NEW.auth_user_id);
      RETURN NEW;
    END
    $function$;

CREATE OR REPLACE TRIGGER businesses_search_owner BEFORE INSERT OR UPDATE OF auth_user_id ON public.businesses FOR EACH ROW EXECUTE FUNCTION search_owner_of_row();

CREATE OR REPLACE TRIGGER professions_search_owner BEFORE INSERT OR UPDATE OF auth_user_id ON public.professions FOR EACH ROW EXECUTE FUNCTION search_owner_of_row();

CREATE OR REPLACE FUNCTION public.search_owner_renamed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE professions SET search_owner = NEW.full_name WHERE auth_user_id = NEW.user_id;
      UPDATE businesses SET search_owner = NEW.full_name WHERE auth_user_id = NEW.user_id;
      RETURN NULL;
    END
    $function$;

CREATE OR REPLACE TRIGGER users_search_owner AFTER UPDATE OF full_name ON public.users FOR EACH ROW WHEN ((old.full_name IS DISTINCT FROM new.full_name)) EXECUTE FUNCTION search_owner_renamed();

CREATE OR REPLACE FUNCTION public.search_place_log_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  DECLARE
    src smallint := TG_ARGV[0]::smallint;
    id_col text := quote_ident(TG_ARGV[1]);
    earth_col text := quote_ident(TG_ARGV[2]);
    plan_col text := quote_ident(TG_ARGV[3]);
    changed text := format('o.%1$s IS DISTINCT FROM n.%1$s OR o.%2$s IS DISTINCT FROM n.%2$s', earth_col, plan_col);
    col text;
  BEGIN
    IF TG_NARGS > 4 THEN
      FOREACH col IN ARRAY string_to_array(TG_ARGV[4], ',') LOOP
        changed := changed || format(' OR o.%1$s IS DISTINCT FROM n.%1$s', quote_ident(col));
      END LOOP;
    END IF;
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, %s FROM new_rows', id_col) USING src;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, %s FROM old_rows', id_col) USING src;
    ELSIF TG_OP = 'UPDATE' THEN
      EXECUTE format('INSERT INTO search_place_log (source, id) SELECT $1, n.%1$s FROM old_rows o JOIN new_rows n USING (%1$s) WHERE %2$s',
                     id_col, changed) USING src;
    ELSIF TG_OP = 'TRUNCATE' THEN
      INSERT INTO search_place_log (source, id) VALUES (src, NULL);
    END IF;
    RETURN NULL;
  END
  $function$;

CREATE OR REPLACE TRIGGER businesses_place_log_delete AFTER DELETE ON public.businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('2', 'business_id', 'earth', 'plan_rank');

CREATE OR REPLACE TRIGGER businesses_place_log_insert AFTER INSERT ON public.businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('2', 'business_id', 'earth', 'plan_rank');

CREATE OR REPLACE TRIGGER businesses_place_log_truncate AFTER TRUNCATE ON public.businesses FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('2', 'business_id', 'earth', 'plan_rank');

CREATE OR REPLACE TRIGGER businesses_place_log_update AFTER UPDATE ON public.businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('2', 'business_id', 'earth', 'plan_rank', 'business_type_id');

CREATE OR REPLACE TRIGGER posts_place_log_delete AFTER DELETE ON public.posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('4', 'post_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER posts_place_log_insert AFTER INSERT ON public.posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('4', 'post_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER posts_place_log_truncate AFTER TRUNCATE ON public.posts FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('4', 'post_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER posts_place_log_update AFTER UPDATE ON public.posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('4', 'post_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER products_place_log_delete AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('3', 'product_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER products_place_log_insert AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('3', 'product_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER products_place_log_truncate AFTER TRUNCATE ON public.products FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('3', 'product_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER products_place_log_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('3', 'product_id', 'search_earth', 'search_plan_rank');

CREATE OR REPLACE TRIGGER professions_place_log_delete AFTER DELETE ON public.professions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('1', 'profession_id', 'earth', 'plan_rank');

CREATE OR REPLACE TRIGGER professions_place_log_insert AFTER INSERT ON public.professions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('1', 'profession_id', 'earth', 'plan_rank');

CREATE OR REPLACE TRIGGER professions_place_log_truncate AFTER TRUNCATE ON public.professions FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('1', 'profession_id', 'earth', 'plan_rank');

CREATE OR REPLACE TRIGGER professions_place_log_update AFTER UPDATE ON public.professions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_place_log_trigger('1', 'profession_id', 'earth', 'plan_rank', 'profession_type_id,approximate_area');

CREATE OR REPLACE FUNCTION public.search_postings_statements(src smallint, rows_sql text, sign integer)
 RETURNS SETOF text
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
    DECLARE
      postings text := format($q$
        SELECT w, %1$s::smallint AS source, (r.id >> 14)::int AS chunk, search_bits((r.id & 16383)::int, 1) AS bits
          FROM (%2$s) r, unnest(CASE WHEN r.unplaced THEN r.search_words || ''::text ELSE r.search_words END) w
         GROUP BY 1, 2, 3
        UNION ALL
        SELECT w, %1$s::smallint + 10, (r.id >> 14)::int, search_bits((r.id & 16383)::int, 1)
          FROM (%2$s) r, unnest(r.search_name_words) w
         GROUP BY 1, 2, 3$q$, src, rows_sql);
    BEGIN
      IF sign > 0 THEN
        RETURN NEXT format($q$
          INSERT INTO search_dictionary (word)
          SELECT DISTINCT w FROM (%s) r, unnest(r.search_words) w WHERE w ~ '[^0-9]' AND strpos(w, ':') = 0
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
    $function$;

CREATE OR REPLACE FUNCTION public.search_postings_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
        DELETE FROM search_postings WHERE source IN (src, src + 10);
      END IF;
      RETURN NULL;
    END
    $function$;

CREATE OR REPLACE TRIGGER businesses_search_del AFTER DELETE ON public.businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('2', 'business_id', 'earth');

CREATE OR REPLACE TRIGGER businesses_search_ins AFTER INSERT ON public.businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('2', 'business_id', 'earth');

CREATE OR REPLACE TRIGGER businesses_search_trunc AFTER TRUNCATE ON public.businesses FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('2', 'business_id', 'earth');

CREATE OR REPLACE TRIGGER businesses_search_upd AFTER UPDATE ON public.businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('2', 'business_id', 'earth');

CREATE OR REPLACE TRIGGER posts_search_del AFTER DELETE ON public.posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('4', 'post_id', 'search_earth');

CREATE OR REPLACE TRIGGER posts_search_ins AFTER INSERT ON public.posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('4', 'post_id', 'search_earth');

CREATE OR REPLACE TRIGGER posts_search_trunc AFTER TRUNCATE ON public.posts FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('4', 'post_id', 'search_earth');

CREATE OR REPLACE TRIGGER posts_search_upd AFTER UPDATE ON public.posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('4', 'post_id', 'search_earth');

CREATE OR REPLACE TRIGGER products_search_del AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('3', 'product_id', 'search_earth');

CREATE OR REPLACE TRIGGER products_search_ins AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('3', 'product_id', 'search_earth');

CREATE OR REPLACE TRIGGER products_search_trunc AFTER TRUNCATE ON public.products FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('3', 'product_id', 'search_earth');

CREATE OR REPLACE TRIGGER products_search_upd AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('3', 'product_id', 'search_earth');

CREATE OR REPLACE TRIGGER professions_search_del AFTER DELETE ON public.professions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('1', 'profession_id', 'earth');

CREATE OR REPLACE TRIGGER professions_search_ins AFTER INSERT ON public.professions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('1', 'profession_id', 'earth');

CREATE OR REPLACE TRIGGER professions_search_trunc AFTER TRUNCATE ON public.professions FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('1', 'profession_id', 'earth');

CREATE OR REPLACE TRIGGER professions_search_upd AFTER UPDATE ON public.professions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_trigger('1', 'profession_id', 'earth');

-- Stored by generated columns: change it in a migration that rebuilds them, and here.
CREATE OR REPLACE FUNCTION public.search_tokens(text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT coalesce(array_agg(DISTINCT w), '{}'::text[]) FROM regexp_split_to_table($1, '[^[:alnum:]]+') w WHERE w <> '' $function$;
