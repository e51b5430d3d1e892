-- Moderation: hidden rows leave every surface through the plan column (-1); the audit log is append-only (decision 0018).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.moderation_actions_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      RAISE EXCEPTION 'moderation_actions is append-only';
    END $function$;

CREATE OR REPLACE TRIGGER moderation_actions_append_only BEFORE DELETE OR UPDATE ON public.moderation_actions FOR EACH STATEMENT EXECUTE FUNCTION moderation_actions_append_only();

CREATE OR REPLACE FUNCTION public.moderation_hidden_plan()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF TG_TABLE_NAME IN ('businesses', 'professions') THEN
      IF NEW.hidden IS NOT NULL THEN
        NEW.plan_rank := -1;
      ELSIF NEW.plan_rank < 0 THEN
        NEW.plan_rank := member_plan_rank(NEW.auth_user_id, now());
      END IF;
    ELSIF NEW.hidden IS NOT NULL THEN
      NEW.search_plan_rank := -1;
    ELSIF NEW.search_plan_rank < 0 THEN
      IF TG_TABLE_NAME = 'products' THEN
        NEW.search_plan_rank := coalesce((SELECT plan_rank FROM businesses WHERE business_id = NEW.business_id), 0);
      ELSE
        NEW.search_plan_rank := listing_plan_of_post(NEW.business_id, NEW.profession_id);
      END IF;
    END IF;
    RETURN NEW;
  END $function$;

CREATE OR REPLACE TRIGGER zz_moderation_hidden_plan BEFORE INSERT OR UPDATE ON public.businesses FOR EACH ROW EXECUTE FUNCTION moderation_hidden_plan();

CREATE OR REPLACE TRIGGER zz_moderation_hidden_plan BEFORE INSERT OR UPDATE ON public.posts FOR EACH ROW EXECUTE FUNCTION moderation_hidden_plan();

CREATE OR REPLACE TRIGGER zz_moderation_hidden_plan BEFORE INSERT OR UPDATE ON public.products FOR EACH ROW EXECUTE FUNCTION moderation_hidden_plan();

CREATE OR REPLACE TRIGGER zz_moderation_hidden_plan BEFORE INSERT OR UPDATE ON public.professions FOR EACH ROW EXECUTE FUNCTION moderation_hidden_plan();
