-- The map: positions rounded for approximate places (decision 0017).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.map_degrees(degrees double precision, approximate boolean)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
      SELECT CASE WHEN approximate THEN round(degrees::numeric, 2)::float8 ELSE degrees END
    $function$;
