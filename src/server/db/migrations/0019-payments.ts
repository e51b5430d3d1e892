import { Kysely, sql } from 'kysely';

/** The notification kinds once payments exist (0008 checked the earlier list). */
const KINDS = [
  'message',
  'connection_request',
  'connection_accepted',
  'post_like',
  'post_comment',
  'review',
  'follower',
  'followed_post',
  'payment_succeeded',
  'payment_failed',
  'plan_expiring',
  'plan_expired',
];

/**
 * Plans and payments (issue 11, docs/decisions/0012-plan-lifecycle.md):
 * - `payments`: one row per attempt, priced by the server; the reference is what the provider knows it by.
 * - `plan_activations`: one row per payment that gave a plan. Its primary key is the payment reference, so a payment
 *   activates at most once whoever (verify, webhook, renewal) arrives first and however many arrive together.
 * - `subscriptions`: a member's current paid plan (one row per member), its end, auto-renew and saved authorization.
 * - `access_tokens`: Pro members' personal access tokens, stored as sha256 hashes.
 * - `test_checkouts`: the built-in test provider's own record of what it was asked to charge (no money moves).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE payments (
      payment_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reference text NOT NULL UNIQUE CHECK (reference ~ '^[A-Za-z0-9-]{6,64}$'),
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      purpose text NOT NULL DEFAULT 'plan' CHECK (purpose IN ('plan', 'advertisement')),
      plan_id text CHECK (plan_id IN ('premium', 'pro')),
      amount_kobo bigint NOT NULL CHECK (amount_kobo > 0),
      currency text NOT NULL DEFAULT 'NGN' CHECK (currency = 'NGN'),
      method text NOT NULL CHECK (method IN ('card', 'bank_transfer', 'ussd')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'abandoned', 'refunded')),
      auto_renew boolean NOT NULL DEFAULT false,
      -- A renewal charged by the server on the saved authorization (not started by the member).
      renewal boolean NOT NULL DEFAULT false,
      authorization_code text,
      authorization_reusable boolean,
      authorization_signature text,
      channel_detail text,
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (purpose <> 'plan' OR plan_id IS NOT NULL)
    )`.execute(db);
  // Billing history newest first (keyset).
  await sql`CREATE INDEX payments_user_created_idx ON payments (user_id, created_at DESC, payment_id DESC)`.execute(db);

  await sql`
    CREATE TABLE plan_activations (
      reference text PRIMARY KEY REFERENCES payments(reference) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      plan_id text NOT NULL CHECK (plan_id IN ('premium', 'pro')),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      activated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX plan_activations_user_idx ON plan_activations (user_id)`.execute(db);

  await sql`
    CREATE TABLE subscriptions (
      user_id text PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
      plan_id text NOT NULL CHECK (plan_id IN ('free', 'premium', 'pro')),
      ends_at timestamptz,
      auto_renew boolean NOT NULL DEFAULT false,
      authorization_code text,
      authorization_email text,
      -- The payment that last set this plan (a refund of it ends the plan).
      last_reference text,
      -- The end date whose "about to expire" reminder has gone out (sent once per end date).
      reminded_for timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (plan_id = 'free' OR ends_at IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX subscriptions_ends_idx ON subscriptions (ends_at) WHERE plan_id <> 'free'`.execute(db);

  await sql`
    CREATE TABLE access_tokens (
      token_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
      prefix text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX access_tokens_user_idx ON access_tokens (user_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE test_checkouts (
      reference text PRIMARY KEY,
      email text NOT NULL,
      amount_kobo bigint NOT NULL,
      currency text NOT NULL,
      channels text[] NOT NULL DEFAULT '{}',
      callback_url text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'abandoned')),
      authorization_code text,
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  const kinds = sql.join(KINDS.map((kind) => sql.lit(kind)));
  await sql`ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kinds}))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS test_checkouts, access_tokens, subscriptions, plan_activations, payments`.execute(db);
}
