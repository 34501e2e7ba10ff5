import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';
import { inputClasses } from './field-styles';

export interface TextareaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

export function TextareaField({ label, error, hint, className, rows = 4, ...textarea }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClasses(invalid, className)}
          {...textarea}
        />
      )}
    </Field>
  );
}
