import { tagsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Answers the existing tag when one has the same title in any case, so Enter never duplicates a tag. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => apiRequest(tagsApi.create, { body: { title } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['tags', 'search'] });
    },
  });
}
