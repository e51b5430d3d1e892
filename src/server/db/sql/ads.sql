-- Advertising: the serving version that tells each process to reload its running ads, and impressions recorded within their caps in one call (decision 0014).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.ad_serving_bump()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE ad_serving_version SET version = version + 1;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER advertisements_serving_changed AFTER UPDATE ON public.advertisements FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.starts_at IS DISTINCT FROM new.starts_at) OR (old.ends_at IS DISTINCT FROM new.ends_at) OR (old.planned_impressions IS DISTINCT FROM new.planned_impressions) OR (old.title IS DISTINCT FROM new.title) OR (old.description IS DISTINCT FROM new.description) OR (old.image_url IS DISTINCT FROM new.image_url) OR (old.ad_type IS DISTINCT FROM new.ad_type) OR (old.audience IS DISTINCT FROM new.audience) OR (old.user_id IS DISTINCT FROM new.user_id) OR (old.link_business_id IS DISTINCT FROM new.link_business_id) OR (old.link_profession_id IS DISTINCT FROM new.link_profession_id) OR (old.link_url IS DISTINCT FROM new.link_url) OR (old.latitude IS DISTINCT FROM new.latitude) OR (old.longitude IS DISTINCT FROM new.longitude))) EXECUTE FUNCTION ad_serving_bump();

CREATE OR REPLACE TRIGGER advertisements_serving_deleted AFTER DELETE ON public.advertisements FOR EACH ROW WHEN ((old.status = 'running'::text)) EXECUTE FUNCTION ad_serving_bump();

CREATE OR REPLACE FUNCTION public.ad_serving_member_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    DECLARE
      member text := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
    BEGIN
      IF EXISTS (SELECT 1 FROM advertisements WHERE user_id = member AND status = 'running') THEN
        UPDATE ad_serving_version SET version = version + 1;
      END IF;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER subscriptions_serving_changed AFTER INSERT OR DELETE ON public.subscriptions FOR EACH ROW EXECUTE FUNCTION ad_serving_member_changed();

CREATE OR REPLACE TRIGGER subscriptions_serving_updated AFTER UPDATE ON public.subscriptions FOR EACH ROW WHEN (((old.plan_id IS DISTINCT FROM new.plan_id) OR (old.ends_at IS DISTINCT FROM new.ends_at))) EXECUTE FUNCTION ad_serving_member_changed();

CREATE OR REPLACE TRIGGER users_serving_updated AFTER UPDATE ON public.users FOR EACH ROW WHEN ((old.full_name IS DISTINCT FROM new.full_name)) EXECUTE FUNCTION ad_serving_member_changed();

CREATE OR REPLACE FUNCTION public.record_ad_impressions(p_ads bigint[], p_viewers text[], p_now timestamp with time zone, p_day date)
 RETURNS boolean[]
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
    DECLARE
      result boolean[];
    BEGIN
      PERFORM 1 FROM advertisements WHERE ad_id = ANY (p_ads) ORDER BY ad_id FOR UPDATE;

      WITH req AS (
        SELECT r.ad_id, r.viewer, r.ord FROM unnest(p_ads, p_viewers) WITH ORDINALITY AS r (ad_id, viewer, ord)
      ),
      per_viewer AS (SELECT q.viewer, count(*)::int AS n FROM req q GROUP BY q.viewer),
      windows AS (
        INSERT INTO ad_viewer_rates AS w (viewer, window_start, requests)
        SELECT pv.viewer, p_now, pv.n FROM per_viewer pv ORDER BY pv.viewer
        ON CONFLICT (viewer) DO UPDATE SET
          window_start = CASE WHEN w.window_start > p_now - interval '1 second' THEN w.window_start ELSE p_now END,
          requests = CASE WHEN w.window_start > p_now - interval '1 second' THEN w.requests + excluded.requests
                          ELSE excluded.requests END
        RETURNING w.viewer, w.requests
      ),
      seen AS (
        SELECT p.ad_id, p.viewer, s.today, s.recent
          FROM (SELECT DISTINCT q.ad_id, q.viewer FROM req q) p
          CROSS JOIN LATERAL (
            SELECT coalesce(sum(v.impressions) FILTER (WHERE v.day = p_day), 0) AS today,
                   coalesce(bool_or(v.last_impression_at > p_now - interval '1 hour'), false) AS recent
              FROM ad_viewer_days v
             WHERE v.ad_id = p.ad_id AND v.viewer = p.viewer AND v.day >= p_day - 1
          ) s
      ),
      -- Every rule but the budget. The request's number in its viewer's window: the window's count before the batch
      -- plus its place among the viewer's requests of the batch.
      candidates AS (
        SELECT q.ord, q.ad_id, q.viewer,
               coalesce(wn.requests - pv.n + row_number() OVER (PARTITION BY q.viewer ORDER BY q.ord) <= 10
                        AND a.status = 'running' AND a.ends_at > p_now AND a.starts_at <= p_now AND a.user_id <> q.viewer
                        AND NOT coalesce(s.recent, false) AND coalesce(s.today, 0) < 3, false) AS ok
          FROM req q
          JOIN per_viewer pv ON pv.viewer = q.viewer
          JOIN windows wn ON wn.viewer = q.viewer
          LEFT JOIN advertisements a ON a.ad_id = q.ad_id
          LEFT JOIN seen s ON s.ad_id = q.ad_id AND s.viewer = q.viewer
      ),
      -- A pair's first candidate is its only chance: once counted it is recent, and a budget used up stays used up.
      firsts AS (
        SELECT c.ord, c.ad_id, c.viewer, row_number() OVER (PARTITION BY c.ad_id, c.viewer ORDER BY c.ord) AS nth
          FROM candidates c WHERE c.ok
      ),
      ranked AS (
        SELECT f.ord, f.ad_id, f.viewer, row_number() OVER (PARTITION BY f.ad_id ORDER BY f.ord) AS nth
          FROM firsts f WHERE f.nth = 1
      ),
      counted AS (
        SELECT r.ord, r.ad_id, r.viewer
          FROM ranked r JOIN advertisements a ON a.ad_id = r.ad_id
         WHERE r.nth <= coalesce(a.planned_impressions, 0) - a.impressions
      ),
      days AS (
        INSERT INTO ad_viewer_days AS v (ad_id, viewer, day, impressions, last_impression_at)
        SELECT c.ad_id, c.viewer, p_day, 1, p_now FROM counted c ORDER BY c.ad_id, c.viewer
        ON CONFLICT (ad_id, viewer, day) DO UPDATE SET impressions = v.impressions + 1, last_impression_at = p_now
      ),
      charges AS (
        SELECT a.ad_id, a.impressions + p.added AS total, p.added, a.spent_kobo AS spent_before,
               a.impressions + p.added >= coalesce(a.planned_impressions, 0) AS ended,
               CASE WHEN a.impressions + p.added >= coalesce(a.planned_impressions, 0) THEN a.budget_kobo
                    ELSE least(a.budget_kobo, ((a.impressions + p.added)::bigint * coalesce(a.impression_millikobo, 0)) / 1000)
               END AS spent
          FROM (SELECT c.ad_id, count(*)::int AS added FROM counted c GROUP BY c.ad_id) p
          JOIN advertisements a ON a.ad_id = p.ad_id
      ),
      ads AS (
        UPDATE advertisements a
           SET impressions = ch.total, spent_kobo = ch.spent,
               status = CASE WHEN ch.ended THEN 'ended' ELSE a.status END,
               ended_reason = CASE WHEN ch.ended THEN 'budget' ELSE a.ended_reason END
          FROM charges ch
         WHERE a.ad_id = ch.ad_id
      ),
      daily AS (
        INSERT INTO ad_daily AS d (ad_id, day, impressions, spent_kobo)
        SELECT ch.ad_id, p_day, ch.added, ch.spent - ch.spent_before FROM charges ch ORDER BY ch.ad_id
        ON CONFLICT (ad_id, day) DO UPDATE SET impressions = d.impressions + excluded.impressions,
                                               spent_kobo = d.spent_kobo + excluded.spent_kobo
      )
      SELECT array_agg(c.ord IS NOT NULL ORDER BY q.ord) INTO result FROM req q LEFT JOIN counted c ON c.ord = q.ord;
      RETURN result;
    END
    $function$;
