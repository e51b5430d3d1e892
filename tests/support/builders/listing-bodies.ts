/** The fields that say where a listing is. */
const PLACE_FIELDS = ['countryId', 'stateId', 'cityId', 'neighborhoodId', 'latitude', 'longitude'];

/**
 * A listing must be placed (decision 0029). Unless the overrides say where, the bodies pin it in Maroua, Cameroon:
 * served, and beyond the Free radius of every place the tests look from (Lagos, Ibadan, Abuja, Kano), so a listing
 * made only to exist shows up in no test's nearby, feed, search or map.
 */
export const FAR_PIN = { latitude: 10.5956, longitude: 14.3247 };
const placeOf = (overrides: Record<string, unknown>) => (PLACE_FIELDS.some((field) => field in overrides) ? {} : FAR_PIN);

/** Valid request bodies for creating a business and a profession, with overrides. */
export const businessBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mama Put Kitchen',
  description: 'Jollof, ofada and pepper soup.',
  businessTypeId: null,
  openingHours: 'Mon–Sat 8am–9pm',
  contactPhone: '0803 123 4567',
  websiteUrl: 'mamaput.ng',
  countryId: null,
  stateId: null,
  cityId: null,
  neighborhoodId: null,
  landmark: null,
  latitude: null,
  longitude: null,
  ...placeOf(overrides),
  ...overrides,
});

export const professionBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Electrician',
  description: 'House wiring and inverter installation.',
  professionTypeId: null,
  availabilityHours: 'Weekdays 9–5',
  contactPhone: '08031234567',
  hourlyRateKobo: 500_000,
  countryId: null,
  stateId: null,
  cityId: null,
  neighborhoodId: null,
  landmark: null,
  latitude: null,
  longitude: null,
  ...placeOf(overrides),
  ...overrides,
});
