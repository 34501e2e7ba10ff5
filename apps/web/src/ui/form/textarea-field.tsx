import { useCallback, useState, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { Field } from './field';
import { inputClasses } from './field-styles';

export interface TextareaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref !== null && ref !== undefined) ref.current = value;
}

/** A text area; with `maxLength`, it shows how much of the limit the text uses (the server holds the same limit). */
export function TextareaField({
  label,
  error,
  hint,
  className,
  rows = 4,
  ref,
  onChange,
  ...textarea
}: TextareaFieldProps) {
  const { t } = useTranslation();
  const [length, setLength] = useState(0);
  const { maxLength } = textarea;
  const bindRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      assignRef(ref, node);
      if (node !== null) setLength(node.value.length);
    },
    [ref],
  );
  const count =
    maxLength === undefined
      ? undefined
      : t('form.characterCount', {
          used: formatNumber(length),
          max: formatNumber(maxLength),
        });
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <>
          <textarea
            id={id}
            ref={bindRef}
            rows={rows}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClasses(invalid, className)}
            onChange={(event) => {
              setLength(event.target.value.length);
              onChange?.(event);
            }}
            {...textarea}
          />
          {count === undefined ? null : <p className="self-end text-xs tabular-nums text-ink-600">{count}</p>}
        </>
      )}
    </Field>
  );
}
