import { cx } from '../../../ui/class-names';

export interface SegmentedOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface SegmentedFilterProps<T extends string> {
  readonly label: string;
  readonly options: readonly SegmentedOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** A row of mutually exclusive choices; each is a toggle button, so the chosen one is announced as pressed. */
export function SegmentedFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedFilterProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap gap-1 rounded-full bg-sand-200/70 p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => {
            onChange(option.value);
          }}
          className={cx(
            'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
            option.value === value
              ? 'bg-ink-950 text-sand-50 shadow-sm'
              : 'text-ink-700 hover:bg-ink-950/5 hover:text-ink-950',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
