import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityState } from '../../../shared/schemas/identity';
import { api } from '../../lib/api';

/** The member's own verification request (read here, sent by request-verification.ts). */
export const MINE = '/api/v1/me/identity-verification';

export const identityKeys = {
  mine: ['identity', 'me'] as const,
  queue: ['admin', 'identity'] as const,
};

/** Account → Verification: the member's latest request and whether they carry the badge. */
export const identityStateQuery = () => queryOptions({ queryKey: identityKeys.mine, queryFn: () => api<IdentityState>(MINE) });

export function useIdentityState() {
  return useQuery(identityStateQuery());
}
