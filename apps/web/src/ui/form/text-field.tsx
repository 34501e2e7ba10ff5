import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';
import { inputClasses } from './field-styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClasses(invalid, className)}
          {...input}
        />
      )}
    </Field>
  );
}
