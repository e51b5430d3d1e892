import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/i18n/languages';
import type { Me, ProfileUpdate } from '../../../shared/schemas/profile';
import { api } from '../../lib/api';
import { meQueryKey } from '../../lib/me';
import { authApi } from '../auth/api';

export const sessionsQueryKey = ['sessions'] as const;

/** The devices where the member is signed in (Account → Security). */
export const activeSessionsQuery = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: authApi.listSessions });

/** Keeps the member's language on the server, so every device they sign in on shows it. */
export const saveLanguage = (language: Language) => api('/api/v1/me/language', { method: 'PUT', body: { language } });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api<Me>('/api/v1/me', { method: 'PATCH', body: update }),
    onSuccess: (me) => client.setQueryData(meQueryKey, me),
  });
}
