import { msg } from '../../../shared/i18n/msg';
import { NO_PLACE_MESSAGE, type ChosenPlace } from '../../../shared/schemas/placement';
import type { PlaceItem } from '../../../shared/schemas/places';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { refuseFields } from '../../kit/field-errors';
import { placeErrors } from '../../kit/listings/place-check';
import { placesService } from '../places/places.service';
import type { Position } from './placement.repository';
import { choseArea, resolvePosition, type PlaceSources } from './resolve-position';

/** The message of a `placeId` the gazetteer does not have. */
export const UNKNOWN_PLACE = msg('Unknown place: choose one from the list');

/** The gazetteer place of this id; 400 on `field` when there is none. */
export async function knownPlace(db: Db, placeId: number, field: string): Promise<PlaceItem> {
  const place = await placesService(db).find(placeId);
  if (!place) refuseFields({ [field]: UNKNOWN_PLACE });
  return place!;
}

/**
 * The chosen gazetteer place (400 on `place.placeId` when unknown), or the chosen levels, which must be consistent
 * (each under its parent), as a listing's are: 400 on `place.<level>` otherwise.
 */
async function checkChosen(db: Db, chosen: ChosenPlace | undefined): Promise<PlaceItem | null> {
  if (!chosen) return null;
  if (chosen.placeId !== null) return knownPlace(db, chosen.placeId, 'place.placeId');
  const fields = await placeErrors(db, chosen);
  refuseFields(Object.fromEntries(Object.entries(fields).map(([field, message]) => [`place.${field}`, message])));
  return null;
}

/** True when the member chose a gazetteer place or levels beyond a country: what is published moves there. */
export const chosePlace = (chosen: ChosenPlace | undefined): chosen is ChosenPlace =>
  Boolean(chosen && (chosen.placeId !== null || choseArea(chosen)));

const refuse = () => badRequest(NO_PLACE_MESSAGE, { place: NO_PLACE_MESSAGE });

/**
 * Where a new notice, event, announcement or advertisement goes: the place the member chose (a gazetteer place, else
 * the levels), else (an ad) the listing
 * it links to, else the author's profile location, else their first listing. Refused (400 on `place`) when nothing
 * places it: it could be found by no one.
 */
export async function placeNew(
  db: Db,
  authorId: string,
  chosen: ChosenPlace | undefined,
  listing?: PlaceSources['listing'],
): Promise<Position> {
  const place = await checkChosen(db, chosen);
  const position = await resolvePosition(db, { place, area: chosen, listing, authorId });
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
  if (!chosePlace(chosen) && placed) return undefined;
  return placeNew(db, authorId, chosen);
}
