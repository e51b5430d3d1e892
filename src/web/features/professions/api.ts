import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profession, ProfessionInput } from '../../../shared/schemas/listings';
import { listingApi, type MyListings } from '../listings';

export const professionKeys = {
  all: ['professions'] as const,
  mine: ['professions', 'mine'] as const,
};

/** After a change the owner's list and any cached detail page (['profession', id]) are stale. */
export function invalidateProfessions(client: QueryClient) {
  void client.invalidateQueries({ queryKey: professionKeys.all });
  void client.invalidateQueries({ queryKey: ['profession'] });
}

export type MyProfessions = MyListings<Profession>;

export const professionsApi = listingApi<Profession, ProfessionInput>('professions');

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
