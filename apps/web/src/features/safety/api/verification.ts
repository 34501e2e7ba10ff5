import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestVerificationBody } from '@casting/contract';
import { safetyKeys } from './safety-keys';

/** The organization's latest verification request and its state (NONE before the first). */
export function useVerification() {
  return useQuery({
    queryKey: safetyKeys.verification(),
    queryFn: async ({ signal }) => (await import('./safety-requests')).fetchVerification(signal),
  });
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestVerificationBody) =>
      (await import('./safety-requests')).requestVerification(body),
    onSuccess: (verification) => {
      queryClient.setQueryData(safetyKeys.verification(), verification);
    },
  });
}
