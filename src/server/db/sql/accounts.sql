-- Accounts: the member row follows its sign-in account; a new password ends the reset links (decision 0002).
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.revoke_reset_links_on_new_password()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF NEW.password IS NULL OR (TG_OP = 'UPDATE' AND NEW.password IS NOT DISTINCT FROM OLD.password) THEN
        RETURN NULL;
      END IF;
      -- Better Auth stores a reset link as identifier 'reset-password:<token>' with the member's id as its value.
      DELETE FROM auth_verification WHERE identifier LIKE 'reset-password:%' AND value = NEW.user_id;
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER auth_account_new_password AFTER INSERT OR UPDATE OF password ON public.auth_account FOR EACH ROW EXECUTE FUNCTION revoke_reset_links_on_new_password();

CREATE OR REPLACE FUNCTION public.sync_member_from_account()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO users (user_id, email, username, full_name)
        VALUES (NEW.id, NEW.email, COALESCE(NEW.username, 'user_' || substr(md5(NEW.id), 1, 10)), NEW.name);
      ELSE
        UPDATE users
           SET email = NEW.email,
               username = COALESCE(NEW.username, users.username),
               full_name = NEW.name,
               updated_at = now()
         WHERE user_id = NEW.id
           AND (email, username, full_name) IS DISTINCT FROM (NEW.email, COALESCE(NEW.username, users.username), NEW.name);
      END IF;
      RETURN NEW;
    END $function$;

CREATE OR REPLACE TRIGGER auth_user_sync_member AFTER INSERT OR UPDATE OF email, username, name ON public.auth_user FOR EACH ROW EXECUTE FUNCTION sync_member_from_account();
