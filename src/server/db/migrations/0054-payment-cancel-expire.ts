import { Kysely, sql } from 'kysely';

/**
 * A payment the payer left (`cancelled`, told by the return page) or that stayed unpaid past its window (`expired`, by
 * the `payments.expire` job): billing history no longer shows it "Pending" for ever (issue 37.6). A success reported
 * later still activates it, so neither is final for the money.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_status_check`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_status_check
    CHECK (status IN ('pending', 'success', 'failed', 'abandoned', 'refunded', 'cancelled', 'expired'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE payments SET status = 'abandoned' WHERE status IN ('cancelled', 'expired')`.execute(db);
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_status_check`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_status_check
    CHECK (status IN ('pending', 'success', 'failed', 'abandoned', 'refunded'))`.execute(db);
}
