-- The feed: cells, the entries kept in step with each content table through feed_sources, and the page and cover readers (decision 0006).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE VIEW public.feed_sources AS
 SELECT 0::smallint AS kind,
    pr.product_id AS item_id,
    pr.created_at,
    b.latitude AS lat,
    b.longitude AS lng,
    b.plan_rank
   FROM products pr
     JOIN businesses b ON b.business_id = pr.business_id
  WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL AND pr.hidden IS NULL AND b.plan_rank >= 0
UNION ALL
 SELECT 1::smallint AS kind,
    professions.profession_id AS item_id,
    professions.created_at,
    professions.latitude AS lat,
    professions.longitude AS lng,
    professions.plan_rank
   FROM professions
  WHERE professions.latitude IS NOT NULL AND professions.longitude IS NOT NULL AND professions.plan_rank >= 0
UNION ALL
 SELECT 2::smallint AS kind,
    businesses.business_id AS item_id,
    businesses.created_at,
    businesses.latitude AS lat,
    businesses.longitude AS lng,
    businesses.plan_rank
   FROM businesses
  WHERE businesses.latitude IS NOT NULL AND businesses.longitude IS NOT NULL AND businesses.plan_rank >= 0
UNION ALL
 SELECT 3::smallint AS kind,
    po.post_id AS item_id,
    po.created_at,
    po.latitude AS lat,
    po.longitude AS lng,
    COALESCE(b.plan_rank::integer, p.plan_rank::integer, 0)::smallint AS plan_rank
   FROM posts po
     LEFT JOIN businesses b ON b.business_id = po.business_id
     LEFT JOIN professions p ON p.profession_id = po.profession_id
  WHERE po.latitude IS NOT NULL AND po.hidden IS NULL AND COALESCE(b.plan_rank::integer, p.plan_rank::integer, 0) >= 0
UNION ALL
 SELECT 4::smallint AS kind,
    notices.notice_id AS item_id,
    notices.created_at,
    notices.latitude AS lat,
    notices.longitude AS lng,
    0::smallint AS plan_rank
   FROM notices
  WHERE notices.latitude IS NOT NULL
UNION ALL
 SELECT 5::smallint AS kind,
    events.event_id AS item_id,
    events.created_at,
    events.latitude AS lat,
    events.longitude AS lng,
    0::smallint AS plan_rank
   FROM events
  WHERE events.latitude IS NOT NULL AND events.cancelled_at IS NULL AND events.hidden IS NULL
UNION ALL
 SELECT 6::smallint AS kind,
    announcements.announcement_id AS item_id,
    announcements.created_at,
    announcements.latitude AS lat,
    announcements.longitude AS lng,
    2::smallint AS plan_rank
   FROM announcements
  WHERE announcements.latitude IS NOT NULL;

-- Stored by generated columns: change it in a migration that rebuilds them, and here.
CREATE OR REPLACE FUNCTION public.feed_cell(lat double precision, lng double precision, level integer)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      SELECT CASE level
        WHEN 0 THEN least(floor((lat + 90) * 32)::int, 5759) * 11520 + least(floor((lng + 180) * 32)::int, 11519)
        WHEN 1 THEN least(floor((lat + 90) * 4)::int, 719) * 1440 + least(floor((lng + 180) * 4)::int, 1439)
        ELSE least(floor((lat + 90) / 2)::int, 89) * 180 + least(floor((lng + 180) / 2)::int, 179) END
    $function$;

CREATE OR REPLACE FUNCTION public.feed_cell_center(cell integer, level integer)
 RETURNS earth
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      SELECT CASE level
        WHEN 0 THEN ll_to_earth((cell / 11520 + 0.5) / 32.0 - 90, (cell % 11520 + 0.5) / 32.0 - 180)
        WHEN 1 THEN ll_to_earth((cell / 1440 + 0.5) / 4.0 - 90, (cell % 1440 + 0.5) / 4.0 - 180)
        ELSE ll_to_earth((cell / 180 + 0.5) * 2.0 - 90, (cell % 180 + 0.5) * 2.0 - 180) END
    $function$;

CREATE OR REPLACE FUNCTION public.feed_cell_parent(cell integer, level integer)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      SELECT CASE level
        WHEN 0 THEN (cell / 11520 / 8) * 1440 + (cell % 11520) / 8
        WHEN 1 THEN (cell / 1440 / 8) * 180 + (cell % 1440) / 8 END
    $function$;

CREATE OR REPLACE FUNCTION public.feed_cells_maintain()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP = 'INSERT' THEN 
    INSERT INTO feed_cells AS x (level, cell, parent, center, n0, n1, n2)
    SELECT level, cell, feed_cell_parent(cell, level), feed_cell_center(cell, level), n0, n1, n2 FROM (
      SELECT level, cell, sum(n0)::int AS n0, sum(n1)::int AS n1, sum(n2)::int AS n2 FROM (
    SELECT l.level, CASE l.level WHEN 0 THEN r.fine WHEN 1 THEN r.coarse ELSE r.region END AS cell,
           1 AS n0, CASE WHEN r.plan_rank >= 1 THEN 1 ELSE 0 END AS n1, CASE WHEN r.plan_rank = 2 THEN 1 ELSE 0 END AS n2
      FROM new_rows r CROSS JOIN (VALUES (0), (1), (2)) l(level)) u
       GROUP BY level, cell HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) d
    ON CONFLICT (level, cell) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2;
      ELSIF TG_OP = 'DELETE' THEN 
    INSERT INTO feed_cells AS x (level, cell, parent, center, n0, n1, n2)
    SELECT level, cell, feed_cell_parent(cell, level), feed_cell_center(cell, level), n0, n1, n2 FROM (
      SELECT level, cell, sum(n0)::int AS n0, sum(n1)::int AS n1, sum(n2)::int AS n2 FROM (
    SELECT l.level, CASE l.level WHEN 0 THEN r.fine WHEN 1 THEN r.coarse ELSE r.region END AS cell,
           -1 AS n0, CASE WHEN r.plan_rank >= 1 THEN -1 ELSE 0 END AS n1, CASE WHEN r.plan_rank = 2 THEN -1 ELSE 0 END AS n2
      FROM old_rows r CROSS JOIN (VALUES (0), (1), (2)) l(level)) u
       GROUP BY level, cell HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) d
    ON CONFLICT (level, cell) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2;
      ELSE 
    INSERT INTO feed_cells AS x (level, cell, parent, center, n0, n1, n2)
    SELECT level, cell, feed_cell_parent(cell, level), feed_cell_center(cell, level), n0, n1, n2 FROM (
      SELECT level, cell, sum(n0)::int AS n0, sum(n1)::int AS n1, sum(n2)::int AS n2 FROM (
    SELECT l.level, CASE l.level WHEN 0 THEN r.fine WHEN 1 THEN r.coarse ELSE r.region END AS cell,
           1 AS n0, CASE WHEN r.plan_rank >= 1 THEN 1 ELSE 0 END AS n1, CASE WHEN r.plan_rank = 2 THEN 1 ELSE 0 END AS n2
      FROM new_rows r CROSS JOIN (VALUES (0), (1), (2)) l(level) UNION ALL 
    SELECT l.level, CASE l.level WHEN 0 THEN r.fine WHEN 1 THEN r.coarse ELSE r.region END AS cell,
           -1 AS n0, CASE WHEN r.plan_rank >= 1 THEN -1 ELSE 0 END AS n1, CASE WHEN r.plan_rank = 2 THEN -1 ELSE 0 END AS n2
      FROM old_rows r CROSS JOIN (VALUES (0), (1), (2)) l(level)) u
       GROUP BY level, cell HAVING sum(n0) <> 0 OR sum(n1) <> 0 OR sum(n2) <> 0) d
    ON CONFLICT (level, cell) DO UPDATE SET n0 = x.n0 + excluded.n0, n1 = x.n1 + excluded.n1, n2 = x.n2 + excluded.n2;
      END IF;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER feed_entries_cells_delete AFTER DELETE ON public.feed_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_cells_maintain();

CREATE OR REPLACE TRIGGER feed_entries_cells_insert AFTER INSERT ON public.feed_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_cells_maintain();

CREATE OR REPLACE TRIGGER feed_entries_cells_update AFTER UPDATE ON public.feed_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_cells_maintain();

CREATE OR REPLACE FUNCTION public.feed_cover(vlat double precision, vlng double precision, rmin double precision, rmax double precision, tier integer, split_at integer DEFAULT 2000)
 RETURNS TABLE(level smallint, cell integer, inside boolean)
 LANGUAGE sql
 STABLE
AS $function$
  WITH v AS (SELECT ll_to_earth(vlat, vlng) AS ve, gc_chord(rmin) AS chord_min, gc_chord(rmax) AS chord_max),
  regions AS (
    SELECT c.cell, cube_distance(c.center, v.ve) AS d FROM feed_cells c, v WHERE c.level = 2 AND CASE tier WHEN 0 THEN c.n0 WHEN 1 THEN c.n1 ELSE c.n2 END > 0
  ),
  coarse AS (
    SELECT c.cell, cube_distance(c.center, v.ve) AS d, CASE tier WHEN 0 THEN c.n0 WHEN 1 THEN c.n1 ELSE c.n2 END AS n
      FROM regions r JOIN feed_cells c ON c.level = 1 AND c.parent = r.cell, v
     WHERE (r.d + 157400 > v.chord_min OR rmin <= 0) AND r.d - 157400 <= v.chord_max AND NOT ((r.d - 157400 > v.chord_min OR rmin <= 0) AND r.d + 157400 <= v.chord_max) AND CASE tier WHEN 0 THEN c.n0 WHEN 1 THEN c.n1 ELSE c.n2 END > 0
  ),
  coarse_in AS (SELECT co.* FROM coarse co, v WHERE (co.d + 19700 > v.chord_min OR rmin <= 0) AND co.d - 19700 <= v.chord_max),
  straddling AS (SELECT ci.* FROM coarse_in ci, v WHERE NOT ((ci.d - 19700 > v.chord_min OR rmin <= 0) AND ci.d + 19700 <= v.chord_max)),
  fine AS (
    SELECT s.cell AS coarse_cell, c.cell, cube_distance(c.center, v.ve) AS d, CASE tier WHEN 0 THEN c.n0 WHEN 1 THEN c.n1 ELSE c.n2 END AS n
      FROM straddling s JOIN feed_cells c ON c.level = 0 AND c.parent = s.cell, v
     WHERE s.n > split_at AND CASE tier WHEN 0 THEN c.n0 WHEN 1 THEN c.n1 ELSE c.n2 END > 0
  ),
  fine_in AS (SELECT fi.* FROM fine fi, v WHERE (fi.d + 2460 > v.chord_min OR rmin <= 0) AND fi.d - 2460 <= v.chord_max),
  reach AS (SELECT fi.coarse_cell, sum(fi.n) AS n FROM fine_in fi GROUP BY fi.coarse_cell),
  split AS (
    SELECT s.cell FROM straddling s LEFT JOIN reach ON reach.coarse_cell = s.cell
     WHERE s.n > split_at AND coalesce(reach.n, 0) * 4 < s.n
  )
  SELECT 2::smallint, r.cell, true FROM regions r, v WHERE (r.d - 157400 > v.chord_min OR rmin <= 0) AND r.d + 157400 <= v.chord_max
  UNION ALL
  SELECT 1::smallint, c.cell, (c.d - 19700 > v.chord_min OR rmin <= 0) AND c.d + 19700 <= v.chord_max FROM coarse_in c, v WHERE c.cell NOT IN (SELECT sp.cell FROM split sp)
  UNION ALL
  SELECT 0::smallint, f.cell, (f.d - 2460 > v.chord_min OR rmin <= 0) AND f.d + 2460 <= v.chord_max FROM fine_in f, v WHERE f.coarse_cell IN (SELECT sp.cell FROM split sp)
$function$;

CREATE OR REPLACE FUNCTION public.feed_page(vlat double precision, vlng double precision, rmin double precision, rmax double precision, tier integer, after_at timestamp with time zone, after_kind smallint, after_id bigint, k integer)
 RETURNS TABLE(entry_kind smallint, entry_id bigint, entry_at timestamp with time zone, distance_m double precision)
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  ve earth := ll_to_earth(vlat, vlng);
  chord_min float8 := gc_chord(rmin);
  chord_max float8 := gc_chord(rmax);
  chords float8[] := (SELECT array_agg(r.chord ORDER BY r.rank) FROM plan_rules r);
  cut boolean;
BEGIN
  -- The lowest plan class seen anywhere in the ring; where a plan's radius falls inside the ring, each entry is checked.
  tier := greatest(coalesce(tier, 0), plan_min_rank(rmin));
  IF tier >= coalesce(array_length(chords, 1), 0) THEN RETURN; END IF;
  cut := EXISTS (SELECT 1 FROM plan_rules r WHERE r.rank >= tier AND r.radius_m < rmax);
  IF tier = 0 THEN 
    RETURN QUERY
      WITH cover AS MATERIALIZED (SELECT * FROM feed_cover(vlat, vlng, rmin, rmax, tier)),
      heads AS MATERIALIZED (
        
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.fine = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id)  
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 0
        UNION ALL
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.coarse = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id)  
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 1
        UNION ALL
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.region = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id)  
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 2
      ),
      bound AS (
        SELECT coalesce((SELECT hd.created_at FROM heads hd ORDER BY hd.created_at DESC OFFSET k - 1 LIMIT 1), '-infinity'::timestamptz) AS t
      )
      SELECT x.kind, x.item_id, x.created_at, sec_to_gc(x.chord) FROM (
        
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.fine = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id)  AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 0 AND c.created_at >= b.t
        UNION ALL
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.coarse = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id)  AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 1 AND c.created_at >= b.t
        UNION ALL
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.region = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id)  AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 2 AND c.created_at >= b.t
      ) x
      ORDER BY x.created_at DESC, x.kind DESC, x.item_id DESC
      LIMIT k;
  ELSIF tier = 1 THEN 
    RETURN QUERY
      WITH cover AS MATERIALIZED (SELECT * FROM feed_cover(vlat, vlng, rmin, rmax, tier)),
      heads AS MATERIALIZED (
        
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.fine = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank >= 1 
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 0
        UNION ALL
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.coarse = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank >= 1 
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 1
        UNION ALL
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.region = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank >= 1 
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 2
      ),
      bound AS (
        SELECT coalesce((SELECT hd.created_at FROM heads hd ORDER BY hd.created_at DESC OFFSET k - 1 LIMIT 1), '-infinity'::timestamptz) AS t
      )
      SELECT x.kind, x.item_id, x.created_at, sec_to_gc(x.chord) FROM (
        
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.fine = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank >= 1 AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 0 AND c.created_at >= b.t
        UNION ALL
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.coarse = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank >= 1 AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 1 AND c.created_at >= b.t
        UNION ALL
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.region = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank >= 1 AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 2 AND c.created_at >= b.t
      ) x
      ORDER BY x.created_at DESC, x.kind DESC, x.item_id DESC
      LIMIT k;
  ELSE 
    RETURN QUERY
      WITH cover AS MATERIALIZED (SELECT * FROM feed_cover(vlat, vlng, rmin, rmax, tier)),
      heads AS MATERIALIZED (
        
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.fine = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank = 2 
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 0
        UNION ALL
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.coarse = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank = 2 
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 1
        UNION ALL
        SELECT c.level, c.cell, c.inside, h.created_at FROM cover c CROSS JOIN LATERAL (
          SELECT f.created_at
            FROM feed_entries f
           WHERE f.region = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank = 2 
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT 1) h
         WHERE c.level = 2
      ),
      bound AS (
        SELECT coalesce((SELECT hd.created_at FROM heads hd ORDER BY hd.created_at DESC OFFSET k - 1 LIMIT 1), '-infinity'::timestamptz) AS t
      )
      SELECT x.kind, x.item_id, x.created_at, sec_to_gc(x.chord) FROM (
        
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.fine = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank = 2 AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 0 AND c.created_at >= b.t
        UNION ALL
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.coarse = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank = 2 AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 1 AND c.created_at >= b.t
        UNION ALL
        SELECT w.* FROM heads c CROSS JOIN bound b CROSS JOIN LATERAL (
          
          SELECT f.kind, f.item_id, f.created_at, cube_distance(f.earth, ve) AS chord
            FROM feed_entries f
           WHERE f.region = c.cell AND (f.created_at, f.kind, f.item_id) < (after_at, after_kind, after_id) AND f.plan_rank = 2 AND f.created_at >= b.t
             AND (c.inside OR ((rmin <= 0 OR cube_distance(f.earth, ve) > chord_min) AND cube_distance(f.earth, ve) <= chord_max))
             AND (NOT cut OR cube_distance(f.earth, ve) <= chords[f.plan_rank + 1])
           ORDER BY f.created_at DESC, f.kind DESC, f.item_id DESC
           LIMIT k) w
         WHERE c.level = 2 AND c.created_at >= b.t
      ) x
      ORDER BY x.created_at DESC, x.kind DESC, x.item_id DESC
      LIMIT k;
  END IF;
END $function$;

CREATE OR REPLACE FUNCTION public.feed_refresh(k smallint, ids bigint[])
 RETURNS void
 LANGUAGE sql
AS $function$
    WITH src AS MATERIALIZED (
      SELECT s.kind, s.item_id, s.created_at, s.lat, s.lng, s.plan_rank FROM feed_sources s WHERE s.kind = k AND s.item_id = ANY (ids)
    ), gone AS (
      DELETE FROM feed_entries f WHERE f.kind = k AND f.item_id = ANY (ids)
         AND NOT EXISTS (SELECT 1 FROM src WHERE src.item_id = f.item_id)
    )
    INSERT INTO feed_entries (kind, item_id, created_at, lat, lng, plan_rank)
    SELECT kind, item_id, created_at, lat, lng, plan_rank FROM src
    ON CONFLICT (kind, item_id) DO UPDATE
      SET created_at = excluded.created_at, lat = excluded.lat, lng = excluded.lng, plan_rank = excluded.plan_rank
      WHERE (feed_entries.created_at, feed_entries.lat, feed_entries.lng, feed_entries.plan_rank)
            IS DISTINCT FROM (excluded.created_at, excluded.lat, excluded.lng, excluded.plan_rank);
  $function$;

CREATE OR REPLACE FUNCTION public.feed_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    -- Keeps feed_entries in step with one content table. Its triggers name what differs from table to table:
    -- TG_ARGV[0] its feed kind, [1] its key, [2] the columns feed_sources reads from it (an update of any other column
    -- leaves its entries as they were), then, as (kind, table, key) triples, the kinds whose entries take their place
    -- and plan from its rows (products from their business, posts from their business or profession).
    DECLARE
      feed_kind smallint := TG_ARGV[0]::smallint;
      id_col text := quote_ident(TG_ARGV[1]);
      ids bigint[];
    BEGIN
      IF TG_OP = 'DELETE' THEN
        EXECUTE format('DELETE FROM feed_entries WHERE kind = $1 AND item_id IN (SELECT %s FROM old_rows)', id_col) USING feed_kind;
        RETURN NULL;
      ELSIF TG_OP = 'INSERT' THEN
        EXECUTE format('SELECT ARRAY(SELECT %s FROM new_rows)', id_col) INTO ids;
      ELSE
        EXECUTE format('SELECT ARRAY(SELECT n.%1$s FROM new_rows n JOIN old_rows o USING (%1$s) WHERE (%2$s) IS DISTINCT FROM (%3$s))',
                       id_col, regexp_replace(TG_ARGV[2], '\w+', 'n.\&', 'g'), regexp_replace(TG_ARGV[2], '\w+', 'o.\&', 'g'))
          INTO ids;
      END IF;
      PERFORM feed_refresh(feed_kind, ids);
      -- A new row has nothing that takes its place yet; an update moves what does.
      IF TG_OP = 'UPDATE' THEN
        FOR i IN 3 .. TG_NARGS - 1 BY 3 LOOP
          EXECUTE format('SELECT feed_refresh($1, ARRAY(SELECT %I FROM %I WHERE %s = ANY ($2)))', TG_ARGV[i + 2], TG_ARGV[i + 1], id_col)
            USING TG_ARGV[i]::smallint, ids;
        END LOOP;
      END IF;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER feed_sync_announcements_delete AFTER DELETE ON public.announcements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('6', 'announcement_id', 'latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_announcements_insert AFTER INSERT ON public.announcements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('6', 'announcement_id', 'latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_announcements_update AFTER UPDATE ON public.announcements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('6', 'announcement_id', 'latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_businesses_delete AFTER DELETE ON public.businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('2', 'business_id', 'latitude, longitude, plan_rank, created_at', '0', 'products', 'product_id', '3', 'posts', 'post_id');

CREATE OR REPLACE TRIGGER feed_sync_businesses_insert AFTER INSERT ON public.businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('2', 'business_id', 'latitude, longitude, plan_rank, created_at', '0', 'products', 'product_id', '3', 'posts', 'post_id');

CREATE OR REPLACE TRIGGER feed_sync_businesses_update AFTER UPDATE ON public.businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('2', 'business_id', 'latitude, longitude, plan_rank, created_at', '0', 'products', 'product_id', '3', 'posts', 'post_id');

CREATE OR REPLACE TRIGGER feed_sync_events_delete AFTER DELETE ON public.events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('5', 'event_id', 'latitude, longitude, created_at, cancelled_at');

CREATE OR REPLACE TRIGGER feed_sync_events_insert AFTER INSERT ON public.events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('5', 'event_id', 'latitude, longitude, created_at, cancelled_at');

CREATE OR REPLACE TRIGGER feed_sync_events_update AFTER UPDATE ON public.events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('5', 'event_id', 'latitude, longitude, created_at, cancelled_at');

CREATE OR REPLACE TRIGGER feed_sync_notices_delete AFTER DELETE ON public.notices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('4', 'notice_id', 'latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_notices_insert AFTER INSERT ON public.notices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('4', 'notice_id', 'latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_notices_update AFTER UPDATE ON public.notices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('4', 'notice_id', 'latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_posts_delete AFTER DELETE ON public.posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('3', 'post_id', 'business_id, profession_id, latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_posts_insert AFTER INSERT ON public.posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('3', 'post_id', 'business_id, profession_id, latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_posts_update AFTER UPDATE ON public.posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('3', 'post_id', 'business_id, profession_id, latitude, longitude, created_at');

CREATE OR REPLACE TRIGGER feed_sync_products_delete AFTER DELETE ON public.products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('0', 'product_id', 'business_id, created_at');

CREATE OR REPLACE TRIGGER feed_sync_products_insert AFTER INSERT ON public.products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('0', 'product_id', 'business_id, created_at');

CREATE OR REPLACE TRIGGER feed_sync_products_update AFTER UPDATE ON public.products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('0', 'product_id', 'business_id, created_at');

CREATE OR REPLACE TRIGGER feed_sync_professions_delete AFTER DELETE ON public.professions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('1', 'profession_id', 'latitude, longitude, plan_rank, created_at', '3', 'posts', 'post_id');

CREATE OR REPLACE TRIGGER feed_sync_professions_insert AFTER INSERT ON public.professions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('1', 'profession_id', 'latitude, longitude, plan_rank, created_at', '3', 'posts', 'post_id');

CREATE OR REPLACE TRIGGER feed_sync_professions_update AFTER UPDATE ON public.professions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_sync('1', 'profession_id', 'latitude, longitude, plan_rank, created_at', '3', 'posts', 'post_id');

CREATE OR REPLACE FUNCTION public.gc_chord(m double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
      SELECT CASE WHEN m <= 0 THEN 0 WHEN m >= pi() * earth() THEN 'infinity'::float8 ELSE 2 * earth() * sin(m / (2 * earth())) END
    $function$;
