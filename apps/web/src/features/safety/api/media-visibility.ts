import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@casting/contract';
import { safetyKeys } from './safety-keys';

export function useMediaVisibility() {
  return useQuery({
    queryKey: safetyKeys.mediaVisibility(),
    queryFn: async ({ signal }) => (await import('./safety-requests')).fetchMediaVisibility(signal),
  });
}

export function useSaveMediaVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PrivacySettings) =>
      (await import('./safety-requests')).saveMediaVisibility(settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(safetyKeys.mediaVisibility(), settings);
    },
  });
}
