import { Suspense, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';

/** The handlers a stand-in button takes: each starts loading the real control. */
export interface IntentHandlers {
  readonly onPointerEnter: () => void;
  readonly onTouchStart: () => void;
  readonly onFocus: () => void;
  readonly onBlur: (event: FocusEvent) => void;
  readonly onPointerDown: () => void;
  readonly onClick: () => void;
}

/** Runs once the loaded control's elements are in the document. */
function Loaded({ onLoaded }: { readonly onLoaded: () => void }) {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

/**
 * A top-bar menu whose code (Headless UI, about 40 KB gzip) loads when the person reaches for it
 * (points at, touches or focuses its button), not with every page. Until then `standIn` draws the
 * same button without the library. The loaded control's button replaces it: a press made while it
 * loaded is pressed again on it, and focus that was on the stand-in moves to it, so neither is lost
 * (as on the public pages, ADR 017).
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
    setWanted(true);
  };
  const handlers: IntentHandlers = {
    onPointerEnter: want,
    onTouchStart: want,
    onFocus: () => {
      focused.current = true;
      want();
    },
    // Focus that moved on stays where it went; a stand-in taken away loses it without a target.
    onBlur: (event) => {
      if (event.relatedTarget !== null) focused.current = false;
    },
    onPointerDown: () => {
      pressed.current = true;
      want();
    },
    onClick: () => {
      pressed.current = true;
      want();
    },
  };
  const [onLoaded] = useState(() => () => {
    const button = box.current?.querySelector('button');
    if (button === null || button === undefined) return;
    if (focused.current) button.focus();
    // Headless UI's menu opens on a mouse's pointerdown, its popover on click: a pointerdown, then
    // a click if that did not open it.
    if (pressed.current) {
      button.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse', button: 0 }),
      );
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
    }
    pressed.current = false;
    focused.current = false;
  });
  return (
    <div ref={box} className="contents">
      {wanted ? (
        <Suspense fallback={standIn(handlers)}>
          {children}
          <Loaded onLoaded={onLoaded} />
        </Suspense>
      ) : (
        standIn(handlers)
      )}
    </div>
  );
}
