import L from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { APPROXIMATE_RADIUS_M, MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_START_ZOOM, WORLD_LAT } from '../../../shared/map';
import type { MapListing, MapResult, MapTiles } from '../../../shared/schemas/map';
import { cutView, type MapView } from './map-view';
import { standardTileLayer } from './tile-layer';
import { clusterIcon, clusterLabel, listingIcon, listingLabel } from './map-icons';
import { t, useLanguage } from '../../lib/i18n';

/** Pans and zooms settle for this long before the view is asked for. */
const VIEW_DEBOUNCE_MS = 250;

/** A marker acts on a click, and on Enter or Space when it has the focus (role="button"). */
function onActivate(marker: L.Marker, act: () => void) {
  marker.on('click', act);
  marker.on('keypress', (event: L.LeafletKeyboardEvent) => {
    const key = event.originalEvent.key;
    if (key === 'Enter' || key === ' ') {
      event.originalEvent.preventDefault();
      act();
    }
  });
}

/** The box in view, cut to the world and to what the server accepts at this zoom. */
function viewOf(map: L.Map): MapView | null {
  const bounds = map.getBounds();
  return cutView({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }, map.getZoom());
}

/** The server's clusters and listings as keyboard-reachable markers on `layer` (what was there before goes). */
function drawMarkers(
  map: L.Map,
  layer: L.LayerGroup,
  popup: L.Popup,
  data: MapResult,
  onOpen: (listing: MapListing, marker: HTMLElement | null) => void,
) {
  layer.clearLayers();
  const label = (marker: L.Marker, text: string) => marker.getElement()?.setAttribute('aria-label', text);
  for (const cluster of data.clusters) {
    const marker = L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster), keyboard: true, title: clusterLabel(cluster) });
    onActivate(marker, () => {
      const [west, south, east, north] = cluster.bbox;
      if (west === east && south === north) map.setView([south, west], Math.min(map.getZoom() + 3, MAP_MAX_ZOOM));
      else
        map.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { padding: [32, 32], maxZoom: MAP_MAX_ZOOM },
        );
    });
    marker.addTo(layer);
    label(marker, clusterLabel(cluster));
  }

  for (const listing of data.listings) {
    if (listing.approximate) {
      L.circle([listing.lat, listing.lng], {
        radius: APPROXIMATE_RADIUS_M,
        color: '#047857',
        weight: 2,
        dashArray: '6 6',
        interactive: false,
      }).addTo(layer);
    }
    const marker = L.marker([listing.lat, listing.lng], { icon: listingIcon(listing), keyboard: true, title: listingLabel(listing) });
    onActivate(marker, () => {
      popup.setLatLng(marker.getLatLng()).openOn(map);
      onOpen(listing, marker.getElement() ?? null);
    });
    marker.addTo(layer);
    label(marker, listingLabel(listing));
  }
}

interface Props {
  tiles: MapTiles;
  center: { lat: number; lng: number };
  data: MapResult | undefined;
  onView(view: MapView): void;
  onTilesFailed(failed: boolean): void;
  /** The tiles in view have loaded (or failed) for the first time. */
  onTilesLoaded(): void;
  /** The popup of a listing (rendered in the page's tree, so links use the router). */
  popup(listing: MapListing): ReactNode;
  className?: string;
}

/**
 * The Leaflet map: OpenStreetMap tiles (or MAP_TILE_URL's), the server's clusters and markers, one popup. Markers
 * and clusters are reachable with Tab and opened with Enter (Leaflet's keyboard markers); an opened popup takes the
 * focus and gives it back to its marker when it closes (Escape).
 */
export function LeafletMap({ tiles, center, data, onView, onTilesFailed, onTilesLoaded, popup, className }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const popupRef = useRef<{ popup: L.Popup; node: HTMLDivElement } | null>(null);
  const [selected, setSelected] = useState<{ listing: MapListing; marker: HTMLElement | null } | null>(null);
  const startCenter = useRef(center);
  // Markers' names and the zoom buttons' titles are set outside React: a language change sets them again.
  const language = useLanguage();
  const zoomRef = useRef<L.Control.Zoom | null>(null);

  const reportView = useEffectEvent((map: L.Map) => {
    const view = viewOf(map);
    if (view) onView(view);
  });
  const reportTiles = useEffectEvent((failed: boolean) => onTilesFailed(failed));
  const reportLoaded = useEffectEvent(() => onTilesLoaded());

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      center: [startCenter.current.lat, startCenter.current.lng],
      zoom: MAP_START_ZOOM,
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      maxBounds: [
        [-WORLD_LAT, -180],
        [WORLD_LAT, 180],
      ],
      maxBoundsViscosity: 1,
      zoomControl: false,
    });
    // The tiles start in a task of their own, and the zoom buttons in another: on a slow phone the map's start with
    // both held input for too long. The drawn first tiles show until Leaflet's have loaded.
    const tilesTimer = setTimeout(() => {
      const tileLayer = standardTileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAP_MAX_ZOOM }).addTo(map);
      // Tiles that cannot be loaded (offline, blocked): say so in words; the listings stay usable below the map.
      let loaded = 0;
      let failed = 0;
      tileLayer.on('loading', () => {
        loaded = 0;
        failed = 0;
      });
      tileLayer.on('tileload', () => {
        loaded++;
        reportTiles(false);
      });
      tileLayer.on('tileerror', () => failed++);
      tileLayer.on('load', () => {
        reportTiles(failed > 0 && loaded === 0);
        reportLoaded();
      });
    });

    const node = document.createElement('div');
    const shared = L.popup({ maxWidth: 260, autoPanPadding: [24, 24] }).setContent(node);
    popupRef.current = { popup: shared, node };
    // Leaflet closes popups on Escape only while the map itself has the focus; the focus is inside the popup here.
    node.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') map.closePopup();
    });
    map.on('popupclose', () =>
      setSelected((current) => {
        // Give the focus back to the marker when it was inside the popup.
        if (current?.marker && node.contains(document.activeElement)) current.marker.focus();
        return null;
      }),
    );

    let timer: ReturnType<typeof setTimeout> | undefined;
    map.on('moveend', () => {
      clearTimeout(timer);
      timer = setTimeout(() => reportView(map), VIEW_DEBOUNCE_MS);
    });
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    reportView(map);
    return () => {
      clearTimeout(tilesTimer);
      clearTimeout(timer);
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      popupRef.current = null;
      zoomRef.current = null;
    };
  }, [tiles.url, tiles.attribution]);

  // Leaflet's zoom buttons, titled in the reader's language (a new control when the language changes).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const timer = setTimeout(() => {
      zoomRef.current?.remove();
      zoomRef.current = L.control.zoom({ zoomInTitle: t('Zoom in'), zoomOutTitle: t('Zoom out') }).addTo(map);
    });
    return () => clearTimeout(timer);
  }, [language, tiles.url, tiles.attribution]);

  // A new viewer position (Locate me, a city) recentres the map.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const at = map.getCenter();
    if (Math.abs(at.lat - center.lat) > 1e-6 || Math.abs(at.lng - center.lng) > 1e-6)
      map.setView([center.lat, center.lng], Math.max(map.getZoom(), MAP_START_ZOOM));
  }, [center.lat, center.lng]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    const shared = popupRef.current;
    if (!map || !layer || !shared || !data) return;
    // In a task of their own: on a slow phone the map's start and its markers in one task held input for too long.
    const timer = setTimeout(() => drawMarkers(map, layer, shared.popup, data, (listing, marker) => setSelected({ listing, marker })));
    return () => clearTimeout(timer);
  }, [data, language]);

  // The popup's content was rendered: let Leaflet size it, and move the focus into it.
  useEffect(() => {
    const shared = popupRef.current;
    if (!selected || !shared) return;
    shared.popup.update();
    shared.node.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, [selected]);

  return (
    <>
      <div ref={container} className={className} role="region" aria-label={t('Map of listings')} />
      {selected && popupRef.current ? createPortal(popup(selected.listing), popupRef.current.node) : null}
    </>
  );
}
