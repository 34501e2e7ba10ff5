import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchContactSettings, saveContactSettings } from './safety-requests';
import { safetyKeys } from './safety-keys';

export function useContactSettings() {
  return useQuery({
    queryKey: safetyKeys.contactSettings(),
    queryFn: ({ signal }) => fetchContactSettings(signal),
  });
}

export function useSaveContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(safetyKeys.contactSettings(), settings);
    },
  });
}
