import { TIMINGS } from '@casting/contract';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../lib/after-paint';
import { ArrowUpIcon } from '../ui/icons';

/**
 * Where the page is, read when it scrolls or once a frame has painted, never in a render: read as
 * the app first commits, `scrollY` laid out the whole new page inside that commit's long task.
 */
let pastThreshold = false;

function subscribeToScroll(onChange: () => void): () => void {
  const update = () => {
    pastThreshold = window.scrollY > TIMINGS.scrollToTopThresholdPx;
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  // A page the browser restored part-way down.
  const cancel = afterPaint(update);
  return () => {
    cancel();
    window.removeEventListener('scroll', update);
  };
}

function isPastThreshold(): boolean {
  return pastThreshold;
}

/** A prerendered page is at its top. */
function atTop(): boolean {
  return false;
}

export function ScrollToTopButton() {
  const visible = useSyncExternalStore(subscribeToScroll, isPastThreshold, atTop);
  const { t } = useTranslation();
  if (!visible) return null;

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears at the top; keyboard focus moves to the page instead of being lost.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      className="fixed end-6 bottom-6 z-30 grid size-12 cursor-pointer place-items-center rounded-full bg-accent-600 text-white shadow-lift ring-2 ring-sand-50 transition hover:-translate-y-0.5 hover:bg-accent-700"
    >
      <ArrowUpIcon />
    </button>
  );
}
