import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { memberAgeRepository } from './member-age.repository';

/** Whether a member's account is younger than NEW_ACCOUNT_HOURS, by the server's clock (tests move it). */
export function accountAge(deps: { db: Db; clock: Clock; newAccountHours: number }) {
  const repo = memberAgeRepository(deps.db);
  return {
    async isNew(userId: string): Promise<boolean> {
      if (deps.newAccountHours === 0) return false;
      const createdAt = await repo.createdAt(userId);
      return createdAt !== null && deps.clock.now().getTime() - createdAt.getTime() < deps.newAccountHours * 3_600_000;
    },
  };
}
export type AccountAge = ReturnType<typeof accountAge>;
