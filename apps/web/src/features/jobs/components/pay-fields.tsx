import { CURRENCIES, MINOR_UNITS, PAY_BASES, parseLocalizedNumber } from '@casting/contract';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { PostJobFormApi } from './post-job-form-type';

/** Typed riyals or dollars as minor units; NaN while the box is empty or not a number. */
function toMinorUnits(text: string): number {
  return Math.round(parseLocalizedNumber(text) * MINOR_UNITS);
}

/**
 * A job's pay: the amount in riyals or dollars (Arabic-Indic digits read as Western ones), its
 * currency and its basis. The form holds the amount in minor units, as the API takes it.
 */
export function PayFields({ form }: { readonly form: PostJobFormApi }) {
  const { t } = useTranslation('jobs');
  const { control, register, formState } = form;
  const errors = formState.errors.pay;
  return (
    <>
      <Controller
        control={control}
        name="pay.amount"
        render={({ field, fieldState }) => (
          <AmountField
            label={t('postJob.fields.payAmount')}
            name={field.name}
            ref={field.ref}
            value={field.value}
            error={fieldState.error?.message ?? errors?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <SelectField
        label={t('postJob.fields.payCurrency')}
        options={CURRENCIES.map((currency) => ({
          value: currency,
          label: t(`postJob.currencies.${currency}`),
        }))}
        error={errors?.currency?.message}
        {...register('pay.currency')}
      />
      <SelectField
        label={t('postJob.fields.payBasis')}
        placeholder={t('postJob.fields.choose')}
        options={PAY_BASES.map((basis) => ({ value: basis, label: t(`postJob.payBases.${basis}`) }))}
        error={errors?.basis?.message}
        {...register('pay.basis')}
      />
    </>
  );
}

interface AmountFieldProps {
  readonly label: string;
  readonly name: string;
  readonly ref: (element: HTMLInputElement | null) => void;
  readonly value: number | undefined;
  readonly error: string | undefined;
  readonly onChange: (minorUnits: number) => void;
  readonly onBlur: () => void;
}

/** Keeps the text as typed ("1500." on the way to "1500.5"); a value set from outside (a restored draft) replaces it. */
function AmountField({ label, name, ref, value, error, onChange, onBlur }: AmountFieldProps) {
  const [text, setText] = useState(() => (value === undefined ? '' : String(value / MINOR_UNITS)));
  useEffect(() => {
    const typed = toMinorUnits(text);
    if (value === undefined || Number.isNaN(value)) {
      if (!Number.isNaN(typed)) setText('');
    } else if (typed !== value) {
      setText(String(value / MINOR_UNITS));
    }
  }, [value, text]);
  return (
    <TextField
      label={label}
      name={name}
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toMinorUnits(event.target.value));
      }}
      onBlur={onBlur}
    />
  );
}
