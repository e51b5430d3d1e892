import { z } from 'zod';
import { msg } from '../i18n/msg';

/**
 * The building blocks of every input schema, with the bounds of the columns behind them: PostgreSQL refuses NUL
 * characters in text and whole numbers beyond its integer types, so the schemas refuse them first (400, not 500).
 */

/** Largest `integer` (reference data: countries, states, cities, neighbourhoods, types). */
export const MAX_INT32 = 2_147_483_647;
/** Largest row id accepted (`bigint` identities; 15 digits stay exact in a JavaScript number). */
export const MAX_ROW_ID = 999_999_999_999_999;

export const NUL_MESSAGE = msg('Text cannot contain NUL characters');

/**
 * A string without NUL characters; chain .trim(), .min(), .max() as usual. These builders are marked free of side
 * effects, so a page that imports a module's constants but none of its schemas is built without zod.
 */
/* @__NO_SIDE_EFFECTS__ */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/** A reference-data id (PostgreSQL `integer`) in a JSON body. */
/* @__NO_SIDE_EFFECTS__ */
export const lookupId = (message = msg('Must be a positive whole number')) =>
  z.number({ message }).int(message).positive(message).max(MAX_INT32, message);
/** A row id (PostgreSQL `bigint` identity) in a JSON body. */
/* @__NO_SIDE_EFFECTS__ */
export const rowIdNumber = (message = msg('Must be a positive whole number')) =>
  z.number({ message }).int(message).positive(message).max(MAX_ROW_ID, message);

/** A reference-data id in a query string. */
export const lookupIdQuery = z.coerce.number().int().positive().max(MAX_INT32);

/** A row id in a path or query: digits only, so "1e3" or "0x10" are refused rather than coerced. */
export const rowIdParam = text()
  .regex(/^[1-9]\d{0,14}$/, msg('Must be a positive whole number'))
  .transform(Number);

/**
 * A latitude or longitude in a query string, rounded to 7 decimals (about a centimetre): finer means nothing, and a
 * number as small as 5e-324 makes PostgreSQL's distance arithmetic fail with an underflow error (a 500, not an answer).
 */
/* @__NO_SIDE_EFFECTS__ */
const coordinateQuery = (limit: number, message: string) =>
  z.coerce
    .number({ message })
    .min(-limit, message)
    .max(limit, message)
    .transform((value) => Math.round(value * 1e7) / 1e7);
export const latitudeQuery = coordinateQuery(90, msg('Latitude must be between -90 and 90'));
export const longitudeQuery = coordinateQuery(180, msg('Longitude must be between -180 and 180'));

/** A page size or similar small count in a query string. */
/* @__NO_SIDE_EFFECTS__ */
export const queryCount = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** An opaque cursor in a query string. */
/* @__NO_SIDE_EFFECTS__ */
export const cursorParam = (max: number) => text().max(max);
