// The small map of a listing's location and the listing form's pin, loaded (with Leaflet) only when shown. The map page's route imports
// interactive-map.tsx itself, so Leaflet stays in that route's files.
import { lazy } from 'react';

export const MiniMap = lazy(() => import('./mini-map'));
/** The listing form's draggable pin, loaded (with Leaflet) only when the member opens it. */
export const PinMap = lazy(() => import('./pin-map'));
