import { LocateFixed, MapPin } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from '../../lib/toast';
import { BAND_IDS, DISTANCE_BANDS, type BandId } from '../../../shared/bands';
import { PLANS } from '../../../shared/plans';
import type { CityItem } from '../../../shared/schemas/lookups';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { positionLabel, type ViewerPositionState } from './viewer-position';

/** 'All users can view content at any distance. Your Free plan allows your profiles to be visible regionally.' */
export function visibilityNote(plan: keyof typeof PLANS): string {
  const { name, visibilityLabel } = PLANS[plan];
  switch (visibilityLabel) {
    case 'regional':
      return t('All users can view content at any distance. Your {plan} plan allows your profiles to be visible regionally.', {
        plan: name,
      });
    case 'national':
      return t('All users can view content at any distance. Your {plan} plan allows your profiles to be visible nationally.', {
        plan: name,
      });
    case 'global':
      return t('All users can view content at any distance. Your {plan} plan allows your profiles to be visible globally.', {
        plan: name,
      });
  }
}

/** The "Discover" panel: which position is used (and a city picker to change it), the five rings, the plan note. */
export function DiscoverPanel({ state }: { state: ViewerPositionState }) {
  const pickerId = useId();
  const { position } = state;
  const [expanded, setExpanded] = useState(false);

  // The API orders cities by country (Nigeria first), state and name; a group is a state, labelled with its country
  // outside Nigeria (Plateau and Littoral exist in two countries each).
  const byState = useMemo(() => {
    const groups = new Map<number, { label: string; cities: CityItem[] }>();
    for (const city of state.cities) {
      const label = city.countryCode === 'NG' ? city.stateName : `${city.stateName} (${city.countryName})`;
      const group = groups.get(city.stateId) ?? { label, cities: [] };
      group.cities.push(city);
      groups.set(city.stateId, group);
    }
    return [...groups.entries()];
  }, [state.cities]);

  function askForLocation() {
    state.locateDevice((ok, denied) => {
      if (ok) toast.success(t('Using your location'));
      else if (denied)
        toast.error(t('Location access is blocked'), {
          description: t('Allow location for this site in your browser settings, or pick a city.'),
        });
      else toast.error(t('Could not find your location'), { description: t('Pick a city instead.') });
    });
  }

  return (
    <Card className="grid gap-3 p-3 sm:gap-4 sm:p-5" aria-labelledby={`${pickerId}-heading`} role="region">
      {/* On a phone one row (where, distance) leaves the first screen to the listings; "Change" opens the rest. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:items-start">
        <div className="flex min-w-0 flex-1 items-center gap-1.5 sm:block">
          <h2 id={`${pickerId}-heading`} className="sr-only text-lg font-semibold sm:not-sr-only">
            {t('Discover')}
          </h2>
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground sm:mt-0.5" aria-live="polite">
            <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
            {position ? (
              <span className="truncate font-medium text-foreground">{positionLabel(position)}</span>
            ) : (
              <span className="inline-flex items-center gap-2">
                <Spinner label={t('Finding your position')} className="[&_svg]:size-4" />
                {t('Finding your position…')}
              </span>
            )}
          </p>
          <span aria-hidden className="text-sm text-muted-foreground sm:hidden">
            ·
          </span>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${pickerId}-place`}
            onClick={() => setExpanded((value) => !value)}
            className="shrink-0 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline sm:hidden"
          >
            <span aria-hidden>{expanded ? t('Done') : t('Change')}</span>
            <span className="sr-only">{expanded ? t('Done choosing a place') : t('Change place')}</span>
          </button>
        </div>
        <BandPicker value={state.band} onChange={state.setBand} className="sm:hidden" />
        <div id={`${pickerId}-place`} className={cn('w-full flex-wrap items-center gap-2 sm:flex sm:w-auto', expanded ? 'flex' : 'hidden')}>
          <label htmlFor={pickerId} className="sr-only">
            {t('Choose a city to discover around')}
          </label>
          <Select
            id={pickerId}
            className="h-9 min-w-0 flex-1 sm:w-56 sm:flex-none"
            value={state.chosenCityId === null ? '' : String(state.chosenCityId)}
            disabled={state.citiesPending}
            onChange={(event) => state.chooseCity(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{state.citiesPending ? t('Loading cities…') : t('Automatic')}</option>
            {byState.map(([stateId, { label, cities }]) => (
              <optgroup key={stateId} label={label}>
                {cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
          {state.geoStatus !== 'unavailable' && position?.source !== 'device' ? (
            <Button size="sm" variant="outline" className="h-9" onClick={askForLocation} disabled={state.geoStatus === 'locating'}>
              <LocateFixed aria-hidden />
              {state.geoStatus === 'locating' ? t('Locating…') : t('Use my location')}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="hidden sm:block">
        <BandSelector value={state.band} onChange={state.setBand} />
      </div>

      <p className={cn('rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground sm:block', expanded ? 'block' : 'hidden')}>
        {state.plan ? visibilityNote(state.plan) : t('All users can view content at any distance.')}
      </p>
    </Card>
  );
}

/**
 * The distance as a native select for phones (their own picker, every keyboard): the closed control shows the ring's
 * name only, the open list names and ranges.
 */
function BandPicker({ value, onChange, className }: { value: BandId; onChange(band: BandId): void; className?: string }) {
  return (
    <div
      className={cn(
        'relative inline-flex h-9 shrink-0 items-center gap-1 rounded-md border border-input bg-background pl-3 pr-2 text-sm font-medium',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        className,
      )}
    >
      <span aria-hidden>{t(DISTANCE_BANDS[value].label)}</span>
      {/* A chevron drawn with two borders. */}
      <span aria-hidden className="mb-1 ml-1 size-1.5 rotate-45 border-r-2 border-b-2 border-muted-foreground" />
      <select
        aria-label={t('Distance')}
        value={value}
        onChange={(event) => onChange(event.target.value as BandId)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {BAND_IDS.map((id) => (
          <option key={id} value={id}>
            {t(DISTANCE_BANDS[id].label)} ({t(DISTANCE_BANDS[id].range)})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Five rings as a radio group (arrow keys move between them), with a small drawing of the chosen ring. */
export function BandSelector({ value, onChange }: { value: BandId; onChange(band: BandId): void }) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('Distance')}</legend>
      <div className="flex items-center gap-3">
        <Rings active={value} className="hidden size-20 shrink-0 sm:block" />
        <div className="grid flex-1 grid-cols-2 gap-2 min-[480px]:grid-cols-3 md:grid-cols-5">
          {BAND_IDS.map((id) => {
            const band = DISTANCE_BANDS[id];
            const checked = value === id;
            return (
              <label
                key={id}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-md border px-3 py-2 text-left transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted',
                )}
              >
                <input type="radio" name={name} value={id} checked={checked} onChange={() => onChange(id)} className="sr-only" />
                <span className={cn('text-sm font-semibold', checked && 'text-primary')}>{t(band.label)}</span>
                <span className="text-xs text-muted-foreground">{t(band.range)}</span>
              </label>
            );
          })}
        </div>
      </div>
    </fieldset>
  );
}

function Rings({ active, className }: { active: BandId; className?: string }) {
  const index = BAND_IDS.indexOf(active);
  return (
    <svg viewBox="0 0 100 100" aria-hidden className={className}>
      {[...BAND_IDS].reverse().map((id, reversed) => {
        const i = BAND_IDS.length - 1 - reversed;
        const r = 10 + i * 9.5;
        return (
          <circle
            key={id}
            cx="50"
            cy="50"
            r={r}
            className={cn(
              i === index ? 'fill-primary/25' : 'fill-card',
              i === index || i === index - 1 ? 'stroke-primary' : 'stroke-border',
            )}
            strokeWidth={i === index || i === index - 1 ? 2 : 1.5}
          />
        );
      })}
      <circle cx="50" cy="50" r="3" className="fill-primary" />
    </svg>
  );
}
