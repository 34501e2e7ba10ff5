import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

export interface FieldProps {
  readonly label: ReactNode;
  /** The message shown under the control; also its accessible description. */
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/** A label, a control and its error, wired for screen readers (aria-describedby, aria-invalid). */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error === undefined ? null : errorId, hint === undefined ? null : hintId]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children({
        id,
        describedBy: describedBy === '' ? undefined : describedBy,
        invalid: error !== undefined,
      })}
      {hint === undefined ? null : (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
    </div>
  );
}
