import { Description, Field, Label, Switch } from '@headlessui/react';
import type { SwitchFieldProps } from './switch-field';
import { SWITCH_FIELD_CLASSES } from './switch-field-classes';

/** The labelled switch of `switch-field.tsx`, by Headless UI. */
export function SwitchFieldControl({ label, description, checked, disabled, onChange }: SwitchFieldProps) {
  return (
    <Field className={SWITCH_FIELD_CLASSES.field}>
      <div className="min-w-0">
        <Label className={SWITCH_FIELD_CLASSES.label}>{label}</Label>
        <Description className={SWITCH_FIELD_CLASSES.description}>{description}</Description>
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className={`${SWITCH_FIELD_CLASSES.track} cursor-pointer data-disabled:cursor-wait`}
      >
        <span aria-hidden="true" className={SWITCH_FIELD_CLASSES.thumb} />
      </Switch>
    </Field>
  );
}
