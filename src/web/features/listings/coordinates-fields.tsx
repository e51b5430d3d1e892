import { useState } from 'react';
import { LocateFixed } from 'lucide-react';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { describedBy, Field } from '../../components/ui/field';
import type { FieldErrors } from '../../lib/form-utils';

export interface CoordinatesValue {
  latitude: string;
  longitude: string;
}

/** Six decimals is about 10 cm: more precision than any phone's fix, without the noise. */
export const coordinateText = (value: number) => String(Number(value.toFixed(6)));

/** Latitude and longitude of any precision, and a control that fills them from the browser's position. */
export function CoordinatesFields(props: {
  idPrefix: string;
  value: CoordinatesValue;
  onChange(next: CoordinatesValue): void;
  errors?: FieldErrors;
  disabled?: boolean;
}) {
  const { value, onChange, errors = {} } = props;
  const [locating, setLocating] = useState(false);
  const latId = `${props.idPrefix}-latitude`;
  const lngId = `${props.idPrefix}-longitude`;

  function captureLocation() {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      toast.error(t('Error'), { description: t('Geolocation is not supported by this browser') });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({ latitude: coordinateText(position.coords.latitude), longitude: coordinateText(position.coords.longitude) });
        toast.success(t('Location captured successfully'));
      },
      () => {
        setLocating(false);
        toast.error(t('Error'), { description: t('Could not get your location') });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <fieldset className="grid gap-3" disabled={props.disabled}>
      <legend className="sr-only">{t('Map position')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={latId} label={t('Latitude')} error={errors.latitude}>
          <Input
            id={latId}
            type="number"
            inputMode="decimal"
            step="any"
            min={-90}
            max={90}
            placeholder={t('e.g. {example}', { example: '6.5244' })}
            value={value.latitude}
            onChange={(event) => onChange({ ...value, latitude: event.target.value })}
            aria-invalid={errors.latitude ? true : undefined}
            aria-describedby={describedBy(latId, errors.latitude)}
          />
        </Field>
        <Field id={lngId} label={t('Longitude')} error={errors.longitude}>
          <Input
            id={lngId}
            type="number"
            inputMode="decimal"
            step="any"
            min={-180}
            max={180}
            placeholder={t('e.g. {example}', { example: '3.3792' })}
            value={value.longitude}
            onChange={(event) => onChange({ ...value, longitude: event.target.value })}
            aria-invalid={errors.longitude ? true : undefined}
            aria-describedby={describedBy(lngId, errors.longitude)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button type="button" variant="outline" size="sm" onClick={captureLocation} disabled={locating}>
          <LocateFixed aria-hidden className={locating ? 'animate-pulse' : undefined} />
          {locating ? t('Getting location...') : t('Use my location')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('Puts your listing on the map and in “near you” results.')}</p>
      </div>
    </fieldset>
  );
}
