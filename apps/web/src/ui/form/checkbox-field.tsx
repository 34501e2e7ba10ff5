import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../class-names';
import { FieldError } from './field-error';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  readonly label: ReactNode;
  readonly error?: string | undefined;
}

export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-ink-950/30 accent-accent-600"
          {...input}
        />
        <label htmlFor={id} className="cursor-pointer text-ink-900">
          {label}
        </label>
      </div>
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
    </div>
  );
}
