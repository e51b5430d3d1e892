/**
 * Countries, the first-level regions of Nigeria's neighbours, and cities with WGS84 coordinates.
 *
 * Nigerian states come from `nigeria-states.ts`; the regions of Ghana, Benin and Cameroon are listed
 * here. Every state or region has at least one city, and every Nigerian state capital is a city of
 * its state. Coordinates are city centres, to four decimals.
 */
import { NIGERIA_STATES } from './nigeria-states';

export type CountryCode = 'NG' | 'GH' | 'BJ' | 'CM';

export interface ReferenceCountry {
  code: CountryCode;
  name: string;
}

export const COUNTRIES: readonly ReferenceCountry[] = [
  { code: 'NG', name: 'Nigeria' },
  { code: 'GH', name: 'Ghana' },
  { code: 'BJ', name: 'Benin' },
  { code: 'CM', name: 'Cameroon' },
];

/** A state (Nigeria), region (Ghana, Cameroon) or department (Benin). */
export interface ReferenceRegion {
  country: CountryCode;
  name: string;
}

/** Regions of the neighbouring countries (Ghana: regions, Benin: departments, Cameroon: regions). */
export const NEIGHBOUR_REGIONS: readonly ReferenceRegion[] = [
  // Ghana
  { country: 'GH', name: 'Greater Accra' },
  { country: 'GH', name: 'Ashanti' },
  { country: 'GH', name: 'Western' },
  { country: 'GH', name: 'Central' },
  { country: 'GH', name: 'Eastern' },
  { country: 'GH', name: 'Volta' },
  { country: 'GH', name: 'Northern' },
  { country: 'GH', name: 'Bono' },
  { country: 'GH', name: 'Upper East' },
  { country: 'GH', name: 'Upper West' },
  // Benin
  { country: 'BJ', name: 'Littoral' },
  { country: 'BJ', name: 'Ouémé' },
  { country: 'BJ', name: 'Atlantique' },
  { country: 'BJ', name: 'Borgou' },
  { country: 'BJ', name: 'Zou' },
  { country: 'BJ', name: 'Atacora' },
  { country: 'BJ', name: 'Mono' },
  { country: 'BJ', name: 'Plateau' },
  // Cameroon
  { country: 'CM', name: 'Centre' },
  { country: 'CM', name: 'Littoral' },
  { country: 'CM', name: 'West' },
  { country: 'CM', name: 'Northwest' },
  { country: 'CM', name: 'Southwest' },
  { country: 'CM', name: 'North' },
  { country: 'CM', name: 'Far North' },
  { country: 'CM', name: 'Adamawa' },
];

/** Every state or region of every country, Nigeria first. */
export const REGIONS: readonly ReferenceRegion[] = [
  ...NIGERIA_STATES.map((s): ReferenceRegion => ({ country: 'NG', name: s.name })),
  ...NEIGHBOUR_REGIONS,
];

export interface ReferenceCity {
  country: CountryCode;
  /** Name of the state or region, as in `NIGERIA_STATES` / `NEIGHBOUR_REGIONS`. */
  state: string;
  name: string;
  latitude: number;
  longitude: number;
}

const ng = (state: string, name: string, latitude: number, longitude: number): ReferenceCity => ({
  country: 'NG',
  state,
  name,
  latitude,
  longitude,
});
const gh = (state: string, name: string, latitude: number, longitude: number): ReferenceCity => ({
  country: 'GH',
  state,
  name,
  latitude,
  longitude,
});
const bj = (state: string, name: string, latitude: number, longitude: number): ReferenceCity => ({
  country: 'BJ',
  state,
  name,
  latitude,
  longitude,
});
const cm = (state: string, name: string, latitude: number, longitude: number): ReferenceCity => ({
  country: 'CM',
  state,
  name,
  latitude,
  longitude,
});

export const CITIES: readonly ReferenceCity[] = [
  // ── Nigeria ──────────────────────────────────────────────
  ng('Abia', 'Umuahia', 5.525, 7.495),
  ng('Abia', 'Aba', 5.1066, 7.3667),
  ng('Adamawa', 'Yola', 9.2035, 12.4954),
  ng('Adamawa', 'Mubi', 10.2676, 13.2644),
  ng('Akwa Ibom', 'Uyo', 5.0377, 7.9128),
  ng('Akwa Ibom', 'Eket', 4.6423, 7.9244),
  ng('Anambra', 'Awka', 6.2104, 7.0741),
  ng('Anambra', 'Onitsha', 6.1498, 6.7857),
  ng('Anambra', 'Nnewi', 6.0177, 6.9177),
  ng('Bauchi', 'Bauchi', 10.3158, 9.8442),
  ng('Bauchi', 'Azare', 11.6765, 10.1948),
  ng('Bayelsa', 'Yenagoa', 4.9267, 6.2676),
  ng('Benue', 'Makurdi', 7.7322, 8.5391),
  ng('Benue', 'Gboko', 7.325, 9.0015),
  ng('Borno', 'Maiduguri', 11.8311, 13.151),
  ng('Cross River', 'Calabar', 4.9757, 8.3417),
  ng('Delta', 'Asaba', 6.1985, 6.7319),
  ng('Delta', 'Warri', 5.5167, 5.75),
  ng('Delta', 'Sapele', 5.8941, 5.6767),
  ng('Delta', 'Ughelli', 5.4896, 5.9936),
  ng('Ebonyi', 'Abakaliki', 6.3249, 8.1137),
  ng('Edo', 'Benin City', 6.335, 5.6037),
  ng('Edo', 'Auchi', 7.0667, 6.2667),
  ng('Ekiti', 'Ado-Ekiti', 7.6211, 5.2214),
  ng('Enugu', 'Enugu', 6.4413, 7.4988),
  ng('Enugu', 'Nsukka', 6.8567, 7.3958),
  ng('Federal Capital Territory', 'Abuja', 9.0579, 7.4951),
  ng('Federal Capital Territory', 'Gwagwalada', 8.943, 7.083),
  ng('Federal Capital Territory', 'Kuje', 8.8794, 7.2276),
  ng('Federal Capital Territory', 'Bwari', 9.2806, 7.38),
  ng('Gombe', 'Gombe', 10.2897, 11.1673),
  ng('Imo', 'Owerri', 5.4836, 7.0333),
  ng('Imo', 'Orlu', 5.7957, 7.0351),
  ng('Jigawa', 'Dutse', 11.7594, 9.3392),
  ng('Kaduna', 'Kaduna', 10.5231, 7.4403),
  ng('Kaduna', 'Zaria', 11.0855, 7.7199),
  ng('Kaduna', 'Kafanchan', 9.5833, 8.2922),
  ng('Kano', 'Kano', 12.0, 8.52),
  ng('Katsina', 'Katsina', 12.9889, 7.6006),
  ng('Katsina', 'Funtua', 11.5233, 7.3081),
  ng('Kebbi', 'Birnin Kebbi', 12.4539, 4.1975),
  ng('Kogi', 'Lokoja', 7.8, 6.7333),
  ng('Kogi', 'Okene', 7.55, 6.2333),
  ng('Kwara', 'Ilorin', 8.4966, 4.5421),
  ng('Kwara', 'Offa', 8.1491, 4.7207),
  ng('Lagos', 'Lagos', 6.5244, 3.3792),
  ng('Lagos', 'Ikeja', 6.6018, 3.3515),
  ng('Lagos', 'Ikorodu', 6.6194, 3.5105),
  ng('Lagos', 'Epe', 6.5841, 3.9834),
  ng('Lagos', 'Badagry', 6.4153, 2.8813),
  ng('Nasarawa', 'Lafia', 8.4939, 8.5153),
  ng('Nasarawa', 'Keffi', 8.8486, 7.8736),
  ng('Niger', 'Minna', 9.6139, 6.5569),
  ng('Niger', 'Bida', 9.0833, 6.0167),
  ng('Niger', 'Suleja', 9.1806, 7.1794),
  ng('Ogun', 'Abeokuta', 7.1475, 3.3619),
  ng('Ogun', 'Ijebu-Ode', 6.8196, 3.9173),
  ng('Ogun', 'Sagamu', 6.8322, 3.6319),
  ng('Ogun', 'Ota', 6.6804, 3.2356),
  ng('Ondo', 'Akure', 7.2571, 5.2058),
  ng('Ondo', 'Owo', 7.1962, 5.5868),
  ng('Osun', 'Osogbo', 7.7719, 4.5569),
  ng('Osun', 'Ile-Ife', 7.4905, 4.5521),
  ng('Osun', 'Ilesa', 7.6167, 4.7333),
  ng('Oyo', 'Ibadan', 7.3964, 3.9167),
  ng('Oyo', 'Ogbomosho', 8.1333, 4.25),
  ng('Oyo', 'Oyo', 7.85, 3.9333),
  ng('Plateau', 'Jos', 9.8965, 8.8583),
  ng('Rivers', 'Port Harcourt', 4.8242, 7.0336),
  ng('Rivers', 'Bonny', 4.4516, 7.17),
  ng('Sokoto', 'Sokoto', 13.0622, 5.2339),
  ng('Taraba', 'Jalingo', 8.8937, 11.3596),
  ng('Yobe', 'Damaturu', 11.747, 11.9608),
  ng('Yobe', 'Potiskum', 11.7091, 11.0694),
  ng('Zamfara', 'Gusau', 12.1704, 6.6641),

  // ── Ghana ────────────────────────────────────────────────
  gh('Greater Accra', 'Accra', 5.6037, -0.187),
  gh('Greater Accra', 'Tema', 5.6698, -0.0166),
  gh('Ashanti', 'Kumasi', 6.6885, -1.6244),
  gh('Ashanti', 'Obuasi', 6.2023, -1.6665),
  gh('Western', 'Sekondi-Takoradi', 4.934, -1.7137),
  gh('Central', 'Cape Coast', 5.1053, -1.2466),
  gh('Eastern', 'Koforidua', 6.094, -0.2591),
  gh('Volta', 'Ho', 6.6008, 0.4713),
  gh('Northern', 'Tamale', 9.4034, -0.8424),
  gh('Bono', 'Sunyani', 7.3399, -2.3268),
  gh('Upper East', 'Bolgatanga', 10.7856, -0.8514),
  gh('Upper West', 'Wa', 10.0601, -2.5099),

  // ── Benin ────────────────────────────────────────────────
  bj('Littoral', 'Cotonou', 6.3703, 2.3912),
  bj('Ouémé', 'Porto-Novo', 6.4969, 2.6289),
  bj('Atlantique', 'Abomey-Calavi', 6.4485, 2.3557),
  bj('Atlantique', 'Ouidah', 6.3631, 2.0851),
  bj('Borgou', 'Parakou', 9.3372, 2.6303),
  bj('Zou', 'Abomey', 7.1829, 1.9912),
  bj('Zou', 'Bohicon', 7.1782, 2.0667),
  bj('Atacora', 'Natitingou', 10.3042, 1.3796),
  bj('Mono', 'Lokossa', 6.6387, 1.7167),
  bj('Plateau', 'Pobè', 6.9804, 2.6647),

  // ── Cameroon ─────────────────────────────────────────────
  cm('Centre', 'Yaoundé', 3.848, 11.5021),
  cm('Littoral', 'Douala', 4.0511, 9.7679),
  cm('West', 'Bafoussam', 5.4737, 10.4179),
  cm('Northwest', 'Bamenda', 5.9631, 10.1591),
  cm('Southwest', 'Buea', 4.1527, 9.241),
  cm('Southwest', 'Limbe', 4.0227, 9.195),
  cm('North', 'Garoua', 9.3017, 13.3921),
  cm('Far North', 'Maroua', 10.5956, 14.3247),
  cm('Adamawa', 'Ngaoundéré', 7.3167, 13.5833),
];
