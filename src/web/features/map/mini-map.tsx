import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { APPROXIMATE_RADIUS_M } from '../../../shared/map';
import { useMapTiles } from './api';
import { standardTileLayer } from './tile-layer';

/** Close enough to see the streets around a pin; an approximate area shows its whole circle. */
const PIN_ZOOM = 16;
const AREA_ZOOM = 14;

/** A small still map of one place: a pin, or a home-based professional's approximate area. Loaded only when shown. */
export default function MiniMap({ lat, lng, approximate, label }: { lat: number; lng: number; approximate: boolean; label: string }) {
  const tiles = useMapTiles();
  const container = useRef<HTMLDivElement>(null);
  const url = tiles.data?.url;
  const attribution = tiles.data?.attribution;

  useEffect(() => {
    if (!container.current || !url || attribution === undefined) return;
    const map = L.map(container.current, {
      center: [lat, lng],
      zoom: approximate ? AREA_ZOOM : PIN_ZOOM,
      dragging: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      keyboard: false,
      touchZoom: false,
      zoomControl: false,
    });
    standardTileLayer(url, { attribution }).addTo(map);
    if (approximate) {
      L.circle([lat, lng], { radius: APPROXIMATE_RADIUS_M, color: '#047857', weight: 2, dashArray: '6 6', interactive: false }).addTo(map);
    } else {
      L.marker([lat, lng], {
        icon: L.divIcon({ className: 'map-marker map-profession', iconSize: [18, 18], iconAnchor: [9, 9] }),
        keyboard: false,
        interactive: false,
      }).addTo(map);
    }
    return () => void map.remove();
  }, [lat, lng, approximate, url, attribution]);

  if (tiles.isError) return null;
  // A figure, not an image: the map holds the tiles' attribution link.
  return (
    <figure aria-label={label} className="m-0">
      <div ref={container} className="h-48 w-full rounded-md border border-border bg-muted" />
    </figure>
  );
}
