import { Toaster } from 'react-hot-toast';
import { TOAST_DURATIONS } from '../lib/toast';

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      // Below the sticky top bar (h-18), so a toast never covers its menu.
      containerClassName="top-22!"
      toastOptions={{
        // react-hot-toast styles inline; the important modifier lets the design tokens win.
        className: 'rounded-full! bg-ink-950! px-4! font-sans text-sm text-sand-50! shadow-lift!',
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
      }}
    />
  );
}
