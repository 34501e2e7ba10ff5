import { cx } from './class-names';
import { Icon, type IconProps } from './icons';

/**
 * The mark of an organization the platform has verified (issue 35): a seal whose accessible name
 * (`label`, "Verified organization" in the page's catalogue) is read beside the organization's
 * name where an answer says `verified: true`.
 */
export function VerifiedMark({ label, className }: { readonly label: string; readonly className?: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cx('inline-flex shrink-0 text-accent-600', className)}
    >
      <VerifiedSealIcon className="size-[1.1em]" />
    </span>
  );
}

/** The verified organization's mark: a filled seal with a tick. */
function VerifiedSealIcon(props: IconProps) {
  return (
    <Icon strokeWidth={0} {...props}>
      <path
        fill="currentColor"
        d="M12 2l2.4 1.8 3-.2.9 2.9 2.5 1.7-1 2.8 1 2.8-2.5 1.7-.9 2.9-3-.2L12 22l-2.4-1.8-3 .2-.9-2.9-2.5-1.7 1-2.8-1-2.8 2.5-1.7.9-2.9 3 .2z"
      />
      <path d="M8.5 12.2l2.3 2.3 4.7-4.8" stroke="#fff" strokeWidth={2} fill="none" />
    </Icon>
  );
}
