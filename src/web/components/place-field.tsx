import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Check, LoaderCircle, MapPin } from 'lucide-react';
import type { PlaceKind } from '../../shared/places';
import type { PlaceItem } from '../../shared/schemas/places';
import { api } from '../lib/api';
import { cn } from '../lib/cn';
import { t } from '../lib/i18n';
import { useTypedBeforeTakeover } from '../lib/first-screen';
import { useDebounced } from '../lib/use-debounced';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** Wait this long after the last key before asking (a fast typist sends one request, not five). */
const DEBOUNCE_MS = 200;
const LIMIT = 8;

/** What the field shows when nothing is being typed: a chosen place, or (id null) an older city-only location. */
export interface PlaceValue {
  id: number | null;
  label: string;
}

const KIND_LABELS: Record<PlaceKind, () => string> = {
  state: () => t('State'),
  lga: () => t('Local government area'),
  town: () => t('Town'),
  area: () => t('Area'),
};

function usePlaceSearch(query: string, near: { latitude: number; longitude: number } | undefined, kind: PlaceKind | undefined) {
  const q = query.trim();
  const params = new URLSearchParams({ q, limit: String(LIMIT) });
  if (near) params.set('near', `${near.latitude.toFixed(4)},${near.longitude.toFixed(4)}`);
  if (kind) params.set('kind', kind);
  return useQuery({
    queryKey: ['places', params.toString()],
    queryFn: ({ signal }) => api<{ items: PlaceItem[] }>(`/api/v1/places?${params}`, { signal }),
    enabled: q.length > 0,
    // The gazetteer changes only with a release: an answer stays good for the session.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    select: (data) => data.items,
  });
}

/**
 * A place picker for the whole app (states, LGAs, towns and areas of the gazetteer, issue 35): a WAI-ARIA combobox
 * (input + listbox with aria-activedescendant) that asks `GET /api/v1/places` as the member types. Arrow keys move,
 * Enter chooses, Escape closes; an emptied input clears the choice on leaving it, an unfinished search reverts.
 */
export function PlaceField(props: {
  id: string;
  value: PlaceValue | null;
  /** The chosen place, or null when cleared. */
  onChange: (place: PlaceItem | null) => void;
  /** Closer places first among equally good matches (e.g. the member's own position). */
  near?: { latitude: number; longitude: number };
  /** Only places of this kind. */
  kind?: PlaceKind;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { id, value, onChange } = props;
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  /** The text being typed; null while not editing, so the input shows the value. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // Text typed into the drawn field before the takeover is still being typed (a drawn place's own name is not): its
  // places are offered as if it had been typed now, while the field still has the focus.
  useTypedBeforeTakeover(id, query ?? value?.label ?? '', (text) => {
    setQuery(text);
    if (document.activeElement === inputRef.current) setOpen(true);
  });
  const [activeIndex, setActiveIndex] = useState(0);
  const debounced = useDebounced(query ?? '', DEBOUNCE_MS);
  const search = usePlaceSearch(debounced, props.near, props.kind);

  const typed = (query ?? '').trim();
  const settled = typed.length > 0 && debounced.trim() === typed && !search.isPlaceholderData;
  const items = typed.length > 0 ? (search.data ?? []) : [];
  const waiting = typed.length > 0 && (!settled || search.isFetching);
  const active = open && items.length > 0 ? items[Math.min(activeIndex, items.length - 1)] : undefined;
  const optionId = (placeId: number) => `${id}-option-${placeId}`;

  const activeId = active?.id;
  useEffect(() => {
    if (activeId !== undefined) document.getElementById(`${id}-option-${activeId}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeId]);

  function choose(place: PlaceItem) {
    onChange(place);
    setQuery(null);
    setOpen(false);
  }

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function onBlur() {
    // An emptied input means "no location"; otherwise an unfinished search reverts to the value.
    if (query !== null && query.trim() === '' && value !== null) onChange(null);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActiveIndex((index) => Math.min(index + 1, Math.max(items.length - 1, 0)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
        if (open && items.length > 0) {
          event.preventDefault();
          setActiveIndex(0);
        }
        break;
      case 'End':
        if (open && items.length > 0) {
          event.preventDefault();
          setActiveIndex(items.length - 1);
        }
        break;
      case 'Enter':
        // Choose only from answers to what is typed now, never from the previous word's list.
        if (open && active && settled) {
          event.preventDefault();
          choose(active);
        } else if (open) {
          event.preventDefault();
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

  const showList = open && typed.length > 0;
  let status = '';
  if (showList && settled && !search.isFetching) {
    status = search.isError
      ? t('Could not search places.')
      : t('{count, plural, =0 {No place found} one {# place found} other {# places found}}', { count: items.length });
  }

  return (
    <div className="flex items-start gap-2">
      <div className="relative min-w-0 flex-1">
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active ? optionId(active.id) : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          autoComplete="off"
          spellCheck={false}
          maxLength={80}
          placeholder={props.placeholder ?? t('Type your area, town or LGA')}
          disabled={props.disabled}
          value={query ?? value?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="pr-9"
        />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground">
          {waiting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <MapPin aria-hidden className="size-4" />}
        </span>
        <div
          className={cn(
            'absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-lg',
            !showList && 'hidden',
          )}
        >
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('Places')}
            aria-busy={waiting || undefined}
            className="max-h-72 overflow-y-auto py-1"
          >
            {showList
              ? items.map((place) => {
                  const isActive = place.id === active?.id;
                  return (
                    <li
                      key={place.id}
                      id={optionId(place.id)}
                      role="option"
                      aria-selected={isActive}
                      // Keep focus in the input so the blur handler does not close the list first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(place)}
                      className={cn(
                        'flex cursor-pointer scroll-mb-28 items-start gap-2 px-3 py-2 text-sm md:scroll-mb-4',
                        isActive ? 'bg-muted text-foreground' : 'text-card-foreground',
                      )}
                    >
                      <Check aria-hidden className={cn('mt-0.5 size-4 shrink-0 text-primary', place.id !== value?.id && 'invisible')} />
                      <span className="min-w-0 flex-1">
                        <span className="block break-words">
                          {place.name}
                          <span className="text-muted-foreground">{place.label.slice(place.name.length)}</span>
                        </span>
                        <span className="block text-xs text-muted-foreground">{KIND_LABELS[place.kind]()}</span>
                      </span>
                    </li>
                  );
                })
              : null}
          </ul>
          {showList && settled && !search.isFetching && items.length === 0 ? (
            search.isError ? (
              <div className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                <span className="text-destructive">{t('Could not search places.')}</span>
                <Button variant="link" size="sm" onMouseDown={(event) => event.preventDefault()} onClick={() => void search.refetch()}>
                  {t('Try again')}
                </Button>
              </div>
            ) : (
              <p className="px-3 py-2 text-sm text-muted-foreground">{t('No place matches “{query}”.', { query: typed })}</p>
            )
          ) : null}
          {showList && items.length === 0 && waiting ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">{t('Searching...')}</p>
          ) : null}
        </div>
        <span role="status" className="sr-only">
          {status}
        </span>
      </div>
      {value !== null ? (
        <Button
          variant="outline"
          onClick={() => {
            onChange(null);
            close();
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
