import { useEffect } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

/** Spec §8 for reads: a failed load shows the server's sentence, or the screen's fallback, once. */
export function useErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    // The fallback doubles as the toast id, so a query failing again does not stack a second toast.
    if (error !== null && error !== undefined) toast.error(errorMessage(error, fallback), fallback);
  }, [error, fallback]);
}
