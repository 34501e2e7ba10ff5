import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../../../ui/form/field';
import { inputClasses } from '../../../ui/form/field-styles';

export interface NumberInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'value' | 'onChange'
> {
  readonly label: ReactNode;
  readonly value: number | undefined;
  /** NaN while the box is empty or not a number, so the schema reports it as missing. */
  readonly onChange: (value: number) => void;
  readonly error?: string | undefined;
  /** Marks the box invalid when its message is shown elsewhere (under a group of boxes). */
  readonly invalid?: boolean;
}

/** A number box whose form value is a number, as the contract's schemas expect. */
export function NumberInput({
  label,
  value,
  onChange,
  error,
  invalid: groupInvalid = false,
  className,
  ...input
}: NumberInputProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          aria-describedby={describedBy}
          aria-invalid={invalid || groupInvalid}
          className={inputClasses(invalid || groupInvalid, className)}
          value={value === undefined || Number.isNaN(value) ? '' : String(value)}
          onChange={(event) => {
            onChange(event.target.value === '' ? Number.NaN : event.target.valueAsNumber);
          }}
          {...input}
        />
      )}
    </Field>
  );
}
