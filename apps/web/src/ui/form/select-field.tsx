import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';
import { inputClasses } from './field-styles';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** The first, empty choice (e.g. the spec's "choose"); omit to have none. */
  readonly placeholder?: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

/** A native select: keyboard and screen readers work as everywhere else. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClasses(invalid, className)}
          {...select}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
