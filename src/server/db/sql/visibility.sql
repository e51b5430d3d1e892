-- The plan-visibility rule: a listing is seen within its owner's plan radius (product decision 7, decision 0003).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.listing_plan_of_post(b bigint, p bigint)
 RETURNS smallint
 LANGUAGE sql
 STABLE
AS $function$
    SELECT coalesce((SELECT plan_rank FROM businesses WHERE business_id = b),
                    (SELECT plan_rank FROM professions WHERE profession_id = p), 0)::smallint
  $function$;

CREATE OR REPLACE FUNCTION public.plan_visible(item earth, plan_rank smallint, viewer earth)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT plan_rank >= 2 OR coalesce(cube_distance(item, viewer) <= CASE plan_rank WHEN 0 THEN gc_chord(300000)
                                                                                     WHEN 1 THEN gc_chord(1500000) END, false)
  $function$;
