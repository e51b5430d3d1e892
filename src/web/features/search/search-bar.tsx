import { Briefcase, FileText, Package, Search, Store, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion } from '../../../shared/schemas/discovery';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { msg } from '../../../shared/i18n/msg';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useSuggestions } from './api';
import { useViewerPosition } from '../nearby';

const SUGGEST_AFTER = 2;
const DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const ICONS: Record<Suggestion['type'], LucideIcon> = { profession: Briefcase, business: Store, product: Package, post: FileText };
const KIND_LABEL: Record<Suggestion['type'], string> = {
  profession: msg('Professional'),
  business: msg('Business'),
  product: msg('Product'),
  post: msg('Post'),
};

export const searchHref = (q: string) => `/app/search?${new URLSearchParams({ q: q.trim() })}`;

/**
 * The search bar: a combobox whose suggestions appear after 2 characters (debounced 250 ms). Arrow keys move
 * through them, Enter opens the highlighted one or searches, Escape closes the list. A blank query does nothing.
 */
export function SearchBar({ initialQuery = '', autoFocus, className }: { initialQuery?: string; autoFocus?: boolean; className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [value, setValue] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLFormElement>(null);

  // A new search from outside (e.g. the back button on the results page) refills the box.
  useEffect(() => setValue(initialQuery), [initialQuery]);

  const term = useDebounced(value.trim(), DEBOUNCE_MS);
  const ready = term.length >= SUGGEST_AFTER && value.trim().length >= SUGGEST_AFTER;
  const { position } = useViewerPosition();
  const suggestions = useSuggestions(ready ? term : '', position ? { lat: position.lat, lng: position.lng } : null);
  const items = ready ? (suggestions.data ?? []) : [];
  const showList = open && ready && (items.length > 0 || suggestions.isFetching);

  useEffect(() => setActive(-1), [term]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function go(suggestion: Suggestion) {
    setOpen(false);
    if (suggestion.type === 'business' || suggestion.type === 'profession') {
      navigate(`/app/${suggestion.type}/${suggestion.id}`);
    } else {
      setValue(suggestion.label);
      navigate(searchHref(suggestion.label));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (showList && active >= 0 && items[active]) {
      go(items[active]);
      return;
    }
    const q = value.trim();
    if (!q) return;
    setOpen(false);
    navigate(searchHref(q));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!ready || items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!open) return step === 1 ? 0 : items.length - 1;
        const next = current + step;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const activeId = showList && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <form ref={wrapper} role="search" onSubmit={submit} className={cn('relative flex gap-2', className)}>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('Search professionals, businesses, products and posts')}
        </label>
        <Input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder={t('Search professionals, businesses, products…')}
          className="h-11 pl-9"
          value={value}
          maxLength={100}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('Suggestions')}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          {items.length === 0 && suggestions.isFetching ? (
            <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
              <Spinner label={t('Loading suggestions')} className="[&_svg]:size-4" /> {t('Looking…')}
            </li>
          ) : null}
          {items.map((item, index) => {
            const Icon = ICONS[item.type];
            return (
              <li
                key={`${item.type}-${item.id}`}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded px-3 py-2 text-sm',
                  index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
                )}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => go(item)}
                onMouseEnter={() => setActive(index)}
              >
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.label}</span>
                  {item.sublabel ? <span className="block truncate text-xs text-muted-foreground">{item.sublabel}</span> : null}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{t(KIND_LABEL[item.type])}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <Button type="submit" className="h-11">
        <Search aria-hidden className="sm:hidden" />
        <span className="sr-only sm:not-sr-only">{t('Search')}</span>
      </Button>
    </form>
  );
}
