import { Search } from 'lucide-react';
import { memo, useId } from 'react';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { msg } from '../../../shared/i18n/msg';
import { t } from '../../lib/i18n';
import { useBusinessTypes, useProfessionTypes } from '../../lib/lookups';
import type { MapKindFilter } from './api';

export interface MapFilterValue {
  kind: MapKindFilter;
  type: number | null;
  /** As typed; the map asks with it once typing pauses. */
  text: string;
}

const KINDS: Array<{ value: MapKindFilter; label: string }> = [
  { value: 'all', label: msg('Both') },
  { value: 'business', label: msg('Businesses') },
  { value: 'profession', label: msg('Professionals') },
];

/** Businesses / professionals / both, a business or profession type, and words to look for. */
export const MapFilters = memo(function MapFilters({ value, onChange }: { value: MapFilterValue; onChange(next: MapFilterValue): void }) {
  const id = useId();
  // A kind's types are fetched once that kind is chosen: the page opens on both, whose type cannot be picked.
  const businessTypes = useBusinessTypes(value.kind === 'business');
  const professionTypes = useProfessionTypes(value.kind === 'profession');
  const types = value.kind === 'business' ? businessTypes.data : value.kind === 'profession' ? professionTypes.data : undefined;
  return (
    <div className="mb-3 grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('Show')}</legend>
        <div className="inline-flex rounded-md border border-input p-0.5">
          {KINDS.map((kind) => (
            <label
              key={kind.value}
              className="cursor-pointer rounded px-3 py-1.5 text-sm has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind.value}
                checked={value.kind === kind.value}
                onChange={() => onChange({ ...value, kind: kind.value, type: null })}
                className="sr-only"
              />
              {t(kind.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-medium">
          {value.kind === 'profession' ? t('Profession type') : t('Business type')}
        </label>
        <Select
          id={`${id}-type`}
          value={value.type ?? ''}
          disabled={value.kind === 'all'}
          onChange={(event) => onChange({ ...value, type: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{value.kind === 'all' ? t('Choose businesses or professionals first') : t('Any type')}</option>
          {(types ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium">
          {t('Words')}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={`${id}-text`}
            type="search"
            value={value.text}
            maxLength={200}
            placeholder={t('e.g. mechanic, pharmacy')}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
            className="pl-9"
          />
        </div>
      </div>
    </div>
  );
});
