import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds, ticking each second until it reaches 0. */
export function useCountdown(): { readonly secondsLeft: number; readonly start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, []);

  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [until]);

  return { secondsLeft: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start };
}
