import type { ReportTargetType } from '@casting/contract';
import { useRef, useSyncExternalStore, type ComponentType, type PointerEvent } from 'react';
import { cx } from '../../../ui/class-names';
import { MoreIcon } from '../../../ui/safety-icons';

type Panel = ComponentType<SafetyMenuProps & { readonly start: SafetyMenuStart }>;

// The loaded panel itself, not a lazy component: a lazy one would suspend once more on its first
// render and swap the stand-in for its fallback's copy, and a key pressed on the focused stand-in
// in between would land on nothing. Drawn directly, the panel replaces the stand-in in one commit.
let panel: Panel | null = null;
const loadedListeners = new Set<() => void>();
const loadPanel = () =>
  import('./safety-menu-panel').then((module) => {
    if (panel === null) {
      panel = module.SafetyMenuPanel;
      for (const listener of loadedListeners) listener();
    }
    return module;
  });

function subscribeLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => {
    loadedListeners.delete(listener);
  };
}

export interface SafetyMenuProps {
  /** The button's accessible name ("More actions for Lina", "Message actions"). */
  readonly label: string;
  /** What Report reports; without it the menu has no Report. */
  readonly report?: { readonly targetType: ReportTargetType; readonly targetId: string };
  /** Whom Block blocks: their user, talent profile or organization id; without it, no Block. */
  readonly blockId?: string | null;
  /** The person or organization concerned, named in the items and dialogs. */
  readonly name: string;
  /** Which edge of the button the menu lines up with: the message's own side, or the end. */
  readonly align?: 'start' | 'end';
  /** Small beside a message or a card, regular in a page's or a chat's header. */
  readonly size?: 'sm' | 'md';
  readonly className?: string;
}

/** How the loaded panel starts: opened and focused when the stand-in was pressed or focused. */
export interface SafetyMenuStart {
  readonly open: boolean;
  readonly focus: boolean;
}

export function moreButtonClass(size: 'sm' | 'md', className?: string): string {
  return cx(
    'grid shrink-0 cursor-pointer place-items-center rounded-full text-ink-600 transition-colors hover:bg-ink-950/5 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-accent-600 data-open:bg-ink-950/5 data-open:text-ink-950',
    size === 'sm' ? 'size-8' : 'size-11 border border-ink-950/15 bg-white',
    className,
  );
}

/**
 * "⋯": Report and Block for a message, a job, a person or a review. Its code (Headless UI's menu,
 * the dialogs, the API client) loads when a mouse points at the button, it is focused or pressed,
 * not with the page; then every such button on the page becomes the real menu at once. A button
 * pressed or focused while it loaded opens or keeps the focus.
 */
export function SafetyMenu(props: SafetyMenuProps) {
  const Loaded = useSyncExternalStore(
    subscribeLoaded,
    () => panel,
    () => null,
  );
  const start = useRef<{ open: boolean; focus: boolean }>({ open: false, focus: false });
  const size = props.size ?? 'md';
  const standIn = (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={moreButtonClass(size, props.className)}
      onPointerEnter={(event: PointerEvent) => {
        // A touch's tap follows at once: it loads on the press instead, and opens when loaded.
        if (event.pointerType === 'mouse') void loadPanel();
      }}
      onFocus={() => {
        start.current.focus = true;
        void loadPanel();
      }}
      onBlur={() => {
        start.current.focus = false;
      }}
      onPointerDown={() => {
        start.current.open = true;
        void loadPanel();
      }}
      onClick={() => {
        start.current.open = true;
        void loadPanel();
      }}
    >
      <MoreIcon className="size-5" />
    </button>
  );
  if (Loaded === null) return standIn;
  return <Loaded {...props} start={start.current} />;
}
