-- Placement: the placing rule every writer goes through, and the place content takes by default (decision 0029).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.area_position(n integer, c integer, s integer)
 RETURNS TABLE(latitude double precision, longitude double precision, place_precision text, state_id integer, city_id integer, neighborhood_id integer)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT x.latitude, x.longitude, x.place_precision, st.state_id, ci.city_id, nb.neighborhood_id
      FROM (SELECT 1) one
      LEFT JOIN neighborhoods nb ON nb.neighborhood_id = n
      LEFT JOIN cities ci ON ci.city_id = coalesce(nb.city_id, c)
      LEFT JOIN states st ON st.state_id = coalesce(ci.state_id, s)
      CROSS JOIN LATERAL (
        SELECT y.latitude, y.longitude, y.place_precision FROM (
          SELECT nb.latitude, nb.longitude, 'area' AS place_precision, 0 AS level WHERE nb.latitude IS NOT NULL
          UNION ALL
          SELECT ci.latitude, ci.longitude, 'city', 1 WHERE ci.city_id IS NOT NULL
          UNION ALL
          -- A state's centre: its first-listed city (its capital or main city in the reference data).
          (SELECT sc.latitude, sc.longitude, 'state', 2 FROM cities sc WHERE sc.state_id = st.state_id ORDER BY sc.city_id LIMIT 1)
        ) y ORDER BY y.level LIMIT 1) x
  $function$;

CREATE OR REPLACE FUNCTION public.author_position(u text)
 RETURNS TABLE(latitude double precision, longitude double precision, place_precision text, state_id integer, city_id integer, neighborhood_id integer)
 LANGUAGE plpgsql
 STABLE
AS $function$
  BEGIN
    RETURN QUERY SELECT a.* FROM users us CROSS JOIN LATERAL area_position(NULL, us.location_city_id, NULL) a
                  WHERE us.user_id = u AND us.location_city_id IS NOT NULL;
    IF FOUND THEN RETURN; END IF;
    RETURN QUERY
      SELECT l.* FROM (
        (SELECT bz.business_id AS b, NULL::bigint AS p, bz.created_at FROM businesses bz
          WHERE bz.auth_user_id = u AND bz.latitude IS NOT NULL AND bz.hidden IS NULL ORDER BY bz.created_at, bz.business_id LIMIT 1)
        UNION ALL
        (SELECT NULL::bigint, pz.profession_id, pz.created_at FROM professions pz
          WHERE pz.auth_user_id = u AND pz.latitude IS NOT NULL AND pz.hidden IS NULL ORDER BY pz.created_at, pz.profession_id LIMIT 1)
        ORDER BY 3, 1 NULLS LAST LIMIT 1
      ) first CROSS JOIN LATERAL listing_position(first.b, first.p) l;
  END $function$;

CREATE OR REPLACE FUNCTION public.content_place_default()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NEW.latitude IS NULL THEN
      SELECT x.latitude, x.longitude, x.place_precision, x.state_id, x.city_id, x.neighborhood_id
        INTO NEW.latitude, NEW.longitude, NEW.place_precision, NEW.state_id, NEW.city_id, NEW.neighborhood_id
        FROM author_position(NEW.user_id) x;
    END IF;
    RETURN NEW;
  END $function$;

CREATE OR REPLACE TRIGGER advertisements_place_default BEFORE INSERT ON public.advertisements FOR EACH ROW EXECUTE FUNCTION content_place_default();

CREATE OR REPLACE TRIGGER announcements_place_default BEFORE INSERT ON public.announcements FOR EACH ROW EXECUTE FUNCTION content_place_default();

CREATE OR REPLACE TRIGGER events_place_default BEFORE INSERT ON public.events FOR EACH ROW EXECUTE FUNCTION content_place_default();

CREATE OR REPLACE TRIGGER notices_place_default BEFORE INSERT ON public.notices FOR EACH ROW EXECUTE FUNCTION content_place_default();

CREATE OR REPLACE FUNCTION public.listing_position(b bigint, p bigint)
 RETURNS TABLE(latitude double precision, longitude double precision, place_precision text, state_id integer, city_id integer, neighborhood_id integer)
 LANGUAGE sql
 STABLE
AS $function$
    SELECT bz.latitude, bz.longitude, CASE WHEN bz.latitude IS NOT NULL THEN bz.place_precision END,
           bz.state_id, bz.city_id, bz.neighborhood_id
      FROM businesses bz WHERE bz.business_id = b
    UNION ALL
    SELECT map_degrees(pz.latitude, pz.approximate_area), map_degrees(pz.longitude, pz.approximate_area),
           CASE WHEN pz.latitude IS NOT NULL THEN pz.place_precision END, pz.state_id, pz.city_id, pz.neighborhood_id
      FROM professions pz WHERE pz.profession_id = p AND b IS NULL
  $function$;

