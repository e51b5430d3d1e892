import { z } from 'zod';

/** A row id in a path or query: digits only, so "1e3" or "0x10" are refused rather than coerced. */
export const rowId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'Must be a positive whole number')
  .transform(Number);

export const idParamsSchema = z.object({ id: rowId });

/** A successful DELETE: 204 without a body. */
export const deletedSchema = z.null().describe('Deleted');
