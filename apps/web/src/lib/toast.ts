import { TIMINGS } from '@casting/contract';

/**
 * Spec §4/§9 durations. The cap of TIMINGS.toastMaxCount (20) toasts is react-hot-toast's own
 * TOAST_LIMIT, which it does not let callers change; keep the two equal when upgrading.
 */
export const TOAST_DURATIONS = {
  error: TIMINGS.toastErrorMs,
  success: TIMINGS.toastSuccessMs,
  loading: Number.POSITIVE_INFINITY,
} as const;

type HotToast = (typeof import('react-hot-toast'))['default'];

let loading: Promise<HotToast> | undefined;
/**
 * react-hot-toast loads with the toaster, when the first toast is raised; calls wait for it,
 * in order. One promise for every call: reactions to one promise run in the order they were added,
 * while separate `import()` calls may settle in any order (a success shown before the loading note
 * it replaces would then be replaced by it, for good).
 */
const library = (): Promise<HotToast> =>
  (loading ??= import('react-hot-toast').then((module) => module.default));

let raised = false;
const raisedListeners = new Set<() => void>();

/**
 * Whether a toast has been raised in this page's life: the toaster, and the library with it
 * (about 5 KB gzip), mount then rather than with every page (`app/providers.tsx`).
 */
export function toastRaised(): boolean {
  return raised;
}

export function subscribeToastRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => {
    raisedListeners.delete(listener);
  };
}

function markRaised(): void {
  if (raised) return;
  raised = true;
  for (const listener of raisedListeners) listener();
}

let lastId = 0;
/** Ids are ours, so a toast can be replaced or dismissed before the library has loaded. */
function idOf(given: string | undefined): string {
  lastId += 1;
  return given ?? `toast-${String(lastId)}`;
}

function show(
  kind: 'error' | 'success' | 'info' | 'loading',
  message: string,
  given: string | undefined,
): string {
  const id = idOf(given);
  markRaised();
  void library().then((hotToast) => {
    if (kind === 'info') hotToast(message, { id, duration: TOAST_DURATIONS.error });
    else hotToast[kind](message, { id, duration: TOAST_DURATIONS[kind] });
  });
  return id;
}

export const toast = {
  error(message: string, id?: string): string {
    return show('error', message, id);
  },
  success(message: string, id?: string): string {
    return show('success', message, id);
  },
  /** News that is neither a success nor a failure (e.g. 'Coming Soon'): no status mark. */
  info(message: string, id?: string): string {
    return show('info', message, id);
  },
  /** Stays until dismissed or replaced by a success/error toast with the same id. */
  loading(message: string): string {
    return show('loading', message, undefined);
  },
  dismiss(id?: string): void {
    void library().then((hotToast) => {
      hotToast.dismiss(id);
    });
  },
};
