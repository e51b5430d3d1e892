import type { DehydratedState } from '@tanstack/react-query';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { FIRST_SCREEN_STATE_ID, type DiscoveryPlace, type MapSize } from '../../shared/first-screen';
import { isLanguage, type Language } from '../../shared/i18n/languages';
import { perPage } from './per-page';

/** What the server drew a page's first screen with; the browser's first render must use the same to match it. */
export interface FirstScreenState {
  language: Language;
  dataSaver: boolean;
  place: DiscoveryPlace;
  /** The map's size on this device (its cookie), the view a map page was drawn with; null: the default phone's. */
  mapSize: MapSize | null;
  queries: DehydratedState;
  /** When the server drew the page (ms since 1970): "today" and "yesterday" are told from it until the takeover. */
  drawnAt: number;
  /** What the routes' loaders gave the router (each route's id): the browser's router starts from it instead of loading again. */
  loaderData: Record<string, unknown>;
}

const NO_PLACE: DiscoveryPlace = { cityId: null, band: null, geo: 'prompt' };

/** What this page was drawn with, whether it is being taken over, and where its drawing sent the reader. */
const page = perPage(() => ({
  drawnWith: { dataSaver: false, origin: '', place: NO_PLACE, mapSize: null as MapSize | null, drawnAt: 0 },
  takingOver: false,
  redirectedTo: null as string | null,
}));

/** Set by the server before it draws (with the page's origin), and by the browser before it takes a page over. */
export function setDrawnWith(state: {
  dataSaver: boolean;
  place: DiscoveryPlace;
  mapSize: MapSize | null;
  drawnAt: number;
  origin?: string;
}): void {
  const drawn = page();
  const { dataSaver, place, mapSize, drawnAt } = state;
  // A page kept by the offline worker from an older version has no map size.
  drawn.drawnWith = { dataSaver, origin: state.origin ?? '', place, mapSize: mapSize ?? null, drawnAt };
  drawn.takingOver = true;
}

/** Now, except while a page is drawn and taken over: then the moment it was drawn, so both write the same day names. */
export function pageNow(): number {
  const { takingOver, drawnWith } = page();
  return takingOver ? drawnWith.drawnAt : Date.now();
}

/** The discovery choices the first screen was drawn with. */
export const drawnPlace = (): DiscoveryPlace => page().drawnWith.place;

/** The size of the map's place the first screen was drawn for (this device's cookie), if known. */
export const drawnMapSize = (): MapSize | null => page().drawnWith.mapSize;

/**
 * True while the server draws a page and while the browser takes it over, until React has run the page once
 * (`tookOver`): a component's first state must then be what the server drew with, not what only the browser knows.
 * A plain flag, not a store: a store whose value changed after the takeover would make React redraw the whole page
 * at once, blocking the phone.
 */
export const isTakingOver = (): boolean => page().takingOver;

/** Called once React has taken the page over; components mounted from then on start from the browser's own state. */
export function tookOver(): void {
  page().takingOver = false;
}

/** While the server draws: the page sends its reader elsewhere, so the server answers with a redirect instead. */
export function redirectWhileDrawing(to: string): void {
  page().redirectedTo = to;
}

/** Where the page just drawn sent its reader, if it did; cleared for the next drawing. */
export function takeDrawnRedirect(): string | null {
  const drawn = page();
  const to = drawn.redirectedTo;
  drawn.redirectedTo = null;
  return to;
}

/** The page's origin ("https://localhub.ng"), in the browser and while the server draws. */
export const pageOrigin = (): string => (typeof window === 'undefined' ? page().drawnWith.origin : browserOrigin());

/** Read once: it never changes while the page lives, and every card's share link asks for it. */
let knownOrigin: string | null = null;
function browserOrigin(): string {
  knownOrigin ??= window.location.origin;
  return knownOrigin;
}

/** The data-saver setting the first screen was drawn with (a store's server snapshot). */
export const drawnWithDataSaver = (): boolean => page().drawnWith.dataSaver;

/** The state as a JSON script element: never run, and no `<` inside, so no text in the data can close it. */
export function firstScreenScript(state: FirstScreenState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${json}</script>`;
}

/** The state of a page the server drew, or null when the page came without one (the offline shell, a plain page). */
export function readFirstScreen(): FirstScreenState | null {
  const element = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as FirstScreenState;
    return isLanguage(state.language) ? state : null;
  } catch {
    return null;
  }
}

/**
 * Hands `keep` what was typed into the field `id` of a page the server drew before the app took the field over, when
 * it differs from `current`: React keeps a field's text while it takes over, but the form's state holds the drawn
 * value, and its next render would put that back (and a submit would send it). Read once, right after the field is
 * taken over (not in that render, which must draw what the server drew: a count or hint beside the field would
 * differ). A field is taken over when its part of the page hydrates, which for a part loaded lazily is after the page's
 * own takeover: so the test is whether the drawn field was already there when the component first rendered. Nothing
 * happens for a field the browser drew.
 */
export function useTypedBeforeTakeover(id: string, current: string, keep: (text: string) => void): void {
  // Read once, not a store: a store would draw the form once more right after the takeover, in the same long task.
  const drawn = useRef<boolean | null>(null);
  drawn.current ??= typeof document !== 'undefined' && document.getElementById(id) !== null;
  const adopt = useEffectEvent(() => {
    const field = document.getElementById(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== current) keep(field.value);
  });
  useLayoutEffect(() => {
    if (!drawn.current) return;
    drawn.current = false;
    adopt();
  }, []);
}
