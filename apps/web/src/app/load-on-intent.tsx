import {
  startTransition,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';

/** The handlers a stand-in button takes: each starts loading the real control. */
export interface IntentHandlers {
  /** A touch's pointer enters too, just before it presses: no touchstart handler is needed. */
  readonly onPointerEnter: () => void;
  readonly onFocus: () => void;
  readonly onBlur: (event: FocusEvent) => void;
  readonly onPointerDown: () => void;
  readonly onClick: () => void;
}

/**
 * Runs in the commit that puts the loaded control's elements in the document, before any input
 * event can reach them: a press that follows lands on a button that already knows of the first.
 */
function Loaded({ onLoaded }: { readonly onLoaded: () => void }) {
  useLayoutEffect(onLoaded, [onLoaded]);
  return null;
}

/**
 * A top-bar menu whose code (Headless UI, about 40 KB gzip) loads when the person reaches for it
 * (points at, touches or focuses its button), not with every page. Until then `standIn` draws the
 * same button without the library. The loaded control's button replaces it: a press made while it
 * loaded is pressed again on it, and focus that was on the stand-in moves to it, so neither is lost
 * (as on the public pages, ADR 017).
 *
 * The stand-in stays the same element until the control has loaded: wanting it is a transition, so
 * React keeps the stand-in on the screen instead of swapping it for a fallback copy. A press that
 * arrives with the pointer (a tap, an automated click) reaches the stand-in right after the
 * pointer's arrival asked for the code; had that arrival replaced the button, the press would land
 * on a removed element, reach no handler, and open nothing.
 */
export function LoadOnIntent({
  load,
  standIn,
  children,
}: {
  readonly load: () => Promise<unknown>;
  readonly standIn: (handlers: IntentHandlers) => ReactNode;
  /** The loaded control: a lazy component, whose first element is its button. */
  readonly children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const focused = useRef(false);
  const want = () => {
    void load();
    startTransition(() => {
      setWanted(true);
    });
  };
  function press() {
    pressed.current = true;
    want();
  }
  const handlers: IntentHandlers = {
    onPointerEnter: want,
    onFocus: () => {
      focused.current = true;
      want();
    },
    // Focus that moved on stays where it went; a stand-in taken away loses it without a target.
    onBlur: (event) => {
      if (event.relatedTarget !== null) focused.current = false;
    },
    onPointerDown: press,
    onClick: press,
  };
  const [onLoaded] = useState(() => () => {
    const button = box.current?.querySelector('button');
    if (button === null || button === undefined) return;
    if (focused.current) button.focus();
    // Headless UI's menu opens on a mouse's pointerdown (of the main button, 0 by default), its
    // popover on click: a pointerdown, then a click if that did not open it.
    if (pressed.current) {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
    }
    pressed.current = false;
    focused.current = false;
  });
  return (
    <div ref={box} className="contents">
      <Suspense fallback={standIn(handlers)}>
        {wanted ? (
          <>
            {children}
            <Loaded onLoaded={onLoaded} />
          </>
        ) : (
          standIn(handlers)
        )}
      </Suspense>
    </div>
  );
}
