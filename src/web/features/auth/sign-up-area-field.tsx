import { useEffect, useEffectEvent, useState } from 'react';
import { LocateFixed } from 'lucide-react';
import type { PlaceItem } from '../../../shared/schemas/places';
import { PlaceField, type PlaceValue } from '../../components/place-field';
import { Button } from '../../components/ui/button';
import { describedBy, Field } from '../../components/ui/field';
import { api } from '../../lib/api';
import { t } from '../../lib/i18n';

/** The area or town nearest the browser's position (GET /api/v1/places/nearest), or null when it cannot be had. */
function nearestPlace(): Promise<PlaceItem | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) =>
        api<PlaceItem>(
          `/api/v1/places/nearest?lat=${position.coords.latitude.toFixed(5)}&lng=${position.coords.longitude.toFixed(5)}`,
        ).then(resolve, () => resolve(null)),
      () => resolve(null),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  });
}

/**
 * Sign-up's one place question (issue 35, point 4): the member's area, optional but asked, so what they publish and
 * what they see start near them. Filled from the browser's position when the site may already read it; otherwise
 * "Use my location" asks.
 */
export function SignUpAreaField(props: {
  value: PlaceValue | null;
  onChange(place: PlaceValue | null): void;
  /** The area found from the browser's position: taken unless the member chose one meanwhile. */
  onLocated(place: PlaceValue): void;
  error?: string;
}) {
  const [locating, setLocating] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const { value, onChange, onLocated } = props;

  async function locate(asked: boolean) {
    setLocating(true);
    const place = await nearestPlace();
    setLocating(false);
    if (place) onLocated({ id: place.id, label: place.label });
    else if (asked) setNotFound(true);
  }
  const locateIfAllowed = useEffectEvent(() => void locate(false));

  useEffect(() => {
    // Only when already allowed: a sign-up form should not open with a permission prompt.
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => (status.state === 'granted' ? locateIfAllowed() : undefined))
      .catch(() => undefined);
  }, []);

  const id = 'sign-up-area';
  return (
    <Field
      id={id}
      label={t('Your area (optional)')}
      error={props.error}
      hint={
        notFound ? t('Could not find your area from your location: type it instead.') : t('So you see, and are seen by, people near you.')
      }
    >
      <PlaceField
        id={id}
        value={value}
        onChange={(place) => {
          setNotFound(false);
          onChange(place && { id: place.id, label: place.label });
        }}
        invalid={Boolean(props.error)}
        describedBy={describedBy(id, props.error, true)}
        placeholder={t('e.g. Yaba, Wuse 2, Rumuokoro')}
      />
      {value === null ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void locate(true)}
          disabled={locating}
        >
          <LocateFixed aria-hidden className={locating ? 'animate-pulse' : undefined} />
          {locating ? t('Getting location...') : t('Use my location')}
        </Button>
      ) : null}
    </Field>
  );
}
