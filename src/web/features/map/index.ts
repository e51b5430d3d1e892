// The small map of a listing's location and the listing form's pin, loaded (with Leaflet) only when shown; the map
// page's interactive map, imported by that page alone, so Leaflet stays in that page's files.
import { lazy } from 'react';

export { InteractiveMap, MapSkeleton } from './interactive-map';

export const MiniMap = lazy(() => import('./mini-map'));
/** The listing form's draggable pin, loaded (with Leaflet) only when the member opens it. */
export const PinMap = lazy(() => import('./pin-map'));
