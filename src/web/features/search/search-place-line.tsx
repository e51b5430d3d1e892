import { useId, useState } from 'react';
import { MapPin } from 'lucide-react';
import { placeShortLabel } from '../../../shared/place-short-label';
import type { SearchPlace } from '../../../shared/schemas/discovery';
import type { PlaceItem } from '../../../shared/schemas/places';
import { PlaceField } from '../../components/place-field';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/** The query with the words that named its place replaced by another place's name ("tailor in yaba" → "tailor in Surulere"). */
export function queryWithPlace(q: string, place: SearchPlace, next: PlaceItem): string {
  const at = q.indexOf(place.matched);
  return at < 0 ? `${q} ${next.name}` : `${q.slice(0, at)}${next.name}${q.slice(at + place.matched.length)}`;
}

/**
 * Where a search is centred when its query named a place: "Results near Yaba, Lagos · Change". Change opens the place
 * field; the place chosen replaces the one named in the query.
 */
export function SearchPlaceLine({ place, onChange }: { place: SearchPlace; onChange: (next: PlaceItem) => void }) {
  const [changing, setChanging] = useState(false);
  const fieldId = useId();
  return (
    <div className="mt-2 grid gap-2">
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
        <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
        <span>{t('Results near {place}', { place: placeShortLabel(place) })}</span>
        <span aria-hidden className="text-muted-foreground">
          ·
        </span>
        <Button variant="link" size="sm" className="h-auto p-0" aria-expanded={changing} onClick={() => setChanging((open) => !open)}>
          {t('Change')}
        </Button>
      </p>
      {changing ? (
        <div className="grid max-w-md gap-1" onKeyDown={(event) => event.key === 'Escape' && !event.defaultPrevented && setChanging(false)}>
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('Search near another place')}
          </label>
          <PlaceField
            id={fieldId}
            value={null}
            near={{ latitude: place.latitude, longitude: place.longitude }}
            onChange={(next) => {
              if (!next) return;
              setChanging(false);
              onChange(next);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
