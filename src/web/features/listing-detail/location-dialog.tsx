import { ExternalLink, MapPin } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Place } from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { hasCoordinates, formatPlace } from '../../lib/format';
import { MiniMap } from '../map';

/** The map button next to a listing's address, and the dialog with a small map (pin or area), its coordinates and a link out. */
export function LocationButton({ place, name, approximate }: { place: Place; name: string; approximate: boolean }) {
  const [open, setOpen] = useState(false);
  const text = formatPlace(place, { landmark: true }) || null;
  const coordinates = hasCoordinates(place) ? { lat: place.latitude.toFixed(6), lon: place.longitude.toFixed(6) } : null;

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Show location of ${name}`}>
        <MapPin aria-hidden />
        Map
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Location" description={name}>
        <div className="grid gap-4 text-sm">
          {hasCoordinates(place) ? (
            <Suspense fallback={<div className="h-48 animate-pulse rounded-md bg-muted" role="status" aria-label="Loading the map" />}>
              <MiniMap lat={place.latitude} lng={place.longitude} approximate={approximate} label={`Map of where ${name} is`} />
            </Suspense>
          ) : null}
          {approximate ? <p className="text-muted-foreground">Approximate area: this professional works from home.</p> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {text ? (
              <>
                <dt className="text-muted-foreground">Address</dt>
                <dd>{text}</dd>
              </>
            ) : null}
            {coordinates ? (
              <>
                <dt className="text-muted-foreground">Latitude</dt>
                <dd className="font-mono tabular-nums">{coordinates.lat}</dd>
                <dt className="text-muted-foreground">Longitude</dt>
                <dd className="font-mono tabular-nums">{coordinates.lon}</dd>
              </>
            ) : (
              <>
                <dt className="text-muted-foreground">Coordinates</dt>
                <dd>Location not specified</dd>
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
                Open in maps
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
