import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchVerification, requestVerification } from './safety-requests';
import { safetyKeys } from './safety-keys';

/** The organization's latest verification request and its state (NONE before the first). */
export function useVerification() {
  return useQuery({
    queryKey: safetyKeys.verification(),
    queryFn: ({ signal }) => fetchVerification(signal),
  });
}

export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (verification) => {
      queryClient.setQueryData(safetyKeys.verification(), verification);
    },
  });
}
