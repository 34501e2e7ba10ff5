import { TIMINGS } from '@casting/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4: switching between jobs and profiles shows the loading state for a fixed time. */
export function useSwitchLoading(): [boolean, () => void] {
  const [loading, setLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const start = useCallback(() => {
    window.clearTimeout(timer.current);
    setLoading(true);
    timer.current = window.setTimeout(() => {
      setLoading(false);
    }, TIMINGS.exploreSwitchLoadingMs);
  }, []);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  return [loading, start];
}
