import { badRequest } from '../http/errors';

/** 400 in the same shape as schema validation ("field: message" plus every field), when there is anything to refuse. */
export function refuseFields(fields: Record<string, string>): void {
  const [first] = Object.entries(fields);
  if (first) throw badRequest(`${first[0]}: ${first[1]}`, fields);
}
