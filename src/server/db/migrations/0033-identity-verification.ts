import { Kysely, sql } from 'kysely';

/**
 * Identity verification (decision 0021): a member's requests, one pending at a time, and the mark an approval leaves
 * on the member. The photos live in private storage under `storage_prefix`, which is cleared once they are deleted
 * (at the decision, or when the request expires undecided after 30 days).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Nullable without a default: adding it does not rewrite the table.
  await sql`ALTER TABLE users ADD COLUMN identity_verified_at timestamptz`.execute(db);
  await sql`
    CREATE TABLE identity_requests (
      request_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
      document_type text NOT NULL
        CHECK (document_type IN ('nin_slip', 'drivers_licence', 'international_passport', 'voters_card')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
      storage_prefix text,
      reason text,
      decided_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK (status <> 'pending' OR storage_prefix IS NOT NULL)
    )`.execute(db);
  // One pending request per member, decided by the database so two submissions at once still make one.
  await sql`CREATE UNIQUE INDEX identity_requests_one_pending ON identity_requests (user_id) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX identity_requests_member_idx ON identity_requests (user_id, request_id DESC)`.execute(db);
  await sql`CREATE INDEX identity_requests_queue_idx ON identity_requests (created_at, request_id) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE identity_requests`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN identity_verified_at`.execute(db);
}
