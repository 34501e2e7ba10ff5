import { markPaymentsTestMode } from './lib/payments-test-mode';

/**
 * The one script a prerendered public page starts with (ADR 017). The page is complete HTML:
 * it paints, reads and links without JavaScript. The app (`data-modules`, written by the
 * prerender: the entry first, then what it and the page import) loads the first time the
 * visitor points at, touches, focuses, scrolls or types on the page, and hydrates it. A button
 * pressed before the app has hydrated the page is pressed again once it has; a link is followed
 * as a link.
 *
 * A signed-in page the server rendered (ADR 021, `data-load="after-paint"`) loads the app as soon
 * as that HTML has painted: the page's first screen does not wait for the app's code, nor share
 * the network with it. The app renders that page afresh, so a press before then is not replayed.
 *
 * It first marks a page of the payment simulator's test mode, so its banner shows before the app.
 */
markPaymentsTestMode();
const script = document.querySelector<HTMLScriptElement>('script[data-modules]');
const [entry = '', ...modules] = (script?.dataset.modules ?? '').split(' ').filter(Boolean);
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'scroll', 'wheel'];

let loading: Promise<void> | undefined;
let pressed: HTMLElement | undefined;

function load(): Promise<void> {
  if (loading !== undefined) return loading;
  for (const type of INTENT) window.removeEventListener(type, startLoading, { capture: true });
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  loading = import(/* @vite-ignore */ entry).then(() => {
    document.removeEventListener('click', holdPress, { capture: true });
    pressed?.click();
  });
  return loading;
}

function startLoading(): void {
  void load();
}

/** A press on a button before the app is in: kept, and given to the app once it has hydrated. */
function holdPress(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>('button, [role="button"]');
  if (control === null) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pressed = control;
  void load();
}

if (entry !== '' && script?.dataset.load === 'after-paint') {
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  requestAnimationFrame(() => setTimeout(startLoading));
} else if (entry !== '') {
  for (const type of INTENT) window.addEventListener(type, startLoading, { capture: true, passive: true });
  document.addEventListener('click', holdPress, { capture: true });
}
