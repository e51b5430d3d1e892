import type { Person, Suggestion } from '../../../shared/schemas/network';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { listingTypeName } from '../../kit/listings/listing-type-name';
import { personCards } from './person-cards';
import { peopleRepository } from './people.repository';

/** Finding members by name, and People You May Know. Both are for signed-in members and never list the viewer. */
export function peopleService(db: Db) {
  const repo = peopleRepository(db);
  const cards = personCards(db);

  return {
    async search(viewer: Viewer, query: { q: string; limit: number }): Promise<Person[]> {
      const ids = await repo.search(viewer.userId, query.q, query.limit);
      return cards(viewer.userId, ids);
    },

    async suggestions(viewer: Viewer, limit: number): Promise<Suggestion[]> {
      const facts = await repo.viewerFacts(viewer.userId);
      const rows = await repo.suggestions(viewer.userId, facts, limit);
      const people = new Map(
        (
          await cards(
            viewer.userId,
            rows.map((row) => row.user_id),
          )
        ).map((person) => [person.userId, person]),
      );
      return rows.flatMap((row) => {
        const person = people.get(row.user_id);
        return person
          ? [
              {
                ...person,
                mutualConnections: row.mutual_connections,
                sharedCity: row.shared_city,
                sharedType: listingTypeName(row.shared_type),
              },
            ]
          : [];
      });
    },
  };
}
