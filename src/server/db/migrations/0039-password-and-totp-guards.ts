import { Kysely, sql } from 'kysely';

/**
 * Two guards of the accounts (issue 36). Whatever sets a password — sign-up, reset, Better Auth's change-password, our
 * /me/password, a provider-only member adding one — writes `auth_account.password`; a trigger there kills every
 * outstanding reset link of the member in the same transaction, so no path can forget to. And the last TOTP time step
 * accepted for a member, so a code cannot be used twice while it is still valid, whichever process checks it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION revoke_reset_links_on_new_password() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.password IS NULL OR (TG_OP = 'UPDATE' AND NEW.password IS NOT DISTINCT FROM OLD.password) THEN
        RETURN NULL;
      END IF;
      -- Better Auth stores a reset link as identifier 'reset-password:<token>' with the member's id as its value.
      DELETE FROM auth_verification WHERE identifier LIKE 'reset-password:%' AND value = NEW.user_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER auth_account_new_password AFTER INSERT OR UPDATE OF password ON auth_account
    FOR EACH ROW EXECUTE FUNCTION revoke_reset_links_on_new_password()`.execute(db);

  await sql`ALTER TABLE auth_two_factor ADD COLUMN last_totp_step bigint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE auth_two_factor DROP COLUMN last_totp_step`.execute(db);
  await sql`DROP TRIGGER auth_account_new_password ON auth_account`.execute(db);
  await sql`DROP FUNCTION revoke_reset_links_on_new_password()`.execute(db);
}
