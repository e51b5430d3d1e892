import { useEffect, useEffectEvent, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { describedBy, Field } from '../../components/ui/field';
import type { FieldErrors } from '../../lib/form-utils';
import { t } from '../../lib/i18n';
import { useCitiesOfState, useCountries, useNeighborhoods, useStates } from './lookups-api';

export interface LocationValue {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  neighborhoodId: number | null;
  landmark: string;
}

export const EMPTY_LOCATION: LocationValue = { countryId: null, stateId: null, cityId: null, neighborhoodId: null, landmark: '' };

/** The country a new listing starts in (docs/product-decisions.md §24: the app's home). */
export const DEFAULT_COUNTRY_NAME = 'Nigeria';

type Level = 'countryId' | 'stateId' | 'cityId' | 'neighborhoodId';

/**
 * Cascading country → state → city → neighbourhood (docs/spec/part-2-management-detail-messaging-account-media.md §4): changing a parent clears every level
 * below it, and each child stays disabled until its parent is chosen. Plus an optional landmark.
 */
export function LocationFields(props: {
  idPrefix: string;
  value: LocationValue;
  onChange(next: LocationValue): void;
  errors?: FieldErrors;
  /** Preselect Nigeria once the countries load (new listings only). */
  preselectDefaultCountry?: boolean;
  disabled?: boolean;
  /** The fieldset's name for assistive technology (default "Location"). */
  legend?: string;
  /** Ask for a landmark too (listings); content places take the levels only. */
  withLandmark?: boolean;
}) {
  const { value, onChange, errors = {} } = props;
  const countries = useCountries();
  const states = useStates(value.countryId);
  const cities = useCitiesOfState(value.stateId);
  const neighborhoods = useNeighborhoods(value.cityId);

  // Preselect the default country once; if the member clears it afterwards, respect that.
  const preselected = useRef(false);
  const preselect = useEffectEvent((homeId: number) => {
    if (value.countryId === null) onChange({ ...value, countryId: homeId, stateId: null, cityId: null, neighborhoodId: null });
  });
  useEffect(() => {
    if (!props.preselectDefaultCountry || preselected.current || !countries.data) return;
    preselected.current = true;
    const home = countries.data.find((country) => country.name === DEFAULT_COUNTRY_NAME);
    if (home) preselect(home.id);
  }, [countries.data, props.preselectDefaultCountry]);

  const choose = (level: Level, raw: string) => {
    const id = raw === '' ? null : Number(raw);
    if (level === 'countryId') onChange({ ...value, countryId: id, stateId: null, cityId: null, neighborhoodId: null });
    else if (level === 'stateId') onChange({ ...value, stateId: id, cityId: null, neighborhoodId: null });
    else if (level === 'cityId') onChange({ ...value, cityId: id, neighborhoodId: null });
    else onChange({ ...value, neighborhoodId: id });
  };

  const id = (level: string) => `${props.idPrefix}-${level}`;

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" disabled={props.disabled}>
      <legend className="sr-only">{props.legend ?? t('Location')}</legend>
      <LookupSelect
        id={id('country')}
        label={t('Country')}
        placeholder={t('Select country')}
        query={countries}
        parentChosen
        value={value.countryId}
        onChange={(raw) => choose('countryId', raw)}
        error={errors.countryId}
      />
      <LookupSelect
        id={id('state')}
        label={t('State')}
        placeholder={t('Select state')}
        waitingFor={t('Select a country first')}
        query={states}
        parentChosen={value.countryId !== null}
        value={value.stateId}
        onChange={(raw) => choose('stateId', raw)}
        error={errors.stateId}
      />
      <LookupSelect
        id={id('city')}
        label={t('City')}
        placeholder={t('Select city')}
        waitingFor={t('Select a state first')}
        query={cities}
        parentChosen={value.stateId !== null}
        value={value.cityId}
        onChange={(raw) => choose('cityId', raw)}
        error={errors.cityId}
      />
      <LookupSelect
        id={id('neighborhood')}
        label={t('Neighborhood')}
        placeholder={t('Select neighborhood')}
        waitingFor={t('Select a city first')}
        query={neighborhoods}
        parentChosen={value.cityId !== null}
        value={value.neighborhoodId}
        onChange={(raw) => choose('neighborhoodId', raw)}
        error={errors.neighborhoodId}
      />
      {props.withLandmark === false ? null : (
        <Field
          id={id('landmark')}
          label={t('Landmark')}
          hint={t('Optional, e.g. opposite First Bank')}
          error={errors.landmark}
          className="sm:col-span-2"
        >
          <Input
            id={id('landmark')}
            maxLength={200}
            placeholder={t('e.g. opposite First Bank')}
            value={value.landmark}
            onChange={(event) => onChange({ ...value, landmark: event.target.value })}
            aria-invalid={errors.landmark ? true : undefined}
            aria-describedby={describedBy(id('landmark'), errors.landmark, true)}
          />
        </Field>
      )}
    </fieldset>
  );
}

function LookupSelect(props: {
  id: string;
  label: string;
  placeholder: string;
  waitingFor?: string;
  query: UseQueryResult<Array<{ id: number; name: string }>>;
  parentChosen: boolean;
  value: number | null;
  onChange(raw: string): void;
  error?: string;
}) {
  const { query } = props;
  const loading = props.parentChosen && query.isPending;
  const failed = props.parentChosen && query.isError;
  const items = props.parentChosen ? (query.data ?? []) : [];
  const empty = props.parentChosen && query.isSuccess && items.length === 0;
  const placeholder = !props.parentChosen
    ? (props.waitingFor ?? props.placeholder)
    : loading
      ? t('Loading...')
      : empty
        ? t('None listed')
        : props.placeholder;

  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <Select
        id={props.id}
        value={props.value === null ? '' : String(props.value)}
        onChange={(event) => props.onChange(event.target.value)}
        disabled={!props.parentChosen || loading || failed || empty}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error)}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
        {/* A saved choice that the list does not (yet) hold stays selectable rather than silently lost. */}
        {props.value !== null && !items.some((item) => item.id === props.value) && !loading ? (
          <option value={props.value}>{t('Current selection')}</option>
        ) : null}
      </Select>
      {failed ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-destructive">
          {t('Could not load the list.')}
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => void query.refetch()}
          >
            {t('Try again')}
          </button>
        </p>
      ) : null}
    </Field>
  );
}
