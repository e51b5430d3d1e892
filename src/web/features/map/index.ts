// The small map of a listing's location, loaded (with Leaflet) only when shown. The map page's route imports
// interactive-map.tsx itself, so Leaflet stays in that route's files.
import { lazy } from 'react';

export const MiniMap = lazy(() => import('./mini-map'));
