/** The levels a listing was placed by before the gazetteer (kept when its owner does not choose an area), and its landmark. */
export interface LocationValue {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  neighborhoodId: number | null;
  landmark: string;
}

export const EMPTY_LOCATION: LocationValue = { countryId: null, stateId: null, cityId: null, neighborhoodId: null, landmark: '' };
