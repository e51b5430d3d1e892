import type { BandId } from './bands';
import type { Language } from './i18n/languages';

/**
 * The contract between the server and the web app's server build (src/web/entry-server.tsx): the server asks for a
 * page's first screen, the web app draws it with the reader's own data and says how to hand it to the browser.
 */
export interface FirstScreenRequest {
  /** Path and query of the page. */
  url: string;
  /** Where the page is served from ("https://localhub.ng"), for the addresses it shares. */
  origin: string;
  language: Language;
  /** The reader asked to save data (their setting on this device, or the browser's Save-Data). */
  dataSaver: boolean;
  /** Where this device's discovery pages centre, as far as its cookies tell. */
  place: DiscoveryPlace;
  /** The size of the map's place on this device when it last showed the map, from its cookie; null before. */
  mapSize: MapSize | null;
}

/** The map's place in CSS pixels. */
export interface MapSize {
  width: number;
  height: number;
}

/** The cookie with the size of the map's place on a device ("388x683"), so the server draws the view that device will show. */
export const MAP_SIZE_COOKIE = 'mapSize';

/** A measured map size as its cookie's value, in whole pixels. */
export const mapSizeCookieValue = (size: MapSize): string => `${Math.round(size.width)}x${Math.round(size.height)}`;

/** A map size from its cookie; anything else (garbage, a size no screen has) is none. */
export function parseMapSize(value: string | null | undefined): MapSize | null {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(value ?? '');
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width >= 100 && height >= 100 && width <= 4000 && height <= 4000 ? { width, height } : null;
}

/**
 * A device's discovery choices, mirrored from its storage into cookies so the server can draw the feed and search:
 * the city picked, the distance band, and the browser's location permission as last seen (none yet: "prompt", which
 * is what a first visit has, since the app never asks on load). With "granted" the position is the device's own,
 * which only the browser can tell: the server then draws those pages still deciding, as the browser does.
 */
export interface DiscoveryPlace {
  cityId: number | null;
  band: BandId | null;
  geo: GeoPermission;
}
export type GeoPermission = 'granted' | 'prompt' | 'denied' | 'unavailable';
export const GEO_PERMISSIONS: readonly GeoPermission[] = ['granted', 'prompt', 'denied', 'unavailable'];

/** The cookies of a device's discovery choices (DiscoveryPlace). */
export const PLACE_COOKIES = { cityId: 'discoverCity', band: 'discoverBand', geo: 'geo' } as const;

export interface FirstScreen {
  /** The page's HTML, for inside the root element. */
  html: string;
  /** A JSON script element with what the browser needs to take the page over without fetching it again. */
  state: string;
  /**
   * Queries the page read that no route loader fetched (their hashes): drawn as loading, fetched by the browser after
   * the takeover. Each one is a loader to complete; the server logs them.
   */
  unfetched: string[];
}

/** The page sends its reader elsewhere (a visitor on a member's page): the server answers with a redirect. */
export interface FirstScreenRedirect {
  redirect: string;
}

export type DrawFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | FirstScreenRedirect | null>;

/**
 * Answers one of the app's API requests as the reader whose page is being drawn (the server knows which, for the
 * whole of each draw), without a network round trip.
 */
export type AnswerApiRequest = (path: string, init: RequestInit) => Promise<Response>;

/** What the server lends the web app's server build for its draws. */
export interface FirstScreenServer {
  answer: AnswerApiRequest;
  /**
   * The draw in progress: an object of its own for each draw, the same through all its awaits (the server keeps it in
   * an AsyncLocalStorage); undefined outside any draw. The page's state is kept under it, never in a module.
   */
  currentDraw(): object | undefined;
  /** Told once each time a page is rendered, within its draw: a test counts the renders of each request. */
  drew?(): void;
}

/** What the web app's server build exports: given the server's help, the function that draws pages. */
export type CreateFirstScreenDrawer = (server: FirstScreenServer) => DrawFirstScreen;

/** The id of the script element that carries the first screen's state. */
export const FIRST_SCREEN_STATE_ID = 'first-screen';

/** The cookie that mirrors the data-saver setting of a device, so a page drawn by the server follows it. */
export const DATA_SAVER_COOKIE = 'dataSaver';
