import { lazy, Suspense, type ReactNode } from 'react';
import { SWITCH_FIELD_CLASSES } from './switch-field-classes';

export interface SwitchFieldProps {
  readonly label: ReactNode;
  /** The state in words, under the label. */
  readonly description: ReactNode;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

const SwitchFieldControl = lazy(() =>
  import('./switch-field-control').then((module) => ({ default: module.SwitchFieldControl })),
);

/** What shows, in the same place and state, while the switch's code loads after the page. */
function SwitchFieldPlaceholder({ label, description, checked }: SwitchFieldProps) {
  return (
    <div className={SWITCH_FIELD_CLASSES.field}>
      <div className="min-w-0">
        <span className={SWITCH_FIELD_CLASSES.label}>{label}</span>
        <p className={SWITCH_FIELD_CLASSES.description}>{description}</p>
      </div>
      <span className={SWITCH_FIELD_CLASSES.track} data-checked={checked ? '' : undefined} aria-hidden="true">
        <span className={SWITCH_FIELD_CLASSES.thumb} />
      </span>
    </div>
  );
}

/**
 * A labelled on/off switch that acts at once (Headless UI's Switch: a `role="switch"` button
 * with its label and description). Its library loads after the page renders, not with it.
 */
export function SwitchField(props: SwitchFieldProps) {
  return (
    <Suspense fallback={<SwitchFieldPlaceholder {...props} />}>
      <SwitchFieldControl {...props} />
    </Suspense>
  );
}
