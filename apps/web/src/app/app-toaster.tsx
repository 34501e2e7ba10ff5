import { ToastBar, Toaster, type ToastPosition } from 'react-hot-toast';
import { TOAST_DURATIONS } from '../lib/toast';
import { IsolatedText } from '../ui/isolated-text';

const POSITION: ToastPosition = 'top-center';

export function AppToaster() {
  return (
    <Toaster
      position={POSITION}
      // Below the sticky top bar (h-18), so a toast never covers its menu.
      containerClassName="top-22!"
      toastOptions={{
        // react-hot-toast styles inline; the important modifier lets the design tokens win.
        className: 'rounded-full! bg-ink-950! px-4! font-sans text-sm text-sand-50! shadow-lift!',
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
      }}
    >
      {(shown) => (
        <ToastBar
          position={POSITION}
          // The names and titles a message isolated (`lib/isolate.ts`) show each in a `<bdi>`.
          toast={
            typeof shown.message === 'string'
              ? { ...shown, message: <IsolatedText text={shown.message} /> }
              : shown
          }
        />
      )}
    </Toaster>
  );
}
