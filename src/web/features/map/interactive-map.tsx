import { LocateFixed } from 'lucide-react';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { t } from '../../lib/i18n';
import { useMapTiles, useMapView, type MapRequest } from './api';
import { MAP_START_ZOOM } from '../../../shared/map';
import { drawnMapSize, isTakingOver } from '../../lib/first-screen';
import { setDeviceCookie } from '../../lib/device-cookie';
import { MAP_SIZE_COOKIE, mapSizeCookieValue } from '../../../shared/first-screen';
import { usePainted } from '../../lib/use-painted';
import { drawnView, sameView, startView, type MapView } from './map-view';
import { ListingPopup } from './listing-popup';
import { ListingsInView } from './listings-in-view';
import { MapCounts } from './map-counts';
import { MapFilters, type MapFilterValue } from './map-filters';
import { TilesPreview } from './tiles-preview';

/** Leaflet and its styles, fetched after the page's first paint: the list and counts come first (issue 38.4). */
const LeafletMap = lazy(() => import('./leaflet-map').then((module) => ({ default: module.LeafletMap })));

/** Words are sent once typing pauses this long. */
const TYPING_PAUSE_MS = 400;
/** 600 px on a desktop; on a phone the screen under the header, less the bottom bar. */
const MAP_SIZE = 'h-[calc(100dvh-9rem)] min-h-80 w-full sm:h-[600px]';

/** The map's place under the drawn tiles until Leaflet has drawn its own. */
const mapPlace = <div className={`${MAP_SIZE} bg-muted`} />;

/** The map's place while it loads. */
export function MapSkeleton() {
  return (
    <div className={`${MAP_SIZE} animate-pulse rounded-lg bg-muted`} aria-busy="true" aria-label={t('Loading the map')} role="status" />
  );
}

interface Props {
  /** The viewer's position: the map opens there and measures distances from it. */
  position: { lat: number; lng: number };
  /** "Using your location", "Near Lagos (default)"… */
  positionLabel: string;
  onLocate(): void;
  locating: boolean;
}

/** The interactive map page's body: filters, the map with its "Locate me" button, the counts in view and the list. */
export function InteractiveMap({ position, positionLabel, onLocate, locating }: Props) {
  const tiles = useMapTiles();
  const [filter, setFilter] = useState<MapFilterValue>({ kind: 'all', type: null, text: '' });
  const [q, setQ] = useState('');
  // Taking over the page the server drew, start from the view it drew (the listings it fetched for it).
  const [view, setView] = useState<MapView | null>(() => (isTakingOver() ? drawnView(position, drawnMapSize()) : null));
  const [tilesFailed, setTilesFailed] = useState(false);
  /** Leaflet has drawn its first tiles: the drawn preview of them goes. */
  const [leafletTiles, setLeafletTiles] = useState(false);
  const painted = usePainted();
  const area = useRef<HTMLDivElement>(null);

  // The view the map will open with, from the size of its place: the listings in it are asked for before Leaflet
  // loads (again when the view drawn by the server was another size's). Only the first view is estimated; the map
  // reports the later ones.
  const opening = useRef(position);
  useLayoutEffect(() => {
    const box = area.current?.getBoundingClientRect();
    const estimate = box ? startView(opening.current, box.width, box.height, MAP_START_ZOOM) : null;
    if (!box || !estimate) return;
    // The server draws this device's next map page for this size: its view's listings are then not asked for again.
    setDeviceCookie(MAP_SIZE_COOKIE, mapSizeCookieValue(box));
    // A transition: the page taken over stays as drawn while this view's list renders, in slices, not one long task.
    startTransition(() => setView((current) => (current && sameView(current, estimate) ? current : estimate)));
  }, []);
  /** The drawn map's first view is the estimate give or take a pixel: kept, so the listings are not asked for twice. */
  const onView = (next: MapView) => setView((current) => (current && sameView(current, next) ? current : next));

  useEffect(() => {
    const timer = setTimeout(() => setQ(filter.text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filter.text]);

  const request: MapRequest | null = view ? { ...view, kind: filter.kind, type: filter.type, q, viewer: position } : null;
  const mapView = useMapView(request);
  // A query's answer is a synchronous update for React: the list, the counts and the markers take a new answer in a
  // deferred render, in slices, while the rest of the page updates at once.
  const data = useDeferredValue(mapView.data);

  return (
    <div>
      <MapFilters value={filter} onChange={setFilter} />
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {positionLabel}
      </p>
      {tilesFailed ? (
        // Above the map, not on it: on a phone a note over the map covered its zoom buttons.
        <p role="alert" className="mb-2 rounded-md border border-border bg-card p-2 text-sm text-card-foreground">
          {t('The map pictures could not be loaded (no connection to the map server). The listings in view are listed below the map.')}
        </p>
      ) : null}
      <div ref={area}>
        {tiles.isError ? (
          <LoadError
            message={t('The map could not be loaded.')}
            error={tiles.error}
            onRetry={() => void tiles.refetch()}
            retrying={tiles.isFetching}
          />
        ) : !tiles.data ? (
          <MapSkeleton />
        ) : (
          // `isolate` keeps Leaflet's panes (z-index 400–1000) inside the map, under the header and the bottom bar.
          <div className="relative isolate overflow-hidden rounded-lg border border-border">
            {painted ? (
              <Suspense fallback={mapPlace}>
                <LeafletMap
                  tiles={tiles.data}
                  center={position}
                  data={data}
                  onView={onView}
                  onTilesFailed={setTilesFailed}
                  onTilesLoaded={() => setLeafletTiles(true)}
                  popup={(listing) => <ListingPopup listing={listing} />}
                  className={`${MAP_SIZE} bg-muted`}
                />
              </Suspense>
            ) : (
              mapPlace
            )}
            {leafletTiles ? null : <TilesPreview tiles={tiles.data} center={position} />}
            <div className="pointer-events-none absolute inset-x-0 top-0 z-[1000] flex flex-col items-end gap-2 p-2">
              <Button
                size="sm"
                variant="outline"
                className="pointer-events-auto bg-card text-card-foreground shadow"
                onClick={onLocate}
                disabled={locating}
              >
                <LocateFixed aria-hidden />
                {locating ? t('Locating…') : t('Locate me')}
              </Button>
            </div>
            {mapView.isFetching ? (
              <p
                role="status"
                className="absolute bottom-2 left-2 z-[1000] rounded-md bg-card px-2 py-1 text-xs text-card-foreground shadow"
              >
                {t('Loading listings…')}
              </p>
            ) : null}
          </div>
        )}
      </div>
      {mapView.isError ? (
        <div className="mt-3">
          <LoadError
            message={t('The listings in view could not be loaded.')}
            error={mapView.error}
            onRetry={() => void mapView.refetch()}
            retrying={mapView.isFetching}
          />
        </div>
      ) : null}
      <MapCounts businesses={data?.counts.businesses ?? null} professions={data?.counts.professions ?? null} query={q} />
      {data ? <ListingsInView data={data} /> : null}
    </div>
  );
}
