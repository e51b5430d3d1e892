// The signed-in member's own record (GET /api/v1/me), read by the shell, pages and features alike.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../shared/schemas/profile';
import { api } from './api';

export const meQueryKey = ['me'] as const;

export const meQuery = () => queryOptions({ queryKey: meQueryKey, queryFn: () => api<Me>('/api/v1/me') });

export function useMe(enabled = true) {
  return useQuery({ ...meQuery(), enabled });
}
