import { normalizeNumberText, parseLocalizedNumber } from '@casting/contract';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field } from './field';
import { inputClasses } from './field-styles';

export interface NumberInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'value' | 'onChange'
> {
  readonly label: ReactNode;
  readonly value: number | undefined;
  /** NaN while the box is empty or not a number, so the schema reports it as missing. */
  readonly onChange: (value: number) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** Marks the box invalid when its message is shown elsewhere (under a group of boxes). */
  readonly invalid?: boolean;
}

function textOf(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? '' : String(value);
}

function sameNumber(typed: number, value: number | undefined): boolean {
  return Number.isNaN(typed) ? value === undefined || Number.isNaN(value) : typed === value;
}

/**
 * A number box whose form value is a number, as the contract's schemas expect. A text box, not
 * `type="number"`: that one empties itself on the Arabic-Indic digits Saudi keyboards type, which
 * are read here as Western digits (and shown so) with the contract's parser.
 */
export function NumberInput({
  label,
  value,
  onChange,
  error,
  hint,
  invalid: groupInvalid = false,
  className,
  inputMode = 'decimal',
  ...input
}: NumberInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (a reset, a restored draft) replaces what was typed.
  const shown = sameNumber(parseLocalizedNumber(text), value) ? text : textOf(value);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={invalid || groupInvalid}
          className={inputClasses(invalid || groupInvalid, className)}
          value={shown}
          onChange={(event) => {
            setText(normalizeNumberText(event.target.value));
            onChange(parseLocalizedNumber(event.target.value));
          }}
          {...input}
        />
      )}
    </Field>
  );
}
