import { PERSON_LISTINGS_SHOWN, type ConnectionState, type Person, type PersonListing } from '../../../shared/schemas/network';
import type { Db } from '../../db/database';
import { listingTypeName } from '../../kit/listings/listing-type-name';
import { connectionsRepository, type ConnectionRow } from './connections.repository';
import { peopleRepository } from './people.repository';

/** The viewer's relation to the other member of a connection row. */
export function stateOf(row: ConnectionRow | undefined, viewerId: string, otherId: string): ConnectionState {
  if (!row) return { userId: otherId, status: 'none', connectionId: null };
  const connectionId = Number(row.connection_id);
  if (row.status === 'accepted') return { userId: otherId, status: 'connected', connectionId };
  return { userId: otherId, status: row.user_id === viewerId ? 'outgoing' : 'incoming', connectionId };
}

/**
 * People cards for a list of members, in the order given (members that no longer exist are left out): their name,
 * city, up to two businesses and two professions with "+N more", a phone for WhatsApp and the viewer's relation.
 */
export function personCards(db: Db) {
  const people = peopleRepository(db);
  const connections = connectionsRepository(db);

  return async function cards(viewerId: string, userIds: string[]): Promise<Person[]> {
    if (userIds.length === 0) return [];
    const [members, listings, summaries, relations] = await Promise.all([
      people.members(userIds),
      people.listings(userIds, PERSON_LISTINGS_SHOWN),
      people.listingSummaries(userIds),
      connections.withMembers(viewerId, userIds),
    ]);
    const byId = new Map(members.map((member) => [member.user_id, member]));
    const summaryOf = new Map(summaries.map((summary) => [summary.user_id, summary]));
    const relationOf = new Map(relations.map((row) => [row.user_id === viewerId ? row.connected_user_id : row.user_id, row]));

    const result: Person[] = [];
    for (const userId of userIds) {
      const member = byId.get(userId);
      if (!member) continue;
      const own = listings.filter((listing) => listing.user_id === userId);
      const chip = (listing: (typeof own)[number]): PersonListing => ({
        kind: listing.kind,
        id: Number(listing.id),
        name: listing.name,
        typeName: listingTypeName(listing.type_name),
      });
      const businesses = own.filter((listing) => listing.kind === 'business').map(chip);
      const professions = own.filter((listing) => listing.kind === 'profession').map(chip);
      const summary = summaryOf.get(userId);
      result.push({
        userId,
        fullName: member.full_name,
        username: member.username,
        profilePicture: member.profile_picture,
        location: member.location,
        businesses,
        professions,
        moreListings: Math.max(0, (summary?.total ?? 0) - businesses.length - professions.length),
        phone: summary?.phone ?? null,
        connection: stateOf(relationOf.get(userId), viewerId, userId),
      });
    }
    return result;
  };
}
