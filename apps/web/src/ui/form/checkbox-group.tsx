import type { Option } from '@casting/contract';
import { useId } from 'react';
import { cx } from '../class-names';
import { FieldError } from './field-error';

export interface CheckboxGroupProps {
  readonly legend: string;
  readonly hint?: string;
  readonly options: readonly Option<string>[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly onBlur: () => void;
  readonly error?: string | undefined;
}

/** A multi-select as checkboxes; the list stays a set, in the order the person picked. */
export function CheckboxGroup({ legend, hint, options, value, onChange, onBlur, error }: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === undefined ? null : errorId]
    .filter((part) => part !== null)
    .join(' ');

  const toggle = (option: string, checked: boolean) => {
    onChange(
      checked
        ? [...value.filter((item) => item !== option), option]
        : value.filter((item) => item !== option),
    );
  };

  return (
    <fieldset aria-describedby={describedBy === '' ? undefined : describedBy} className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      {hint === undefined ? null : (
        <p id={hintId} className="-mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              className={cx(
                'flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 text-sm text-ink-900 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600',
                checked ? 'border-accent-600' : 'border-ink-950/15 hover:border-ink-950/30',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                aria-invalid={error !== undefined}
                onChange={(event) => {
                  toggle(option.value, event.currentTarget.checked);
                }}
                onBlur={onBlur}
                className="size-4 shrink-0 cursor-pointer accent-accent-600 focus-visible:outline-none"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
