/**
 * Other names people use for towns and states, beyond GeoNames' own (curated by hand; the short forms are the ones
 * Nigerians write in listings and chats). Keyed by "State/Town" as the town is named in `nigeria-gazetteer.ts`.
 */
export const TOWN_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Rivers/Port Harcourt': ['PH', 'Port-Harcourt', 'Pitakwa', 'Portharcourt'],
  'Lagos/Lagos': ['Lagos City', 'Gidi'],
  'Federal Capital Territory/Abuja': ['Abuja City'],
  'Edo/Benin City': ['Benin'],
  'Ogun/Shagamu': ['Sagamu'],
  'Oyo/Ogbomoso': ['Ogbomosho'],
  'Osun/Osogbo': ['Oshogbo'],
  'Kwara/Ilorin': ['Ilorin City'],
};

/** States: "Lagos State" is how many people write it; "FCT" is what everyone calls the capital territory. */
export const STATE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Federal Capital Territory': ['FCT', 'FCT Abuja'],
  'Akwa Ibom': ['AKS'],
  'Cross River': ['CRS'],
};
