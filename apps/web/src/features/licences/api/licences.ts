import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddLicenceBody, Licence } from '@casting/contract';
import { licenceKeys } from './licence-keys';

type Licences = { readonly licences: readonly Licence[] };

/** The caller's licences, newest first, in every state. */
export function useLicences() {
  return useQuery({
    queryKey: licenceKeys.mine(),
    queryFn: async ({ signal }) => (await import('./licence-requests')).fetchLicences(signal),
  });
}

export function useAddLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddLicenceBody) => (await import('./licence-requests')).addLicence(body),
    onSuccess: (licence) => {
      queryClient.setQueryData<Licences>(licenceKeys.mine(), (current) => ({
        licences: [licence, ...(current?.licences ?? [])],
      }));
    },
  });
}

export function useRemoveLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (licence: Licence) => (await import('./licence-requests')).removeLicence(licence.id),
    onSuccess: async (_removed, licence) => {
      queryClient.setQueryData<Licences>(licenceKeys.mine(), (current) => ({
        licences: (current?.licences ?? []).filter((kept) => kept.id !== licence.id),
      }));
      // A verified licence's badge leaves the talent's profile and card at once.
      if (licence.status === 'VERIFIED')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['profiles'] }),
          queryClient.invalidateQueries({ queryKey: ['individuals'] }),
        ]);
    },
  });
}
