import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSettings } from '@casting/contract';
import { safetyKeys } from './safety-keys';

export function useContactSettings() {
  return useQuery({
    queryKey: safetyKeys.contactSettings(),
    queryFn: async ({ signal }) => (await import('./safety-requests')).fetchContactSettings(signal),
  });
}

export function useSaveContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ContactSettings) =>
      (await import('./safety-requests')).saveContactSettings(settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(safetyKeys.contactSettings(), settings);
    },
  });
}
