import type { ReportTargetType } from '@casting/contract';
import { lazy } from 'react';
import { LoadOnIntent } from '../../../app/load-on-intent';
import { cx } from '../../../ui/class-names';
import { MoreIcon } from '../../../ui/safety-icons';

const loadPanel = () => import('./safety-menu-panel');
const SafetyMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.SafetyMenuPanel })));

export interface SafetyMenuProps {
  /** The button's accessible name ("More actions for Lina", "Message actions"). */
  readonly label: string;
  /** What Report reports; without it the menu has no Report. */
  readonly report?: { readonly targetType: ReportTargetType; readonly targetId: string };
  /** Whom Block blocks: their user, talent profile or organization id; without it, no Block. */
  readonly blockId?: string | null;
  /** The person or organization concerned, named in the items and dialogs. */
  readonly name: string;
  /** Small beside a message or a card, regular in a page's or a chat's header. */
  readonly size?: 'sm' | 'md';
  readonly className?: string;
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
 * the dialogs, the API client) loads when the person reaches for the button, not with the page.
 */
export function SafetyMenu(props: SafetyMenuProps) {
  const size = props.size ?? 'md';
  return (
    <LoadOnIntent
      load={loadPanel}
      standIn={(handlers) => (
        <button
          type="button"
          aria-label={props.label}
          aria-haspopup="menu"
          aria-expanded={false}
          className={moreButtonClass(size, props.className)}
          {...handlers}
        >
          <MoreIcon className="size-5" />
        </button>
      )}
    >
      <SafetyMenuPanel {...props} />
    </LoadOnIntent>
  );
}
