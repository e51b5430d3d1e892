import { MAP_MAX_FEATURES, MAP_SMALL_CELL, MAP_STREET_ZOOM } from '../../../shared/map';

export interface CellSize {
  cx: number;
  cy: number;
  count: number;
}

/**
 * Which cells are sent as markers and which as clusters (docs/decisions/0017-map.md). Every non-empty cell is one
 * feature; a cell opens into its listings, smallest first, while the answer stays within MAP_MAX_FEATURES — every
 * cell at street level, below it only cells of at most MAP_SMALL_CELL listings (a cluster of two is no help).
 * The box is at most 17 cells a side (schemas/map.ts), so the cells alone never pass the cap.
 */
export function planFeatures<C extends CellSize>(cells: C[], zoom: number): { markers: C[]; clusters: C[] } {
  const opens = zoom >= MAP_STREET_ZOOM ? Infinity : MAP_SMALL_CELL;
  const markers: C[] = [];
  const clusters: C[] = [];
  let features = cells.length;
  const bySize = [...cells].sort((a, b) => a.count - b.count || a.cx - b.cx || a.cy - b.cy);
  for (const cell of bySize) {
    if (cell.count <= opens && features + cell.count - 1 <= MAP_MAX_FEATURES) {
      features += cell.count - 1;
      markers.push(cell);
    } else clusters.push(cell);
  }
  return { markers, clusters };
}
