-- Messages: a new message becomes its conversation's last one in the statement that stores it.
-- Each object's current definition, as PostgreSQL prints it: change it here, not in a migration (decision 0031).

CREATE OR REPLACE FUNCTION public.messages_touch_conversation()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      UPDATE conversations SET last_message_id = NEW.message_id
       WHERE conversation_id = NEW.conversation_id AND (last_message_id IS NULL OR last_message_id < NEW.message_id);
      RETURN NULL;
    END $function$;

CREATE OR REPLACE TRIGGER messages_touch_conversation AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION messages_touch_conversation();
