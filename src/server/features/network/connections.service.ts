import type { Connection, ConnectionPage, ConnectionState } from '../../../shared/schemas/network';
import type { Viewer } from '../../auth/session';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../kit/cursor';
import { isoString } from '../../kit/listings/listing-mapping';
import { isUniqueViolation } from '../../kit/unique-violation';
import { connectionsRepository, type ConnectionList, type ConnectionRow } from './connections.repository';
import { blocksService } from '../blocks/blocks.service';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { AbuseLimits } from '../safety/abuse-limits';
import { personCards, stateOf } from './person-cards';
import { peopleRepository } from './people.repository';
import { msg } from '../../../shared/i18n/msg';

const REQUEST_NOT_FOUND = msg('Connection request not found');
const CONNECTION_NOT_FOUND = msg('Connection not found');
const ALREADY_ACCEPTED = msg('This request has already been accepted');

const toConnection = (row: ConnectionRow): Connection => ({
  connectionId: Number(row.connection_id),
  status: row.status,
  requesterId: row.user_id,
  addresseeId: row.connected_user_id,
  createdAt: isoString(row.created_at),
  acceptedAt: row.accepted_at ? isoString(row.accepted_at) : null,
});

/**
 * Connection requests and connections (docs/product-decisions.md §10). Only the addressee accepts or declines a request, only its
 * sender withdraws it, and either member removes a connection. A member who is not part of a request or connection
 * is told it does not exist (404), so ids reveal nothing about other members' networks.
 */
export function connectionsService(deps: { db: Db; events: DomainEvents; limits: AbuseLimits }) {
  const repo = connectionsRepository(deps.db);
  const people = peopleRepository(deps.db);
  const blocks = blocksService(deps);
  const cards = personCards(deps.db);
  const { events } = deps;

  async function memberName(userId: string): Promise<string> {
    const [member] = await people.members([userId]);
    return member?.full_name ?? 'A member';
  }

  /** The row when the viewer is one of its two members; 404 otherwise. */
  async function involving(viewer: Viewer, connectionId: number, missing: string): Promise<ConnectionRow> {
    const row = await repo.find(connectionId);
    if (!row || (row.user_id !== viewer.userId && row.connected_user_id !== viewer.userId)) throw notFound(missing);
    return row;
  }

  /** Explains why a request to this member cannot be sent, from the row the pair already has. */
  async function alreadyThere(viewer: Viewer, row: ConnectionRow, otherId: string): Promise<never> {
    const name = await memberName(otherId);
    if (row.status === 'accepted') throw conflict(msg('You are already connected with {name}', { name }));
    if (row.user_id === viewer.userId) throw conflict(msg('You have already sent a connection request to {name}', { name }));
    throw conflict(msg('{name} has already sent you a connection request. Accept it instead.', { name }));
  }

  async function pendingOf(viewer: Viewer, connectionId: number): Promise<ConnectionRow> {
    const row = await involving(viewer, connectionId, REQUEST_NOT_FOUND);
    if (row.status !== 'pending') throw conflict(ALREADY_ACCEPTED);
    return row;
  }

  /** A request changed between the check and the change (answered or withdrawn at the same moment): say how. */
  async function changedMeanwhile(connectionId: number): Promise<never> {
    const now = await repo.find(connectionId);
    if (now?.status === 'accepted') throw conflict(ALREADY_ACCEPTED);
    throw notFound(REQUEST_NOT_FOUND);
  }

  return {
    async request(viewer: Viewer, userId: string): Promise<Connection> {
      if (userId === viewer.userId) throw badRequest(msg('You cannot connect with yourself'), { userId: msg('Choose another member') });
      const [addressee] = await people.members([userId]);
      if (!addressee) throw notFound(msg('Member not found'));
      await blocks.refuseIfBlocked(viewer.userId, userId, msg('You cannot connect with {name}', { name: addressee.full_name }));
      const existing = await repo.between(viewer.userId, userId);
      if (existing) return alreadyThere(viewer, existing, userId);
      await deps.limits.check('connections', viewer.userId);

      let connectionId: number;
      try {
        connectionId = await repo.insertRequest(viewer.userId, userId);
      } catch (error) {
        // The pair got a row between the check and the insert (a double click, or both asking at once).
        if (!isUniqueViolation(error)) throw error;
        const raced = await repo.between(viewer.userId, userId);
        if (raced) return alreadyThere(viewer, raced, userId);
        throw conflict(msg('The connection changed meanwhile. Try again.'));
      }
      const row = await repo.find(connectionId);
      if (!row) throw notFound(REQUEST_NOT_FOUND);
      await events.emit({
        type: 'connection.requested',
        requester: { userId: viewer.userId, fullName: await memberName(viewer.userId) },
        addresseeId: userId,
      });
      await events.emit({ type: 'connection.changed', memberIds: [viewer.userId, userId] });
      return toConnection(row);
    },

    async accept(viewer: Viewer, connectionId: number): Promise<Connection> {
      const row = await pendingOf(viewer, connectionId);
      if (row.connected_user_id !== viewer.userId) throw forbidden(msg('Only the member you sent this request to can accept it'));
      if (!(await repo.accept(connectionId))) await changedMeanwhile(connectionId);
      const accepted = await repo.find(connectionId);
      if (!accepted) throw notFound(CONNECTION_NOT_FOUND);
      await events.emit({
        type: 'connection.accepted',
        addressee: { userId: viewer.userId, fullName: await memberName(viewer.userId) },
        requesterId: row.user_id,
      });
      await events.emit({ type: 'connection.changed', memberIds: [row.user_id, row.connected_user_id] });
      return toConnection(accepted);
    },

    async decline(viewer: Viewer, connectionId: number): Promise<void> {
      const row = await pendingOf(viewer, connectionId);
      if (row.connected_user_id !== viewer.userId) {
        throw forbidden(msg('Only the member you sent this request to can decline it. To cancel it, withdraw it.'));
      }
      if (!(await repo.deleteIn(connectionId, 'pending'))) await changedMeanwhile(connectionId);
      await events.emit({ type: 'connection.changed', memberIds: [row.user_id, row.connected_user_id] });
    },

    async withdraw(viewer: Viewer, connectionId: number): Promise<void> {
      const row = await pendingOf(viewer, connectionId);
      if (row.user_id !== viewer.userId) throw forbidden(msg('Only the member who sent this request can withdraw it. You can decline it.'));
      if (!(await repo.deleteIn(connectionId, 'pending'))) await changedMeanwhile(connectionId);
      await events.emit({ type: 'connection.changed', memberIds: [row.user_id, row.connected_user_id] });
    },

    async remove(viewer: Viewer, connectionId: number): Promise<void> {
      const row = await involving(viewer, connectionId, CONNECTION_NOT_FOUND);
      if (row.status !== 'accepted') {
        throw conflict(
          row.user_id === viewer.userId
            ? msg('This request has not been accepted yet. Withdraw it instead.')
            : msg('This request has not been accepted yet. Decline it instead.'),
        );
      }
      if (!(await repo.deleteIn(connectionId, 'accepted'))) throw notFound(CONNECTION_NOT_FOUND);
      await events.emit({ type: 'connection.changed', memberIds: [row.user_id, row.connected_user_id] });
    },

    /** One of the viewer's own lists, newest first, with its total. */
    async list(viewer: Viewer, list: ConnectionList, query: { cursor?: string; limit: number }): Promise<ConnectionPage> {
      const [rows, total] = await Promise.all([
        repo.page(list, viewer.userId, decodeCursor(query.cursor), query.limit),
        repo.count(list, viewer.userId),
      ]);
      const pageRows = rows.slice(0, query.limit);
      const people = new Map(
        (
          await cards(
            viewer.userId,
            pageRows.map((row) => row.other_id),
          )
        ).map((person) => [person.userId, person]),
      );
      const last = pageRows[pageRows.length - 1];
      return {
        items: pageRows.flatMap((row) => {
          const person = people.get(row.other_id);
          return person ? [{ connectionId: Number(row.connection_id), person, since: isoString(row.since) }] : [];
        }),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.keyset_at, id: Number(last.connection_id) }) : null,
        total,
      };
    },

    /** The viewer's relation to each of these members (for Connect buttons on cards). */
    async states(viewer: Viewer, userIds: string[]): Promise<ConnectionState[]> {
      const rows = await repo.withMembers(viewer.userId, userIds);
      const byOther = new Map(rows.map((row) => [row.user_id === viewer.userId ? row.connected_user_id : row.user_id, row]));
      return userIds.map((userId) =>
        userId === viewer.userId ? { userId, status: 'none', connectionId: null } : stateOf(byOther.get(userId), viewer.userId, userId),
      );
    },
  };
}
