import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router';
import { handlePopStateFirst } from './first-popstate';

/** The parts of the history object `BrowserRouter` hands its links and `useNavigate` (closures, no `this`). */
interface RouterHistory {
  push: (to: To, state?: unknown, options?: unknown) => void;
  replace: (to: To, state?: unknown, options?: unknown) => void;
  go: (delta: number) => void;
}

export interface LeaveGuard {
  /** A navigation waits for the person's answer. */
  readonly asking: boolean;
  /** Leave anyway: the waiting navigation goes on. */
  readonly leave: () => void;
  /** Stay on the page: the waiting navigation is dropped. */
  readonly stay: () => void;
  /** Lets the next navigations through without asking, e.g. once the form was sent. */
  readonly release: () => void;
}

function pathnameOf(to: To, current: string): string {
  if (typeof to !== 'string') return to.pathname ?? current;
  return new URL(to, window.location.href).pathname;
}

function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * Asks before leaving a page with unsaved changes while `when` holds: in-app links and
 * navigations, Back and Forward, and closing or reloading the tab (the browser's own question).
 *
 * React Router's `useBlocker` needs its data router, which this app left for 17 KB on every page
 * (ADR 016, ADR 024). So the guard wraps the `BrowserRouter` history's `push`, `replace` and `go`
 * (which `Link` and `useNavigate` call), and takes Back/Forward's `popstate` before the router
 * does (`first-popstate.ts`), going back to where it was until the person answers: what
 * `useBlocker` does. Changing only the query or hash of the same page
 * never asks.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!when) return undefined;
    const history = navigator as unknown as RouterHistory;
    const { push, replace, go } = history;
    const ask = (retry: () => void) => {
      if (released.current) retry();
      else setWaiting(() => retry);
    };
    history.push = (to, ...rest) => {
      const move = () => {
        push(to, ...rest);
      };
      if (pathnameOf(to, pathname) === pathname) move();
      else ask(move);
    };
    history.replace = (to, ...rest) => {
      const move = () => {
        replace(to, ...rest);
      };
      if (pathnameOf(to, pathname) === pathname) move();
      else ask(move);
    };
    history.go = (delta) => {
      ask(() => {
        go(delta);
      });
    };

    const here = historyIndex(window.history.state);
    // The popstate our own history.go() causes, going back or going on.
    let ownMove: 'restore' | 'pass' | null = null;
    const onPopState = (event: PopStateEvent) => {
      if (ownMove === 'pass') {
        ownMove = null;
        return;
      }
      if (released.current) return;
      event.stopImmediatePropagation();
      if (ownMove === 'restore') {
        ownMove = null;
        return;
      }
      const there = historyIndex(event.state);
      if (here === undefined || there === undefined) return;
      ownMove = 'restore';
      window.history.go(here - there);
      ask(() => {
        ownMove = 'pass';
        window.history.go(there - here);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    handlePopStateFirst(onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      history.push = push;
      history.replace = replace;
      history.go = go;
      handlePopStateFirst(null);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigator, pathname]);

  return {
    asking: waiting !== null,
    leave: () => {
      released.current = true;
      setWaiting(null);
      waiting?.();
    },
    stay: () => {
      setWaiting(null);
    },
    release: () => {
      released.current = true;
    },
  };
}
