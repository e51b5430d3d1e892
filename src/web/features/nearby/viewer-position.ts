import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BAND_IDS, DEFAULT_BAND, LAGOS, type BandId } from '../../../shared/bands';
import { PLACE_COOKIES, type DiscoveryPlace, type GeoPermission } from '../../../shared/first-screen';
import type { CityItem } from '../../../shared/schemas/lookups';
import { setDeviceCookie } from '../../lib/device-cookie';
import { drawnPlace, isTakingOver } from '../../lib/first-screen';
import { t } from '../../lib/i18n';
import { useMe } from '../../lib/me';
import { useCities } from '../../lib/lookups';
import type { Viewer } from './api';

/** Where the discovery reads are centred (docs/product-decisions.md §6), and why. */
export type PositionSource = 'device' | 'chosen' | 'profile' | 'default';
export interface ViewerPosition {
  lat: number;
  lng: number;
  source: PositionSource;
  /** The city used, when the position comes from one. */
  city: CityItem | null;
}

type GeoState = { status: 'checking' | 'prompt' | 'denied' | 'unavailable' | 'locating' } | { status: 'granted'; lat: number; lng: number };

const sameGeo = (a: GeoState, b: GeoState): boolean =>
  a.status === b.status && (a.status !== 'granted' || (b.status === 'granted' && a.lat === b.lat && a.lng === b.lng));

const CITY_KEY = 'localhub:discover-city';
const BAND_KEY = 'localhub:discover-band';

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStored(key: string, value: string | null) {
  setDeviceCookie(key === CITY_KEY ? PLACE_COOKIES.cityId : PLACE_COOKIES.band, value);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

const readCityChoice = () => {
  const value = Number(readStored(CITY_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};
const readBand = (): BandId => {
  const value = readStored(BAND_KEY);
  return (BAND_IDS as readonly string[]).includes(value ?? '') ? (value as BandId) : DEFAULT_BAND;
};

/** The permission as last seen on this device, for the server's drawing of the next page (decision 0026). */
const rememberPermission = (permission: GeoPermission) => setDeviceCookie(PLACE_COOKIES.geo, permission);

/** "Using your location", "Near Ibadan", "Near Kumasi, Ghana", "Near Lagos (default)". */
export function positionLabel(position: ViewerPosition): string {
  if (position.source === 'device') return t('Using your location');
  const { city } = position;
  if (city) {
    return city.countryCode === 'NG'
      ? t('Near {city}', { city: city.name })
      : t('Near {city}, {country}', { city: city.name, country: city.countryName });
  }
  return t('Near Lagos (default)');
}

/** What the position is decided from; undefined while still unknown. */
interface PositionFacts {
  chosenCityId: number | null;
  geo: GeoState;
  cities: readonly CityItem[] | undefined;
  me: { cityId: number | null } | undefined;
}

/**
 * The picked city, else the device's position, else the profile city, else Lagos; null while still deciding. The
 * page's hook and the route loaders that fetch a drawn page's data (app/loaders) decide it alike.
 */
function decidePosition({ chosenCityId, geo, cities, me }: PositionFacts): ViewerPosition | null {
  if (chosenCityId !== null) {
    if (!cities) return null;
    const city = cities.find((item) => item.id === chosenCityId);
    if (city) return { lat: city.latitude, lng: city.longitude, source: 'chosen', city };
  }
  if (geo.status === 'granted') return { lat: geo.lat, lng: geo.lng, source: 'device', city: null };
  if (geo.status === 'checking' || geo.status === 'locating') return null;
  if (!me) return null;
  if (me.cityId !== null) {
    if (!cities) return null;
    const city = cities.find((item) => item.id === me.cityId);
    if (city) return { lat: city.latitude, lng: city.longitude, source: 'profile', city };
  }
  return { lat: LAGOS.latitude, lng: LAGOS.longitude, source: 'default', city: null };
}

/**
 * Where a page the server draws centres (its device's cookies, decision 0040), with its distance band: null when
 * only the device can tell (its location permission was given).
 */
export function drawnViewer(place: DiscoveryPlace, cities: readonly CityItem[], me: { cityId: number | null }): Viewer | null {
  const geo: GeoState = place.geo === 'granted' ? { status: 'checking' } : { status: place.geo };
  const position = decidePosition({ chosenCityId: place.cityId, geo, cities, me });
  return position ? { lat: position.lat, lng: position.lng, band: place.band ?? DEFAULT_BAND } : null;
}

/**
 * The viewer's position: a city they picked (remembered in localStorage), else the browser's geolocation
 * when permission is granted, else their profile city, else Lagos. `position` is null while still deciding.
 * The browser is only asked for permission when the member presses "Use my location".
 */
export function useViewerPosition() {
  const me = useMe();
  const cities = useCities();
  // Taking over a page the server drew, start from what it drew with (the device's choices as its cookies told).
  const takingOver = isTakingOver();
  const [chosenCityId, setChosenCityId] = useState<number | null>(() => (takingOver ? drawnPlace().cityId : readCityChoice()));
  const [band, setBandState] = useState<BandId>(() => (takingOver ? (drawnPlace().band ?? DEFAULT_BAND) : readBand()));
  const [geo, setGeoState] = useState<GeoState>(() => {
    const { geo: permission } = drawnPlace();
    return takingOver && permission !== 'granted' ? { status: permission } : { status: 'checking' };
  });
  // The same state kept as it is: the permission read at start-up mostly confirms what the page was drawn with, and a
  // new object would redraw the whole page.
  const setGeo = useCallback((next: GeoState) => setGeoState((current) => (sameGeo(current, next) ? current : next)), []);
  const alive = useRef(true);
  useEffect(() => {
    // Set again on a remount (React's development checks unmount and remount every component once).
    alive.current = true;
    return () => void (alive.current = false);
  }, []);
  // The device's own storage has the last word, should its cookies have been cleared or never written.
  useEffect(() => {
    setChosenCityId(readCityChoice());
    setBandState(readBand());
  }, []);

  const locate = useCallback(
    (onDone?: (ok: boolean, denied: boolean) => void) => {
      if (!('geolocation' in navigator)) {
        setGeo({ status: 'unavailable' });
        onDone?.(false, false);
        return;
      }
      setGeo({ status: 'locating' });
      navigator.geolocation.getCurrentPosition(
        (result) => {
          if (!alive.current) return;
          setGeo({ status: 'granted', lat: result.coords.latitude, lng: result.coords.longitude });
          onDone?.(true, false);
        },
        (error) => {
          if (!alive.current) return;
          const denied = error.code === error.PERMISSION_DENIED;
          setGeo({ status: denied ? 'denied' : 'unavailable' });
          onDone?.(false, denied);
        },
        { enableHighAccuracy: false, maximumAge: 10 * 60 * 1000, timeout: 8000 },
      );
    },
    [setGeo],
  );

  // Use the device's position only when the browser already allows it; never prompt on page load.
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      rememberPermission('unavailable');
      setGeo({ status: 'unavailable' });
      return;
    }
    if (!navigator.permissions?.query) {
      setGeo({ status: 'prompt' });
      return;
    }
    let permission: PermissionStatus | null = null;
    const apply = (state: PermissionState) => {
      rememberPermission(state);
      if (state === 'granted') locate();
      else setGeo({ status: state === 'denied' ? 'denied' : 'prompt' });
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (!alive.current) return;
        permission = status;
        apply(status.state);
        status.onchange = () => apply(status.state);
      })
      .catch(() => alive.current && setGeo({ status: 'prompt' }));
    return () => {
      if (permission) permission.onchange = null;
    };
  }, [locate, setGeo]);

  const cityList = cities.data;
  const meKnown = !me.isPending;
  const profileCityId = me.data?.cityId ?? null;
  const position = useMemo(
    () =>
      decidePosition({
        chosenCityId,
        geo,
        cities: cities.isPending ? undefined : (cityList ?? []),
        me: meKnown ? { cityId: profileCityId } : undefined,
      }),
    [chosenCityId, cities.isPending, cityList, geo, meKnown, profileCityId],
  );

  const chooseCity = useCallback((cityId: number | null) => {
    setChosenCityId(cityId);
    writeStored(CITY_KEY, cityId === null ? null : String(cityId));
  }, []);

  const setBand = useCallback((next: BandId) => {
    setBandState(next);
    writeStored(BAND_KEY, next);
  }, []);

  /** Asks the browser (it may prompt); on success the picked city is forgotten so the device position wins. */
  const locateDevice = useCallback(
    (onDone?: (ok: boolean, denied: boolean) => void) =>
      locate((ok, denied) => {
        if (ok) chooseCity(null);
        onDone?.(ok, denied);
      }),
    [chooseCity, locate],
  );

  return {
    position,
    band,
    setBand,
    chosenCityId,
    chooseCity,
    locateDevice,
    geoStatus: geo.status,
    cities: cityList ?? [],
    citiesPending: cities.isPending,
    plan: me.data?.plan ?? null,
  };
}

export type ViewerPositionState = ReturnType<typeof useViewerPosition>;
