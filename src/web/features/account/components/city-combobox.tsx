import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import type { CityItem } from '../../../../shared/schemas/lookups';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/** At most this many matches are rendered; typing narrows the list. */
const MAX_SHOWN = 100;

/** "Ikeja, Lagos"; outside Nigeria with the country: "Kumasi, Ashanti, Ghana". */
export const cityLabel = (city: Pick<CityItem, 'name' | 'stateName' | 'countryCode' | 'countryName'>) =>
  city.countryCode === 'NG' ? `${city.name}, ${city.stateName}` : `${city.name}, ${city.stateName}, ${city.countryName}`;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * A searchable city picker following the WAI-ARIA combobox pattern (input + listbox with
 * aria-activedescendant). The value is a city id or null; "Clear" sets null.
 */
export function CityCombobox(props: {
  id: string;
  cities: CityItem[] | undefined;
  value: number | null;
  /** Shown while the cities load (e.g. the profile's saved "City, State"). */
  fallbackLabel?: string | null;
  onChange: (cityId: number | null) => void;
  /** The cities could not be loaded; the input stays disabled. */
  loadFailed?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { id, cities, value, onChange } = props;
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);

  const selected = useMemo(() => cities?.find((city) => city.id === value) ?? null, [cities, value]);
  const selectedLabel = selected ? cityLabel(selected) : value !== null ? (props.fallbackLabel ?? '') : '';

  const [open, setOpen] = useState(false);
  /** The text being typed; null while not editing, so the input shows the selection. */
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  const matches = useMemo(() => {
    if (!cities) return [];
    const needle = normalise(query ?? '');
    if (!needle) return cities;
    const starts: CityItem[] = [];
    const contains: CityItem[] = [];
    for (const city of cities) {
      const name = normalise(city.name);
      const label = normalise(cityLabel(city));
      if (name.startsWith(needle) || label.startsWith(needle)) starts.push(city);
      else if (label.includes(needle)) contains.push(city);
    }
    return [...starts, ...contains];
  }, [cities, query]);
  const shown = matches.slice(0, MAX_SHOWN);
  const active = open && shown.length > 0 ? shown[Math.min(activeIndex, shown.length - 1)] : undefined;
  const optionId = (cityId: number) => `${id}-option-${cityId}`;

  const activeId = active?.id;
  useEffect(() => {
    if (activeId !== undefined) document.getElementById(`${id}-option-${activeId}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeId]);

  function openList() {
    const index = selected ? shown.findIndex((city) => city.id === selected.id) : 0;
    setActiveIndex(Math.max(index, 0));
    setOpen(true);
  }

  function choose(city: CityItem) {
    onChange(city.id);
    setQuery(null);
    setOpen(false);
  }

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function onBlur() {
    // An emptied input means "no location"; otherwise an unfinished search reverts to the selection.
    if (query !== null && query.trim() === '' && value !== null) onChange(null);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => Math.min(index + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          setActiveIndex(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          setActiveIndex(Math.max(shown.length - 1, 0));
        }
        break;
      case 'Enter':
        if (open && active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  const loading = !cities;
  const inputText = query ?? selectedLabel;

  return (
    <div className="flex items-start gap-2">
      <div className="relative min-w-0 flex-1">
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(active.id) : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={props.loadFailed ? t('Cities unavailable') : loading ? t('Loading cities...') : t('Search for your city')}
          disabled={props.disabled || loading}
          value={inputText}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onClick={() => (open ? undefined : openList())}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="pr-9"
        />
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <div
          className={cn(
            'absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-lg',
            !open && 'hidden',
          )}
        >
          <ul id={listboxId} role="listbox" aria-label={t('Cities')} className="max-h-60 overflow-y-auto py-1">
            {open
              ? shown.map((city) => {
                  const isActive = city.id === active?.id;
                  const isSelected = city.id === value;
                  return (
                    <li
                      key={city.id}
                      id={optionId(city.id)}
                      role="option"
                      aria-selected={isActive}
                      // Keep focus in the input so the blur handler does not close the list first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(city)}
                      className={cn(
                        'flex cursor-pointer scroll-mb-28 items-center gap-2 px-3 py-2 text-sm md:scroll-mb-4',
                        isActive ? 'bg-muted text-foreground' : 'text-card-foreground',
                      )}
                    >
                      <Check aria-hidden className={cn('size-4 shrink-0 text-primary', !isSelected && 'invisible')} />
                      <span className="truncate">
                        {city.name}
                        <span className="text-muted-foreground">{cityLabel(city).slice(city.name.length)}</span>
                      </span>
                    </li>
                  );
                })
              : null}
          </ul>
          {open && shown.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">{t('No city matches “{query}”.', { query: query?.trim() ?? '' })}</p>
          ) : null}
          {open && matches.length > MAX_SHOWN ? (
            <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
              {t('Showing {shown} of {count}. Keep typing to narrow the list.', { shown: MAX_SHOWN, count: matches.length })}
            </p>
          ) : null}
        </div>
        <span role="status" className="sr-only">
          {open ? t('{count, plural, one {# city found} other {# cities found}}', { count: matches.length }) : ''}
        </span>
      </div>
      {value !== null ? (
        <Button
          variant="outline"
          onClick={() => {
            onChange(null);
            setQuery(null);
            setOpen(false);
            inputRef.current?.focus();
          }}
          disabled={props.disabled}
        >
          {t('Clear')}
        </Button>
      ) : null}
    </div>
  );
}
