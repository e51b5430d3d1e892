import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ContentPlace } from '../../../shared/schemas/placement';
import { PlaceField, type PlaceValue } from '../../components/place-field';
import { t } from '../../lib/i18n';

/** What the field shows for a published item's place: its gazetteer place, else the name of the centre it is at. */
const valueOf = (place: ContentPlace | null | undefined): PlaceValue | null => {
  if (!place) return null;
  if (place.placeId !== null && place.placeLabel !== null) return { id: place.placeId, label: place.placeLabel };
  return place.name ? { id: null, label: place.name } : null;
};

/**
 * Where a notice, event, announcement or ad is (decision 0029): an area, town, LGA or state from the gazetteer
 * ("Yaba, Lagos Mainland, Lagos"). Left as it is, a new item goes where the member's profile or first listing is and a
 * changed one stays where it was, so the form sends `place` only once the member picks something. The server's
 * refusal of an item nothing places shows here.
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
  const [value, setValue] = useState<PlaceValue | null>(() => valueOf(current));
  const id = `${formId}-place`;
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('Where is this?')}
      </label>
      <PlaceField
        id={id}
        value={value}
        invalid={Boolean(error)}
        describedBy={hintId}
        onChange={(place) => {
          setValue(place && { id: place.id, label: place.label });
          // Cleared: nothing chosen, so a new item takes the default place and a changed one stays where it was.
          form.setValue('place', place ? { placeId: place.id } : undefined, { shouldDirty: true });
          form.clearErrors('place');
        }}
      />
      {error ? (
        <p id={hintId} role="alert" className="text-sm text-destructive">
          {t(error)}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {current
            ? t('Choose another place to move it; left as it is, it stays where it is.')
            : t('Optional: without it, it goes where your profile’s location is (Account → Profile), else where your first listing is.')}
        </p>
      )}
    </div>
  );
}
