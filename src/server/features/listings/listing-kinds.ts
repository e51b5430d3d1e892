import type { z } from 'zod';
import type { Business, businessInputSchema, Profession, professionInputSchema } from '../../../shared/schemas/listings';
import type { LimitedListing } from '../billing/listing-limits';
import { msg } from '../../../shared/i18n/msg';

/** Where a kind of listing is stored. */
export interface ListingStorage {
  table: 'businesses' | 'professions';
  id: 'business_id' | 'profession_id';
  typeTable: 'business_types' | 'profession_types';
  typeId: 'business_type_id' | 'profession_type_id';
  /** Columns only this kind has, read back under `own`. */
  ownColumns: readonly string[];
  /** A business holds products whose images go with it. */
  holdsProducts: boolean;
}

/** What the API needs of one row of the kind, beyond the shared fields. */
export interface ListingOwnFields {
  id: number;
  listingType: { id: number; name: string; icon: string } | null;
  own: Record<string, unknown>;
}

/**
 * A kind of listing, described once: storage, messages, how its input maps to columns and how a row becomes its API
 * shape. Every listing-wide rule (ownership, plan limits, validation of place and type) is written once against it.
 */
export interface ListingKind<Api, Values> {
  kind: LimitedListing;
  storage: ListingStorage;
  messages: { notFound: string; forbidden: string; unknownType: string };
  /** The input field that names the type, for its error. */
  typeField: string;
  typeIdOf(values: Values): number | null;
  /** Its columns, but for the position, which the listings service resolves (resolve-position.ts). */
  columns(values: Values): Record<string, unknown>;
  /** The kind's own API fields, from its own columns and type. */
  apiFields(row: ListingOwnFields): Omit<Api, SharedApiField>;
}

/** The fields every listing has in the API, filled in by the listings service. */
export type SharedApiField =
  | 'owner'
  | 'description'
  | 'contactPhone'
  | 'contactPhoneVerified'
  | 'profilePicture'
  | 'place'
  | 'rating'
  | 'createdAt'
  | 'isOwner'
  | 'verified'
  | 'ownerIdentityVerified'
  | 'likeCount'
  | 'likedByMe';

export type BusinessValues = z.output<typeof businessInputSchema>;
export type ProfessionValues = z.output<typeof professionInputSchema>;

const placeColumns = (values: BusinessValues | ProfessionValues) => ({
  description: values.description,
  contact_phone: values.contactPhone,
  country_id: values.countryId,
  state_id: values.stateId,
  city_id: values.cityId,
  neighborhood_id: values.neighborhoodId,
  landmark: values.landmark,
});

export const BUSINESS: ListingKind<Business, BusinessValues> = {
  kind: 'business',
  storage: {
    table: 'businesses',
    id: 'business_id',
    typeTable: 'business_types',
    typeId: 'business_type_id',
    ownColumns: ['name', 'opening_hours', 'website_url'],
    holdsProducts: true,
  },
  messages: {
    notFound: msg('Business not found'),
    forbidden: msg('You can only change your own business'),
    unknownType: msg('Unknown business type'),
  },
  typeField: 'businessTypeId',
  typeIdOf: (values) => values.businessTypeId,
  columns: (values) => ({
    ...placeColumns(values),
    name: values.name,
    business_type_id: values.businessTypeId,
    opening_hours: values.openingHours,
    website_url: values.websiteUrl,
  }),
  apiFields: ({ id, listingType, own }) => ({
    businessId: id,
    name: own.name as string,
    businessType: listingType,
    openingHours: own.opening_hours as string | null,
    websiteUrl: own.website_url as string | null,
  }),
};

export const PROFESSION: ListingKind<Profession, ProfessionValues> = {
  kind: 'profession',
  storage: {
    table: 'professions',
    id: 'profession_id',
    typeTable: 'profession_types',
    typeId: 'profession_type_id',
    ownColumns: ['title', 'availability_hours', 'hourly_rate_kobo', 'approximate_area'],
    holdsProducts: false,
  },
  messages: {
    notFound: msg('Profile not found'),
    forbidden: msg('You can only change your own profession'),
    unknownType: msg('Unknown profession type'),
  },
  typeField: 'professionTypeId',
  typeIdOf: (values) => values.professionTypeId,
  columns: (values) => ({
    ...placeColumns(values),
    title: values.title,
    profession_type_id: values.professionTypeId,
    availability_hours: values.availabilityHours,
    hourly_rate_kobo: values.hourlyRateKobo,
    approximate_area: values.approximateArea,
  }),
  apiFields: ({ id, listingType, own }) => ({
    professionId: id,
    title: own.title as string,
    professionType: listingType,
    availabilityHours: own.availability_hours as string | null,
    hourlyRateKobo: own.hourly_rate_kobo === null || own.hourly_rate_kobo === undefined ? null : Number(own.hourly_rate_kobo),
    approximateArea: own.approximate_area === true,
  }),
};
