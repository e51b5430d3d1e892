import { Suspense, useState } from 'react';
import { MapPinned } from 'lucide-react';
import { PlaceField, type PlaceValue } from '../../components/place-field';
import { Button } from '../../components/ui/button';
import { describedBy, Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import type { FieldErrors } from '../../lib/form-utils';
import { t } from '../../lib/i18n';
import { PinMap } from '../map';
import { CoordinatesFields, coordinateText, type CoordinatesValue } from './coordinates-fields';
import { parseNumber } from '../../lib/form-utils';
import { EMPTY_LOCATION, type LocationValue } from './location-fields';

/** Where a listing is, as its form holds it: the chosen area (a gazetteer place, or older levels), landmark, pin. */
export interface ListingPlaceValue {
  /** The chosen place; its id is null for a listing placed by levels before the gazetteer (kept in `location`). */
  area: PlaceValue | null;
  /** The chosen area's centre: where the map opens when there is no pin yet. */
  centre: { latitude: number; longitude: number } | null;
  location: LocationValue;
  coordinates: CoordinatesValue;
}

/** Where the map opens with nothing chosen: central Lagos. */
const DEFAULT_CENTRE = { latitude: 6.5244, longitude: 3.3792 };

/** The fields whose server errors belong to the area field. */
export const AREA_ERROR_FIELDS = ['placeId', 'countryId', 'stateId', 'cityId', 'neighborhoodId'] as const;

const pinOf = (coordinates: CoordinatesValue) => {
  const latitude = parseNumber(coordinates.latitude);
  const longitude = parseNumber(coordinates.longitude);
  return latitude !== null && longitude !== null && !Number.isNaN(latitude) && !Number.isNaN(longitude) ? { latitude, longitude } : null;
};

/**
 * The area ("Yaba, Lagos Mainland, Lagos") from the gazetteer, a landmark, and an exact position: a pin on a small
 * map (dragged, tapped or moved with the arrow keys; no GPS needed), "Use my location", or typed coordinates. Without a
 * pin the listing is at its area's centre and cards say "in Yaba" (decision 0029).
 */
export function ListingPlaceFields(props: {
  idPrefix: string;
  value: ListingPlaceValue;
  onChange(next: ListingPlaceValue, changed: 'area' | 'landmark' | 'coordinates'): void;
  errors: FieldErrors;
}) {
  const { idPrefix, value, onChange, errors } = props;
  const [mapOpen, setMapOpen] = useState(false);
  const areaId = `${idPrefix}-area`;
  const landmarkId = `${idPrefix}-landmark`;
  const areaError = AREA_ERROR_FIELDS.map((field) => errors[field]).find(Boolean);
  const pin = pinOf(value.coordinates);
  const mapAt = pin ?? value.centre ?? DEFAULT_CENTRE;

  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">{t('Location')}</legend>
      <Field id={areaId} label={t('Area')} hint={t('Your area, town or LGA, e.g. Yaba, Wuse 2, Rumuokoro')} error={areaError}>
        <PlaceField
          id={areaId}
          value={value.area}
          invalid={Boolean(areaError)}
          describedBy={describedBy(areaId, areaError, true)}
          onChange={(place) =>
            onChange(
              {
                ...value,
                area: place && { id: place.id, label: place.label },
                centre: place && { latitude: place.latitude, longitude: place.longitude },
                // The place sets the levels on the server; cleared, nothing is left of the older levels either.
                location: { ...EMPTY_LOCATION, landmark: value.location.landmark },
              },
              'area',
            )
          }
        />
      </Field>
      <Field id={landmarkId} label={t('Landmark')} hint={t('Optional, e.g. opposite First Bank')} error={errors.landmark}>
        <Input
          id={landmarkId}
          maxLength={200}
          placeholder={t('e.g. opposite First Bank')}
          value={value.location.landmark}
          onChange={(event) => onChange({ ...value, location: { ...value.location, landmark: event.target.value } }, 'landmark')}
          aria-invalid={errors.landmark ? true : undefined}
          aria-describedby={describedBy(landmarkId, errors.landmark, true)}
        />
      </Field>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button type="button" variant="outline" size="sm" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
            <MapPinned aria-hidden />
            {mapOpen ? t('Hide the map') : t('Place the pin on a map')}
          </Button>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {pin ? t('Pinned: cards show the distance to this exact spot.') : t('No pin: it shows at the centre of its area.')}
          </p>
        </div>
        {mapOpen ? (
          <>
            <Suspense fallback={<div className="h-56 w-full animate-pulse rounded-md border border-border bg-muted" />}>
              <PinMap
                latitude={mapAt.latitude}
                longitude={mapAt.longitude}
                label={t('Map: drag the pin to where the place is')}
                onMove={(latitude, longitude) =>
                  onChange(
                    { ...value, coordinates: { latitude: coordinateText(latitude), longitude: coordinateText(longitude) } },
                    'coordinates',
                  )
                }
              />
            </Suspense>
            <p className="text-xs text-muted-foreground">
              {t('Drag the pin, tap the map, or focus the pin and use the arrow keys (Shift for longer steps).')}
            </p>
          </>
        ) : null}
      </div>

      <CoordinatesFields
        idPrefix={idPrefix}
        value={value.coordinates}
        onChange={(coordinates) => onChange({ ...value, coordinates }, 'coordinates')}
        errors={errors}
      />
    </fieldset>
  );
}
