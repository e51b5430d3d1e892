import { Kysely, sql } from 'kysely';

/** Extensions used across the schema, and the account tables that Better Auth reads and writes (see auth/auth-tables.ts). */
export async function up(db: Kysely<any>): Promise<void> {
  for (const extension of ['pg_trgm', 'cube', 'earthdistance', 'unaccent']) {
    await sql`CREATE EXTENSION IF NOT EXISTS ${sql.raw(extension)}`.execute(db);
  }

  await sql`
    CREATE TABLE auth_user (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL UNIQUE,
      email_verified boolean NOT NULL DEFAULT false,
      image text,
      username text UNIQUE,
      display_username text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE auth_session (
      id text PRIMARY KEY,
      expires_at timestamptz NOT NULL,
      token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      ip_address text,
      user_agent text,
      user_id text NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX auth_session_user_id_idx ON auth_session (user_id)`.execute(db);

  await sql`
    CREATE TABLE auth_account (
      id text PRIMARY KEY,
      account_id text NOT NULL,
      provider_id text NOT NULL,
      user_id text NOT NULL REFERENCES auth_user(id) ON DELETE CASCADE,
      access_token text,
      refresh_token text,
      id_token text,
      access_token_expires_at timestamptz,
      refresh_token_expires_at timestamptz,
      scope text,
      password text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX auth_account_user_id_idx ON auth_account (user_id)`.execute(db);

  await sql`
    CREATE TABLE auth_verification (
      id text PRIMARY KEY,
      identifier text NOT NULL,
      value text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX auth_verification_identifier_idx ON auth_verification (identifier)`.execute(db);

  await sql`
    CREATE TABLE app_state (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE mail_outbox (
      mail_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      delivered_via text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
