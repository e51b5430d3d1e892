-- Videos: an unlisted video's share key, a new one each time it becomes unlisted (decision 0016).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.video_share_key()
 RETURNS text
 LANGUAGE sql
AS $function$
      SELECT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')
    $function$;

CREATE OR REPLACE FUNCTION public.videos_share_key()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF NEW.privacy <> 'unlisted' THEN
        NEW.share_key := NULL;
      ELSIF TG_OP = 'INSERT' OR OLD.privacy <> 'unlisted' OR NEW.share_key IS NULL THEN
        NEW.share_key := video_share_key();
      END IF;
      RETURN NEW;
    END $function$;

CREATE OR REPLACE TRIGGER videos_share_key BEFORE INSERT OR UPDATE OF privacy, share_key ON public.videos FOR EACH ROW EXECUTE FUNCTION videos_share_key();
