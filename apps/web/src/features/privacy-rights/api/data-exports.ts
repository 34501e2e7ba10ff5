import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '@casting/contract';
import { dataExportKeys } from './data-export-keys';

type DataExports = { readonly exports: readonly DataExport[] };

/** How often the list is asked again while a copy is being prepared. */
const PREPARING_POLL_MS = 3_000;

/** The caller's copies of their data, newest first, asked again every few seconds while one is being prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: dataExportKeys.mine(),
    queryFn: async ({ signal }) => (await import('./data-export-requests')).fetchDataExports(signal),
    refetchInterval: (query) =>
      query.state.data?.exports.some((item) => item.status === 'PENDING') === true
        ? PREPARING_POLL_MS
        : false,
  });
}

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('./data-export-requests')).startDataExport(),
    onSuccess: (started) => {
      queryClient.setQueryData<DataExports>(dataExportKeys.mine(), (current) => ({
        exports: [started, ...(current?.exports ?? [])],
      }));
    },
  });
}
