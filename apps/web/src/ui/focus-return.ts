import { useEffect } from 'react';

/**
 * The last element focused outside any dialog. Headless UI returns focus to the element that
 * opened a dialog from a record it starts only once its code runs, which can be after the press
 * that opened the first dialog: then closing left focus nowhere.
 */
let lastFocused: HTMLElement | null = null;

function remember(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLElement && target.closest('[role="dialog"]') === null) lastFocused = target;
}

if (typeof document !== 'undefined') document.addEventListener('focusin', remember, true);

/**
 * Rendered inside a dialog: when the dialog goes, focus returns to the element that had it before
 * the dialog opened, unless something else has taken it.
 */
export function useFocusReturn(): void {
  useEffect(() => {
    const opener = lastFocused;
    return () => {
      window.setTimeout(() => {
        const active = document.activeElement;
        if ((active === null || active === document.body) && opener?.isConnected === true) opener.focus();
      }, 0);
    };
  }, []);
}
