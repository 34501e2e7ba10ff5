import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names';
import {
  DATE_PART_LENGTH,
  dateFieldLocale,
  datePartDigits,
  datePartOrder,
  hasAnyPart,
  isoFromParts,
  partsFromIso,
  type DatePart,
  type DateParts,
} from './date-parts';
import { inputClasses } from './field-styles';
import { FieldError } from './field-error';

export interface DateFieldProps {
  readonly label: ReactNode;
  /** The form's value: YYYY-MM-DD, or '' while the field holds no real date. */
  readonly value: string | null | undefined;
  readonly onChange: (value: string) => void;
  /** Called once focus leaves the whole field, as a form marks a field touched. */
  readonly onBlur?: () => void;
  /** Receives the first part's box, so a form can focus the field. */
  readonly ref?: Ref<HTMLInputElement>;
  readonly disabled?: boolean;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

/**
 * A date typed as day, month and year in the order of the page's language (Chromium's date
 * input ignores it), yielding the same YYYY-MM-DD value as `<input type="date">`. A date that
 * does not exist (31/02) or is left unfinished shows its own message once focus leaves the field.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  ref,
  disabled = false,
  error,
  hint,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const boxes = useRef<Partial<Record<DatePart, HTMLInputElement | null>>>({});
  const [parts, setParts] = useState<DateParts>(() => partsFromIso(value));
  const [shownValue, setShownValue] = useState(value ?? '');
  const [left, setLeft] = useState(false);

  // The form changed the value itself (a reset, 'Until Now'): show what it holds now.
  if ((value ?? '') !== shownValue) {
    setShownValue(value ?? '');
    setParts(partsFromIso(value));
  }

  const order = datePartOrder(dateFieldLocale(i18n.language));
  const unfinished = hasAnyPart(parts) && isoFromParts(parts) === null;
  const message = left && unfinished && !disabled ? t('form.date.invalid') : error;
  const describedBy =
    [message === undefined ? null : errorId, hint === undefined ? null : hintId]
      .filter((part) => part !== null)
      .join(' ') || undefined;

  function update(next: DateParts) {
    const iso = isoFromParts(next) ?? '';
    setParts(next);
    setShownValue(iso);
    if (iso !== (value ?? '')) onChange(iso);
  }

  function focusPart(offset: number, from: DatePart) {
    boxes.current[order[order.indexOf(from) + offset] ?? from]?.focus();
  }

  function type(part: DatePart, text: string) {
    const digits = datePartDigits(text, part);
    update({ ...parts, [part]: digits });
    if (digits.length === DATE_PART_LENGTH[part] && digits.length > parts[part].length) focusPart(1, part);
  }

  function keyDown(part: DatePart, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && event.currentTarget.value === '') {
      event.preventDefault();
      focusPart(-1, part);
    } else if (['/', '-', '.'].includes(event.key)) {
      event.preventDefault();
      focusPart(1, part);
    }
  }

  /** '6' reads as '06' once the person moves on; the year stays as typed. */
  function pad(part: DatePart) {
    if (part !== 'year' && parts[part].length === 1 && parts[part] !== '0') {
      update({ ...parts, [part]: parts[part].padStart(2, '0') });
    }
  }

  function leave(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setLeft(true);
    onBlur?.();
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-ink-900">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="flex items-center gap-2"
        onBlur={leave}
      >
        {order.map((part, index) => (
          <div key={part} className="contents">
            {index === 0 ? null : (
              <span aria-hidden="true" className="text-ink-500">
                /
              </span>
            )}
            {/* The parts give way in a narrow dialog on a phone rather than push it wider than the screen. */}
            <span className={cx('block min-w-0', part === 'year' ? 'w-24' : 'w-16')}>
              <input
                ref={(node) => {
                  boxes.current[part] = node;
                  if (index !== 0 || ref === undefined || ref === null) return;
                  if (typeof ref === 'function') ref(node);
                  else ref.current = node;
                }}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                aria-label={t(`form.date.${part}`)}
                aria-invalid={message !== undefined}
                aria-describedby={describedBy}
                placeholder={t(`form.date.${part}Placeholder`)}
                maxLength={DATE_PART_LENGTH[part]}
                disabled={disabled}
                value={parts[part]}
                className={inputClasses(message !== undefined, 'text-center tabular-nums')}
                onChange={(event) => {
                  type(part, event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  keyDown(part, event);
                }}
                onBlur={() => {
                  pad(part);
                }}
              />
            </span>
          </div>
        ))}
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {message === undefined ? null : <FieldError id={errorId} message={message} />}
    </div>
  );
}
