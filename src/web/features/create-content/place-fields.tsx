import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ContentPlace } from '../../../shared/schemas/placement';
import { EMPTY_LOCATION, LocationFields, type LocationValue } from '../listings';
import { t } from '../../lib/i18n';

/** The levels of a published item's place, as the location fields hold them. */
const locationOf = (place: ContentPlace | null | undefined): LocationValue =>
  place
    ? { countryId: place.countryId, stateId: place.stateId, cityId: place.cityId, neighborhoodId: place.neighborhoodId, landmark: '' }
    : EMPTY_LOCATION;

/**
 * Where a notice, event, announcement or ad is (decision 0029): country → state → city → area. Left as it is, a new
 * item goes where the member's profile or first listing is and a changed one stays where it was, so the form sends
 * `place` only once the member picks something. The server's refusal of an item nothing places shows here.
 */
export function ContentPlaceFields({
  form,
  formId,
  current,
  error,
}: {
  form: UseFormReturn<FieldValues>;
  formId: string;
  current?: ContentPlace | null;
  error?: string;
}) {
  const [location, setLocation] = useState<LocationValue>(() => locationOf(current));
  return (
    <div className="grid gap-2">
      {/* Seen here; screen readers hear it as the location fieldset's name. */}
      <p aria-hidden className="text-sm font-medium">
        {t('Where is this?')}
      </p>
      <LocationFields
        idPrefix={`${formId}-place`}
        legend={t('Where is this?')}
        withLandmark={false}
        preselectDefaultCountry={!current}
        value={location}
        onChange={(next) => {
          setLocation(next);
          const { countryId, stateId, cityId, neighborhoodId } = next;
          form.setValue('place', { countryId, stateId, cityId, neighborhoodId }, { shouldDirty: true });
          form.clearErrors('place');
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {current
            ? t('Choose another place to move it; left as it is, it stays where it is.')
            : t('Optional: without it, it goes where your profile’s location is (Account → Profile), else where your first listing is.')}
        </p>
      )}
    </div>
  );
}
