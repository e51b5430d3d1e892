import type { PlaceItem } from './schemas/places';

/** A place as a sentence names it: its name and its state ("Yaba, Lagos"); a state alone by its name. */
export function placeShortLabel(place: Pick<PlaceItem, 'name' | 'label'>): string {
  const parts = place.label.split(', ');
  const state = parts[parts.length - 1]!;
  return parts.length > 1 && state !== place.name ? `${place.name}, ${state}` : place.name;
}
