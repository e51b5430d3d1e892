import { ExternalLink, MapPin } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Place } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { hasCoordinates, formatPlace } from '../../lib/format';
import { placementOf } from '../../../shared/placement';
import { t } from '../../lib/i18n';
import { MiniMap } from '../map';

/** The map button next to a listing's address, and the dialog with a small map (pin or area), its coordinates and a link out. */
export function LocationButton({ place, name, approximate }: { place: Place; name: string; approximate: boolean }) {
  const [open, setOpen] = useState(false);
  const text = formatPlace(place, { landmark: true }) || null;
  // A point that is only the centre of the listing's area, city or state is no address: no coordinates, an area drawn.
  const centre = placementOf(place);
  const centreOf = centre && centre.precision !== 'exact' ? centre.name : null;
  const coordinates = hasCoordinates(place) && !centreOf ? { lat: place.latitude.toFixed(6), lon: place.longitude.toFixed(6) } : null;

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t('Show location of {name}', { name })}>
        <MapPin aria-hidden />
        {t('Map')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('Location')} description={name}>
        <div className="grid gap-4 text-sm">
          {hasCoordinates(place) ? (
            <Suspense fallback={<div className="h-48 animate-pulse rounded-md bg-muted" role="status" aria-label={t('Loading the map')} />}>
              <MiniMap
                lat={place.latitude}
                lng={place.longitude}
                approximate={approximate || centreOf !== null}
                label={t('Map of where {name} is', { name })}
              />
            </Suspense>
          ) : null}
          {approximate ? <p className="text-muted-foreground">{t('Approximate area: this professional works from home.')}</p> : null}
          {centreOf ? (
            <p className="text-muted-foreground">{t('Shown at the centre of {place}: no exact point was given.', { place: centreOf })}</p>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {text ? (
              <>
                <dt className="text-muted-foreground">{t('Address')}</dt>
                <dd>{text}</dd>
              </>
            ) : null}
            {coordinates ? (
              <>
                <dt className="text-muted-foreground">{t('Latitude')}</dt>
                <dd className="font-mono tabular-nums">{coordinates.lat}</dd>
                <dt className="text-muted-foreground">{t('Longitude')}</dt>
                <dd className="font-mono tabular-nums">{coordinates.lon}</dd>
              </>
            ) : (
              <>
                <dt className="text-muted-foreground">{t('Coordinates')}</dt>
                <dd>{centreOf ? t('Not given') : t('Location not specified')}</dd>
              </>
            )}
          </dl>
          {coordinates ? (
            <Button asChild className="justify-self-start">
              <a
                href={`https://www.openstreetmap.org/?mlat=${coordinates.lat}&mlon=${coordinates.lon}#map=17/${coordinates.lat}/${coordinates.lon}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLink aria-hidden />
                {t('Open in maps')}
                <span className="sr-only"> {t('(opens in a new tab)')}</span>
              </a>
            </Button>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
