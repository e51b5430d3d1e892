import type { Db } from '../../db/database';

/** The development outbox table the dev mail transport writes to. */
export function devMailRepository(db: Db) {
  return {
    latest: () => db.selectFrom('mail_outbox').selectAll().orderBy('mail_id', 'desc').limit(100).execute(),
  };
}
