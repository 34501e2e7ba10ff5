import { TIMINGS } from '@casting/contract';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../ui/icons';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
  };
}

function isPastThreshold(): boolean {
  return window.scrollY > TIMINGS.scrollToTopThresholdPx;
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
