import L from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useMapTiles } from './api';
import { standardTileLayer } from './tile-layer';

/** Close enough to see the street a shop is on. */
const PIN_ZOOM = 16;
/** How far one arrow key moves the pin: about 11 m (about 110 m with Shift). */
const STEP_DEGREES = 0.0001;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * A small map with one pin the member places (issue 35): drag it, tap the map where it goes, or focus it and use the
 * arrow keys (Shift for longer steps). No GPS is needed. Loaded with Leaflet only when the listing form opens it.
 */
export default function PinMap({
  latitude,
  longitude,
  onMove,
  label,
}: {
  latitude: number;
  longitude: number;
  onMove(latitude: number, longitude: number): void;
  label: string;
}) {
  const tiles = useMapTiles();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useEffectEvent((point: L.LatLng) => onMove(point.lat, point.lng));
  const start = useRef({ latitude, longitude, label });

  useEffect(() => {
    if (!container.current) return;
    const { latitude: lat, longitude: lng, label: title } = start.current;
    const created = L.map(container.current, { center: [lat, lng], zoom: PIN_ZOOM, scrollWheelZoom: false });
    const pin = L.marker([lat, lng], {
      draggable: true,
      autoPan: true,
      keyboard: true,
      title,
      alt: title,
      icon: L.divIcon({ className: 'map-marker map-business map-pin', iconSize: [22, 22], iconAnchor: [11, 11] }),
    }).addTo(created);
    pin.on('dragend', () => moved(pin.getLatLng()));
    created.on('click', (event: L.LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      moved(event.latlng);
    });
    pin.getElement()?.addEventListener('keydown', (event) => {
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      event.stopPropagation();
      const step = STEP_DEGREES * (event.shiftKey ? 10 : 1);
      const at = pin.getLatLng();
      const next = L.latLng(at.lat + arrow[0] * step, at.lng + arrow[1] * step);
      pin.setLatLng(next);
      created.panTo(next);
      moved(next);
    });
    map.current = created;
    marker.current = pin;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  // A position typed in the fields, found by "Use my location" or taken from a chosen area moves the pin there.
  useEffect(() => {
    const pin = marker.current;
    if (!pin || !map.current) return;
    const at = pin.getLatLng();
    if (at.lat === latitude && at.lng === longitude) return;
    pin.setLatLng([latitude, longitude]);
    map.current.panTo([latitude, longitude]);
  }, [latitude, longitude]);

  const url = tiles.data?.url;
  const attribution = tiles.data?.attribution;
  useEffect(() => {
    if (!map.current || !url || attribution === undefined) return;
    const layer = standardTileLayer(url, { attribution }).addTo(map.current);
    return () => void layer.remove();
  }, [url, attribution]);

  return (
    <figure aria-label={label} className="m-0">
      <div ref={container} className="h-56 w-full rounded-md border border-border bg-muted" />
    </figure>
  );
}
