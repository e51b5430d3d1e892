import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlanUsage, Profession, ProfessionInput } from '../../../shared/schemas/listings';
import { api } from '../../lib/api';
import { upload } from '../listings';

export const professionKeys = {
  all: ['professions'] as const,
  mine: ['professions', 'mine'] as const,
};

/** After a change the owner's list and any cached detail page (['profession', id]) are stale. */
export function invalidateProfessions(client: QueryClient) {
  void client.invalidateQueries({ queryKey: professionKeys.all });
  void client.invalidateQueries({ queryKey: ['profession'] });
}

export interface MyProfessions {
  items: Profession[];
  usage: PlanUsage;
}

export const professionsApi = {
  mine: () => api<MyProfessions>('/api/v1/professions/mine'),
  create: (input: ProfessionInput) => api<Profession>('/api/v1/professions', { method: 'POST', body: input as Record<string, unknown> }),
  update: (id: number, input: ProfessionInput) =>
    api<Profession>(`/api/v1/professions/${id}`, { method: 'PUT', body: input as Record<string, unknown> }),
  remove: (id: number) => api<void>(`/api/v1/professions/${id}`, { method: 'DELETE' }),
  uploadPicture: (id: number, file: File) => upload<{ profilePicture: string }>(`/api/v1/professions/${id}/picture`, file, 'PUT'),
  removePicture: (id: number) => api<void>(`/api/v1/professions/${id}/picture`, { method: 'DELETE' }),
};

export function useMyProfessions(enabled = true) {
  return useQuery({ queryKey: professionKeys.mine, queryFn: professionsApi.mine, enabled });
}

export function useDeleteProfession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => professionsApi.remove(id),
    onSuccess: () => invalidateProfessions(client),
  });
}
