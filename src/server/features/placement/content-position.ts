import { NO_PLACE_MESSAGE, type ChosenPlace } from '../../../shared/schemas/placement';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { refuseFields } from '../listings-common/field-errors';
import { placeErrors } from '../listings-common/place-check';
import type { Position } from './placement.repository';
import { choseArea, resolvePosition, type PlaceSources } from './resolve-position';

/** The chosen levels must be consistent (each under its parent), as a listing's are: 400 on `place.<level>` otherwise. */
async function checkChosen(db: Db, chosen: ChosenPlace | undefined): Promise<void> {
  if (!chosen) return;
  const fields = await placeErrors(db, chosen);
  refuseFields(Object.fromEntries(Object.entries(fields).map(([field, message]) => [`place.${field}`, message])));
}

const refuse = () => badRequest(NO_PLACE_MESSAGE, { place: NO_PLACE_MESSAGE });

/**
 * Where a new notice, event, announcement or advertisement goes: the place the member chose, else (an ad) the listing
 * it links to, else the author's profile location, else their first listing. Refused (400 on `place`) when nothing
 * places it: it could be found by no one.
 */
export async function placeNew(
  db: Db,
  authorId: string,
  chosen: ChosenPlace | undefined,
  listing?: PlaceSources['listing'],
): Promise<Position> {
  await checkChosen(db, chosen);
  const position = await resolvePosition(db, { area: chosen, listing, authorId });
  if (!position) throw refuse();
  return position;
}

/**
 * The place of content being changed: a newly chosen place; else it stays where it is (undefined: no change); else,
 * for an old item that has none, the author's default — and with none at all the change is refused like a new one.
 */
export async function placeChanged(
  db: Db,
  authorId: string,
  chosen: ChosenPlace | undefined,
  placed: boolean,
): Promise<Position | undefined> {
  if (!choseArea(chosen) && placed) return undefined;
  return placeNew(db, authorId, chosen);
}
