import { TIMINGS } from '@casting/contract';
import hotToast from 'react-hot-toast';

/**
 * Spec §4/§9 durations. The cap of TIMINGS.toastMaxCount (20) toasts is react-hot-toast's own
 * TOAST_LIMIT, which it does not let callers change; keep the two equal when upgrading.
 */
export const TOAST_DURATIONS = {
  error: TIMINGS.toastErrorMs,
  success: TIMINGS.toastSuccessMs,
  loading: Number.POSITIVE_INFINITY,
} as const;

export const toast = {
  error(message: string, id?: string): string {
    return hotToast.error(message, { id, duration: TOAST_DURATIONS.error });
  },
  success(message: string, id?: string): string {
    return hotToast.success(message, { id, duration: TOAST_DURATIONS.success });
  },
  /** News that is neither a success nor a failure (e.g. 'Coming Soon'): no status mark. */
  info(message: string, id?: string): string {
    return hotToast(message, { id, duration: TOAST_DURATIONS.error });
  },
  /** Stays until dismissed or replaced by a success/error toast with the same id. */
  loading(message: string): string {
    return hotToast.loading(message, { duration: TOAST_DURATIONS.loading });
  },
  dismiss(id?: string): void {
    hotToast.dismiss(id);
  },
};
