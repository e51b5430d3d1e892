/** Valid request bodies for creating a business and a profession (no place, no position), with overrides. */
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
  ...overrides,
});
