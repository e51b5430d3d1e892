/**
 * The gazetteer's rows (table `places`, migration 0043), assembled from the reference files: states
 * (`nigeria-states.ts`), LGAs and towns (`nigeria-gazetteer.ts`, GeoNames), areas (`neighborhoods.ts`, the one list of
 * neighbourhoods) and the cities of `cities.ts` (the neighbours' too, so a member in Accra keeps a place).
 *
 * Every row has a stable `ref` ("state:Lagos", "lga:Lagos/Eti-Osa", "town:2332459" (GeoNames id), "city:Accra",
 * "area:Lagos/Yaba" (city/name)) so that a later migration can update the gazetteer without changing the ids members
 * and listings point at.
 */
import { placeKey as toKey } from '../../../shared/place-key';
import type { PlaceKind } from '../../../shared/places';
import { CITIES, COUNTRIES, type CountryCode, type ReferenceCity } from './cities';
import { NEIGHBORHOODS } from './neighborhoods';
import { NIGERIA_LGAS, NIGERIA_TOWNS } from './nigeria-gazetteer';
import { NIGERIA_STATES } from './nigeria-states';
import { STATE_ALIASES, TOWN_ALIASES } from './place-aliases';

export interface PlaceSeed {
  ref: string;
  kind: PlaceKind;
  name: string;
  altNames: string[];
  parentRef: string | null;
  country: CountryCode;
  /** State or region name (in `country`). */
  state: string;
  /** The city of `cities.ts` it belongs to, or the nearest one in its state. */
  city: string;
  /** Its row in `neighborhoods` (of `city`) when it is one. */
  neighborhood: string | null;
  latitude: number;
  longitude: number;
  population: number | null;
  /** Ranking weight of the place itself, 0–100 (bigger, better known places first among equal matches). */
  importance: number;
  label: string;
  /** The place that is the city `city` itself (a member who chose that city is placed here). */
  isCity: boolean;
  /** Every name's `placeKey`, each between bars: "|victoria island|vi|". */
  searchText: string;
  source: string;
}

/** A GeoNames town within this many km of an area with the same name is that area, not a second place. */
const SAME_PLACE_KM = 10;
/** A town this near a city of `cities.ts` with its name (or one of its names) is that city. */
const SAME_CITY_KM = 30;
const NIGERIA_BOX = { south: 4, north: 14, west: 2.6, east: 14.7 };

function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

const townImportance = (population: number | null) => (population ? Math.min(10 * Math.log10(population), 75) : 25);
const STATE_IMPORTANCE = 60;
const LGA_IMPORTANCE = 35;
/** A town that is one of the app's cities is well known whatever GeoNames says of its population. */
const CITY_IMPORTANCE = 50;

function uniqueNames(name: string, others: readonly string[]): string[] {
  const seen = new Set([placeKey(name)]);
  return others.filter((other) => {
    const k = placeKey(other);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Names repeat (every town's state, every area's LGA): each is normalised once. */
const keys = new Map<string, string>();
function placeKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) keys.set(name, (key = toKey(name)));
  return key;
}

export function buildPlaceSeeds(): PlaceSeed[] {
  const seeds: PlaceSeed[] = [];
  const byRef = new Map<string, PlaceSeed>();
  const citiesOf = new Map<string, ReferenceCity[]>();
  for (const city of CITIES) if (city.country === 'NG') citiesOf.set(city.state, [...(citiesOf.get(city.state) ?? []), city]);
  const cityByName = new Map(CITIES.map((c) => [c.name, c]));

  // Which GeoNames town is which city of cities.ts: its name or one of its names, in the same state, near it.
  type Town = (typeof NIGERIA_TOWNS)[number];
  const townsNamed = new Map<string, Town[]>();
  for (const town of NIGERIA_TOWNS) {
    for (const name of [town[3], ...town[4], ...(TOWN_ALIASES[`${town[1]}/${town[3]}`] ?? [])]) {
      const key = placeKey(name);
      townsNamed.set(key, [...(townsNamed.get(key) ?? []), town]);
    }
  }
  const townOfCity = new Map<string, Town>();
  for (const city of CITIES) {
    const match = (townsNamed.get(placeKey(city.name)) ?? [])
      .filter((t) => city.country === 'NG' && t[1] === city.state && km(city, { latitude: t[5], longitude: t[6] }) <= SAME_CITY_KM)
      .sort((a, b) => (b[7] ?? 0) - (a[7] ?? 0))[0];
    if (match) townOfCity.set(city.name, match);
  }
  const nearestCity = (state: string, point: { latitude: number; longitude: number }) => {
    const list = citiesOf.get(state);
    if (!list) throw new Error(`Reference data: state ${state} has no city`);
    return list.reduce((best, city) => (km(point, city) < km(point, best) ? city : best)).name;
  };

  function add(seed: Omit<PlaceSeed, 'label' | 'searchText' | 'isCity'>, labelParts?: string[]) {
    if (byRef.has(seed.ref)) throw new Error(`Reference data: place ${seed.ref} twice`);
    if (seed.parentRef && !byRef.has(seed.parentRef)) throw new Error(`Reference data: ${seed.ref} has unknown parent ${seed.parentRef}`);
    if (seed.country === 'NG') {
      const { south, north, west, east } = NIGERIA_BOX;
      if (seed.latitude < south || seed.latitude > north || seed.longitude < west || seed.longitude > east) {
        throw new Error(`Reference data: ${seed.ref} lies outside Nigeria`);
      }
    }
    const parts = labelParts ?? [seed.name];
    for (let parent = seed.parentRef ? byRef.get(seed.parentRef) : undefined; parent;) {
      if (!parts.some((part) => placeKey(part) === placeKey(parent!.name))) parts.push(parent.name);
      parent = parent.parentRef ? byRef.get(parent.parentRef) : undefined;
    }
    const keys = [seed.name, ...seed.altNames].map(placeKey);
    const isCity =
      seed.ref === `city:${seed.city}` || (seed.kind === 'town' && townOfCity.get(seed.city)?.[0] === Number(seed.ref.slice(5)));
    const full: PlaceSeed = { ...seed, label: parts.join(', '), isCity, searchText: `|${[...new Set(keys)].join('|')}|` };
    seeds.push(full);
    byRef.set(full.ref, full);
  }

  for (const state of NIGERIA_STATES) {
    const capital = cityByName.get(state.capital)!;
    add({
      ref: `state:${state.name}`,
      kind: 'state',
      name: state.name,
      altNames: uniqueNames(state.name, [`${state.name} State`, ...(STATE_ALIASES[state.name] ?? [])]),
      parentRef: null,
      country: 'NG',
      state: state.name,
      city: capital.name,
      neighborhood: null,
      latitude: capital.latitude,
      longitude: capital.longitude,
      population: null,
      importance: STATE_IMPORTANCE,
      source: `capital ${capital.name} (cities.ts)`,
    });
  }

  for (const [state, name, altNames, latitude, longitude, source] of NIGERIA_LGAS) {
    add({
      ref: `lga:${state}/${name}`,
      kind: 'lga',
      name,
      altNames: uniqueNames(name, altNames),
      parentRef: `state:${state}`,
      country: 'NG',
      state,
      city: nearestCity(state, { latitude, longitude }),
      neighborhood: null,
      latitude,
      longitude,
      population: null,
      importance: LGA_IMPORTANCE,
      source,
    });
  }

  const cityOfTown = new Map([...townOfCity].map(([city, town]) => [town[0], city]));

  // Areas, under their LGA. They rank with their city: an area of Lagos before a village of the same name.
  const areaKeys = new Map<string, { state: string; latitude: number; longitude: number }[]>();
  for (const [cityName, areas] of Object.entries(NEIGHBORHOODS)) {
    const city = cityByName.get(cityName);
    if (!city) throw new Error(`Reference data: unknown city ${cityName} of neighbourhoods`);
    const cityTown = townOfCity.get(cityName);
    const importance = Math.max(townImportance(cityTown?.[7] ?? null) - 2, CITY_IMPORTANCE - 2);
    for (const area of areas) {
      add({
        ref: `area:${cityName}/${area.name}`,
        kind: 'area',
        name: area.name,
        altNames: uniqueNames(area.name, area.aliases),
        parentRef: `lga:${city.state}/${area.lga}`,
        country: 'NG',
        state: city.state,
        city: cityName,
        neighborhood: area.name,
        latitude: area.latitude,
        longitude: area.longitude,
        population: null,
        importance,
        source: area.source,
      });
      for (const key of [area.name, ...area.aliases].map(placeKey)) {
        areaKeys.set(key, [...(areaKeys.get(key) ?? []), { state: city.state, latitude: area.latitude, longitude: area.longitude }]);
      }
    }
  }

  for (const [geonameId, state, lga, name, geoAltNames, latitude, longitude, population] of NIGERIA_TOWNS) {
    const point = { latitude, longitude };
    const names = [name, ...geoAltNames];
    const isArea = names.some((n) => areaKeys.get(placeKey(n))?.some((a) => a.state === state && km(a, point) <= SAME_PLACE_KM));
    if (isArea) continue;
    const city = cityOfTown.get(geonameId);
    add({
      ref: `town:${geonameId}`,
      kind: 'town',
      name,
      altNames: uniqueNames(name, [...geoAltNames, ...(TOWN_ALIASES[`${state}/${name}`] ?? []), ...(city ? [city] : [])]),
      parentRef: lga ? `lga:${state}/${lga}` : `state:${state}`,
      country: 'NG',
      state,
      city: city ?? nearestCity(state, point),
      neighborhood: null,
      latitude,
      longitude,
      population,
      importance: city ? Math.max(townImportance(population), CITY_IMPORTANCE) : townImportance(population),
      source: `GeoNames ${geonameId}`,
    });
  }

  // Cities of cities.ts that GeoNames' list lacks, and the neighbouring countries' cities.
  const countryName = new Map(COUNTRIES.map((c) => [c.code, c.name]));
  for (const city of CITIES) {
    if (townOfCity.has(city.name)) continue;
    const foreign = city.country !== 'NG';
    add(
      {
        ref: `city:${city.name}`,
        kind: 'town',
        name: city.name,
        altNames: [],
        parentRef: foreign ? null : `state:${city.state}`,
        country: city.country,
        state: city.state,
        city: city.name,
        neighborhood: null,
        latitude: city.latitude,
        longitude: city.longitude,
        population: null,
        importance: CITY_IMPORTANCE,
        source: 'cities.ts',
      },
      foreign ? [city.name, city.state, countryName.get(city.country)!] : undefined,
    );
  }
  return seeds;
}
