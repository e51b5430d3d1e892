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

CREATE OR REPLACE FUNCTION public.plan_visible_refresh()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
  -- plan_visible holds the radii of plan_rules as constants, so PostgreSQL still inlines it (decision 0030); it is
  -- written here, from the table, whenever they differ: by the table's trigger, and by the server at every start.
  DECLARE
    unlimited text;
    limited text;
    body text;
  BEGIN
    SELECT string_agg(rank::text, ', ' ORDER BY rank) FILTER (WHERE radius_m IS NULL),
           string_agg(format('WHEN %s THEN gc_chord(%s)', rank, radius_m), ' ' ORDER BY rank) FILTER (WHERE radius_m IS NOT NULL)
      INTO unlimited, limited FROM plan_rules;
    body := format(E'\n    SELECT %s OR %s\n  ',
      CASE WHEN unlimited IS NULL THEN 'false' ELSE format('plan_rank IN (%s)', unlimited) END,
      CASE WHEN limited IS NULL THEN 'false' ELSE format('coalesce(cube_distance(item, viewer) <= CASE plan_rank %s END, false)', limited) END);
    IF EXISTS (SELECT 1 FROM pg_proc WHERE oid = 'plan_visible(earth, smallint, earth)'::regprocedure AND prosrc = body) THEN
      RETURN;
    END IF;
    EXECUTE format('CREATE OR REPLACE FUNCTION plan_visible(item earth, plan_rank smallint, viewer earth) RETURNS boolean
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L', body);
  END $function$;

CREATE OR REPLACE FUNCTION public.plan_rules_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM plan_visible_refresh();
    RETURN NULL;
  END $function$;

CREATE OR REPLACE TRIGGER plan_rules_changed AFTER INSERT OR DELETE OR UPDATE ON public.plan_rules FOR EACH ROW EXECUTE FUNCTION plan_rules_apply();

CREATE OR REPLACE FUNCTION public.plan_min_rank(rmin double precision)
 RETURNS integer
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
    SELECT coalesce(min(r.rank)::int, (SELECT count(*)::int FROM plan_rules)) FROM plan_rules r
     WHERE r.radius_m IS NULL OR r.radius_m > rmin
  $function$;

CREATE OR REPLACE FUNCTION public.member_plan_rank(u text, at timestamp with time zone)
 RETURNS smallint
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
    SELECT coalesce((SELECT r.rank FROM subscriptions s JOIN plan_rules r ON r.plan_id = s.plan_id
                      WHERE s.user_id = u AND s.ends_at > at),
                    (SELECT min(r.rank) FROM plan_rules r))::smallint
  $function$;
