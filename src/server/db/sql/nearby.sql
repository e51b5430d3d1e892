-- Nearby rings: cell keys, the cell counts kept by triggers, and the ring reader of both listing tables (decision 0003).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

-- Both listing tables as one, for the ring reader: kind 'b' businesses, 'p' professions (as in the cell tables). A
-- reader that names the kind reads one table: the other's branch is skipped at the start.
CREATE OR REPLACE VIEW public.ring_listings AS
 SELECT 'b'::character(1) AS kind,
    businesses.business_id AS listing_id,
    businesses.latitude,
    businesses.longitude,
    businesses.earth,
    businesses.plan_rank
   FROM businesses
UNION ALL
 SELECT 'p'::character(1) AS kind,
    professions.profession_id AS listing_id,
    professions.latitude,
    professions.longitude,
    professions.earth,
    professions.plan_rank
   FROM professions;

CREATE OR REPLACE FUNCTION public.nearby_ring(listing_kind character, vlat double precision, vlng double precision, rmin double precision, rmax double precision, k integer, min_rank integer DEFAULT 0, with_products boolean DEFAULT false)
 RETURNS TABLE(listing_id bigint, distance_m double precision, plan_rank smallint)
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  ve earth := ll_to_earth(vlat, vlng);
  -- Distances are compared as chords (cube_distance, see gc_chord in migration 0009); the cell radii stay safe bounds.
  chord_min float8 := gc_chord(rmin); chord_max float8 := gc_chord(rmax);
  -- The plan classes that may be visible beyond rmin (plan_rules).
  tier int := greatest(coalesce(min_rank, 0), plan_min_rank(rmin));
  c_coarse int[]; c_dc float8[];
  ids bigint[] := '{}'; ds float8[] := '{}'; prs smallint[] := '{}';
  p_ids bigint[]; p_ds float8[]; p_prs smallint[];
  band_lo float8; band_hi float8; width float8 := 2000; farthest float8;
BEGIN
  IF rmin <= 0 THEN
    IF tier = 0 THEN 
    RETURN QUERY
      SELECT t.listing_id, sec_to_gc(cube_distance(t.earth, ve)), t.plan_rank
        FROM ring_listings t
       WHERE t.kind = listing_kind AND t.earth <@ earth_box(ve, rmax)
         AND true
         AND cube_distance(t.earth, ve) <= chord_max
         AND plan_visible(t.earth, t.plan_rank, ve)
         AND (NOT with_products OR listing_kind <> 'b' OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.listing_id))
       ORDER BY t.earth <-> ve
       LIMIT k;
    ELSIF tier = 1 THEN 
    RETURN QUERY
      SELECT t.listing_id, sec_to_gc(cube_distance(t.earth, ve)), t.plan_rank
        FROM ring_listings t
       WHERE t.kind = listing_kind AND t.earth <@ earth_box(ve, rmax)
         AND t.plan_rank >= 1
         AND cube_distance(t.earth, ve) <= chord_max
         AND plan_visible(t.earth, t.plan_rank, ve)
         AND (NOT with_products OR listing_kind <> 'b' OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.listing_id))
       ORDER BY t.earth <-> ve
       LIMIT k;
    ELSE 
    RETURN QUERY
      SELECT t.listing_id, sec_to_gc(cube_distance(t.earth, ve)), t.plan_rank
        FROM ring_listings t
       WHERE t.kind = listing_kind AND t.earth <@ earth_box(ve, rmax)
         AND t.plan_rank = 2
         AND cube_distance(t.earth, ve) <= chord_max
         AND plan_visible(t.earth, t.plan_rank, ve)
         AND (NOT with_products OR listing_kind <> 'b' OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.listing_id))
       ORDER BY t.earth <-> ve
       LIMIT k;
    END IF;
    RETURN;
  END IF;
  -- The coarse cells (circumradius 19.8 km) that may reach the ring and hold rows of the visible plan classes.
  SELECT array_agg(cc.coarse), array_agg(cube_distance(cc.center, ve)), max(cube_distance(cc.center, ve)) + 19800
    INTO c_coarse, c_dc, farthest
    FROM ring_coarse_cells cc
   WHERE cc.kind = listing_kind AND CASE tier WHEN 0 THEN cc.n0 WHEN 1 THEN cc.n1 ELSE cc.n2 END > 0
     AND cube_distance(cc.center, ve) + 19800 > chord_min AND cube_distance(cc.center, ve) - 19800 <= chord_max;
  IF c_coarse IS NULL THEN RETURN; END IF;
  band_lo := chord_min; band_hi := chord_min + width;

  LOOP
    IF tier = 0 THEN 
      SELECT coalesce(array_agg(r.rid), '{}'), coalesce(array_agg(r.d), '{}'), coalesce(array_agg(r.pr), '{}')
        INTO p_ids, p_ds, p_prs
        FROM (
          SELECT fc.coarse * 64 + fc.fine AS cell
            FROM unnest(c_coarse, c_dc) co(coarse, dc)
            JOIN ring_fine_cells fc ON fc.kind = listing_kind AND fc.coarse = co.coarse
            CROSS JOIN LATERAL (SELECT cube_distance(fc.center, ve) AS d) f
           WHERE co.dc - 19800 < band_hi AND co.dc + 19800 >= band_lo
             AND CASE tier WHEN 0 THEN fc.n0 WHEN 1 THEN fc.n1 ELSE fc.n2 END > 0
             AND f.d + 2500 > chord_min AND f.d - 2500 <= chord_max
             AND greatest(chord_min, f.d - 2500) >= band_lo AND greatest(chord_min, f.d - 2500) < band_hi
        ) c
        CROSS JOIN LATERAL (
          SELECT t.listing_id AS rid, cube_distance(t.earth, ve) AS d, t.plan_rank AS pr
            FROM ring_listings t
           WHERE t.kind = listing_kind AND ring_fine_id(t.latitude, t.longitude) = c.cell
             AND true
             AND cube_distance(t.earth, ve) > chord_min
             AND cube_distance(t.earth, ve) <= chord_max
             AND plan_visible(t.earth, t.plan_rank, ve)
             AND (NOT with_products OR listing_kind <> 'b' OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.listing_id))
           ORDER BY 2
           LIMIT k) r;
    ELSIF tier = 1 THEN 
      SELECT coalesce(array_agg(r.rid), '{}'), coalesce(array_agg(r.d), '{}'), coalesce(array_agg(r.pr), '{}')
        INTO p_ids, p_ds, p_prs
        FROM (
          SELECT fc.coarse * 64 + fc.fine AS cell
            FROM unnest(c_coarse, c_dc) co(coarse, dc)
            JOIN ring_fine_cells fc ON fc.kind = listing_kind AND fc.coarse = co.coarse
            CROSS JOIN LATERAL (SELECT cube_distance(fc.center, ve) AS d) f
           WHERE co.dc - 19800 < band_hi AND co.dc + 19800 >= band_lo
             AND CASE tier WHEN 0 THEN fc.n0 WHEN 1 THEN fc.n1 ELSE fc.n2 END > 0
             AND f.d + 2500 > chord_min AND f.d - 2500 <= chord_max
             AND greatest(chord_min, f.d - 2500) >= band_lo AND greatest(chord_min, f.d - 2500) < band_hi
        ) c
        CROSS JOIN LATERAL (
          SELECT t.listing_id AS rid, cube_distance(t.earth, ve) AS d, t.plan_rank AS pr
            FROM ring_listings t
           WHERE t.kind = listing_kind AND ring_fine_id(t.latitude, t.longitude) = c.cell
             AND t.plan_rank >= 1
             AND cube_distance(t.earth, ve) > chord_min
             AND cube_distance(t.earth, ve) <= chord_max
             AND plan_visible(t.earth, t.plan_rank, ve)
             AND (NOT with_products OR listing_kind <> 'b' OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.listing_id))
           ORDER BY 2
           LIMIT k) r;
    ELSE 
      SELECT coalesce(array_agg(r.rid), '{}'), coalesce(array_agg(r.d), '{}'), coalesce(array_agg(r.pr), '{}')
        INTO p_ids, p_ds, p_prs
        FROM (
          SELECT fc.coarse * 64 + fc.fine AS cell
            FROM unnest(c_coarse, c_dc) co(coarse, dc)
            JOIN ring_fine_cells fc ON fc.kind = listing_kind AND fc.coarse = co.coarse
            CROSS JOIN LATERAL (SELECT cube_distance(fc.center, ve) AS d) f
           WHERE co.dc - 19800 < band_hi AND co.dc + 19800 >= band_lo
             AND CASE tier WHEN 0 THEN fc.n0 WHEN 1 THEN fc.n1 ELSE fc.n2 END > 0
             AND f.d + 2500 > chord_min AND f.d - 2500 <= chord_max
             AND greatest(chord_min, f.d - 2500) >= band_lo AND greatest(chord_min, f.d - 2500) < band_hi
        ) c
        CROSS JOIN LATERAL (
          SELECT t.listing_id AS rid, cube_distance(t.earth, ve) AS d, t.plan_rank AS pr
            FROM ring_listings t
           WHERE t.kind = listing_kind AND ring_fine_id(t.latitude, t.longitude) = c.cell
             AND t.plan_rank = 2
             AND cube_distance(t.earth, ve) > chord_min
             AND cube_distance(t.earth, ve) <= chord_max
             AND plan_visible(t.earth, t.plan_rank, ve)
             AND (NOT with_products OR listing_kind <> 'b' OR EXISTS (SELECT 1 FROM products p WHERE p.business_id = t.listing_id))
           ORDER BY 2
           LIMIT k) r;
    END IF;
    ids := ids || p_ids; ds := ds || p_ds; prs := prs || p_prs;
    -- Done when k rows lie closer than the bands covered so far, or when every candidate cell has been probed.
    EXIT WHEN band_hi > least(chord_max, farthest) OR (SELECT count(*) FROM unnest(ds) x WHERE x < band_hi) >= k;
    band_lo := band_hi; width := width * 4; band_hi := band_hi + width;
  END LOOP;
  RETURN QUERY SELECT u.i, sec_to_gc(u.d), u.p FROM unnest(ids, ds, prs) u(i, d, p) ORDER BY u.d, u.i LIMIT k;
END $function$;

CREATE OR REPLACE FUNCTION public.ring_cells_apply(kind character, delta jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
      WITH d AS (
        SELECT (e->>'coarse')::int AS coarse, (e->>'fine')::smallint AS fine,
               (e->>'n0')::int AS n0, (e->>'n1')::int AS n1, (e->>'n2')::int AS n2
          FROM jsonb_array_elements(delta) e
      ), f AS (
        INSERT INTO ring_fine_cells AS x (kind, coarse, fine, center, n0, n1, n2)
        SELECT kind, coarse, fine,
               ll_to_earth(((coarse / 1440) * 8 + fine / 8 + 0.5) / 32.0 - 90, ((coarse % 1440) * 8 + fine % 8 + 0.5) / 32.0 - 180),
               n0, n1, n2
          FROM d
        ON CONFLICT (kind, coarse, fine) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2
      )
      INSERT INTO ring_coarse_cells AS x (kind, coarse, center, n0, n1, n2)
      SELECT kind, coarse, ll_to_earth((coarse / 1440 + 0.5) / 4.0 - 90, (coarse % 1440 + 0.5) / 4.0 - 180),
             sum(n0), sum(n1), sum(n2)
        FROM d GROUP BY coarse
      ON CONFLICT (kind, coarse) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2
    $function$;

CREATE OR REPLACE FUNCTION public.ring_cells_maintain()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    DECLARE d jsonb;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        
    SELECT coalesce(jsonb_agg(g), '[]'::jsonb) FROM (
      SELECT coarse, fine, sum(n0) AS n0, sum(n1) AS n1, sum(n2) AS n2 FROM (
    SELECT cube_ll_coord(ring_key, 4)::int AS coarse, cube_ll_coord(ring_key, 5)::int AS fine,
           1 AS n0, CASE WHEN plan_rank >= 1 THEN 1 ELSE 0 END AS n1, CASE WHEN plan_rank = 2 THEN 1 ELSE 0 END AS n2
      FROM new_rows WHERE ring_key IS NOT NULL) u
       GROUP BY coarse, fine HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) g INTO d;
      ELSIF TG_OP = 'DELETE' THEN
        
    SELECT coalesce(jsonb_agg(g), '[]'::jsonb) FROM (
      SELECT coarse, fine, sum(n0) AS n0, sum(n1) AS n1, sum(n2) AS n2 FROM (
    SELECT cube_ll_coord(ring_key, 4)::int AS coarse, cube_ll_coord(ring_key, 5)::int AS fine,
           -1 AS n0, CASE WHEN plan_rank >= 1 THEN -1 ELSE 0 END AS n1, CASE WHEN plan_rank = 2 THEN -1 ELSE 0 END AS n2
      FROM old_rows WHERE ring_key IS NOT NULL) u
       GROUP BY coarse, fine HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) g INTO d;
      ELSE
        
    SELECT coalesce(jsonb_agg(g), '[]'::jsonb) FROM (
      SELECT coarse, fine, sum(n0) AS n0, sum(n1) AS n1, sum(n2) AS n2 FROM (
    SELECT cube_ll_coord(ring_key, 4)::int AS coarse, cube_ll_coord(ring_key, 5)::int AS fine,
           1 AS n0, CASE WHEN plan_rank >= 1 THEN 1 ELSE 0 END AS n1, CASE WHEN plan_rank = 2 THEN 1 ELSE 0 END AS n2
      FROM new_rows WHERE ring_key IS NOT NULL UNION ALL 
    SELECT cube_ll_coord(ring_key, 4)::int AS coarse, cube_ll_coord(ring_key, 5)::int AS fine,
           -1 AS n0, CASE WHEN plan_rank >= 1 THEN -1 ELSE 0 END AS n1, CASE WHEN plan_rank = 2 THEN -1 ELSE 0 END AS n2
      FROM old_rows WHERE ring_key IS NOT NULL) u
       GROUP BY coarse, fine HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) g INTO d;
      END IF;
      IF jsonb_array_length(d) > 0 THEN PERFORM ring_cells_apply(TG_ARGV[0]::char(1), d); END IF;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER businesses_ring_cells_delete AFTER DELETE ON public.businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ring_cells_maintain('b');

CREATE OR REPLACE TRIGGER businesses_ring_cells_insert AFTER INSERT ON public.businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ring_cells_maintain('b');

CREATE OR REPLACE TRIGGER businesses_ring_cells_update AFTER UPDATE ON public.businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ring_cells_maintain('b');

CREATE OR REPLACE TRIGGER professions_ring_cells_delete AFTER DELETE ON public.professions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ring_cells_maintain('p');

CREATE OR REPLACE TRIGGER professions_ring_cells_insert AFTER INSERT ON public.professions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ring_cells_maintain('p');

CREATE OR REPLACE TRIGGER professions_ring_cells_update AFTER UPDATE ON public.professions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ring_cells_maintain('p');

-- Stored by indexes: change it in a migration that rebuilds them, and here.
CREATE OR REPLACE FUNCTION public.ring_fine_id(lat double precision, lng double precision)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      SELECT (floor((lat + 90) * 4)::int * 1440 + floor((lng + 180) * 4)::int) * 64
             + (floor((lat + 90) * 32)::int - floor((lat + 90) * 4)::int * 8) * 8
             + floor((lng + 180) * 32)::int - floor((lng + 180) * 4)::int * 8
    $function$;

-- Stored by generated columns: change it in a migration that rebuilds them, and here.
CREATE OR REPLACE FUNCTION public.ring_key(lat double precision, lng double precision)
 RETURNS cube
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      SELECT public.cube(public.cube(public.ll_to_earth(lat, lng),
                         (floor((lat + 90) * 4)::int * 1440 + floor((lng + 180) * 4)::int)::float8),
                         ((floor((lat + 90) * 32)::int - floor((lat + 90) * 4)::int * 8) * 8
                          + floor((lng + 180) * 32)::int - floor((lng + 180) * 4)::int * 8)::float8)
    $function$;
