import { z } from 'zod';
import { rowIdParam } from '../../shared/schemas/primitives';

/** A row id in a path or query (shared/schemas/primitives.ts). */
export const rowId = rowIdParam;

export const idParamsSchema = z.object({ id: rowId });

/** A successful DELETE: 204 without a body. */
export const deletedSchema = z.null().describe('Deleted');
