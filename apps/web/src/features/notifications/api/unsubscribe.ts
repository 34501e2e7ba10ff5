import { notificationsApi } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /notifications/unsubscribe with an e-mail link's signed token; no session needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiRequest(notificationsApi.unsubscribe, { body: { token } }),
  });
}
