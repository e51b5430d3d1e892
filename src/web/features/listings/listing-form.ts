import type { Place } from '../../../shared/schemas/listings';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import type { CoordinatesValue } from './coordinates-fields';
import { parseNumber, type FieldErrors } from '../../lib/form-utils';
import { EMPTY_LOCATION } from './location-fields';
import type { ListingPlaceValue } from './listing-place-fields';
import type { PictureChange } from './picture-field';

/** What the area field shows for a listing placed by levels before the gazetteer: "Yaba, Lagos", "Kano". */
const levelsLabel = (place: Place) =>
  [place.neighborhood, place.city, place.state]
    .map((level) => level?.name)
    .filter((name, index, names): name is string => Boolean(name) && names.indexOf(name) === index)
    .join(', ');

/** The place part of a business or profession form, from what the server sent (or empty for a new listing). */
export function placeFormValue(place: Place | null): ListingPlaceValue {
  if (!place) return { area: null, centre: null, location: EMPTY_LOCATION, coordinates: { latitude: '', longitude: '' } };
  const label = levelsLabel(place);
  return {
    area:
      place.placeId !== null && place.placeLabel !== null
        ? { id: place.placeId, label: place.placeLabel }
        : label
          ? { id: null, label }
          : null,
    centre: place.latitude !== null && place.longitude !== null ? { latitude: place.latitude, longitude: place.longitude } : null,
    location: {
      countryId: place.country?.id ?? null,
      stateId: place.state?.id ?? null,
      cityId: place.city?.id ?? null,
      neighborhoodId: place.neighborhood?.id ?? null,
      landmark: place.landmark ?? '',
    },
    // Only a pin is the owner's to edit; a centre of the chosen area is worked out again from the levels on saving.
    coordinates:
      place.precision === 'exact' && place.latitude !== null && place.longitude !== null
        ? { latitude: String(place.latitude), longitude: String(place.longitude) }
        : { latitude: '', longitude: '' },
  };
}

/** Typed coordinates as numbers, with a field error for text that is not a number. */
export function readCoordinates(value: CoordinatesValue): { latitude: number | null; longitude: number | null; errors: FieldErrors } {
  const latitude = parseNumber(value.latitude);
  const longitude = parseNumber(value.longitude);
  const errors: FieldErrors = {};
  if (Number.isNaN(latitude)) errors.latitude = t('Latitude must be a number');
  if (Number.isNaN(longitude)) errors.longitude = t('Longitude must be a number');
  return {
    latitude: Number.isNaN(latitude) ? null : latitude,
    longitude: Number.isNaN(longitude) ? null : longitude,
    errors,
  };
}

/**
 * Applies the picture change once the listing exists. A failure does not undo the save: it comes back as
 * the toast text to show, or null when all went well.
 */
export async function savePictureChange(
  change: PictureChange,
  hadPicture: boolean,
  api: { upload(file: File): Promise<unknown>; remove(): Promise<unknown> },
): Promise<string | null> {
  try {
    if (change.file) await api.upload(change.file);
    else if (change.remove && hadPicture) await api.remove();
    return null;
  } catch (error) {
    const reason = errorMessage(error);
    return change.file ? t('Failed to upload image. {reason}', { reason }) : t('Failed to remove image. {reason}', { reason });
  }
}
