import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field';

export interface AnswerSelectProps {
  readonly label: string;
  readonly name: string;
  readonly value: boolean | undefined;
  readonly onChange: (value: boolean | undefined) => void;
  readonly onBlur: () => void;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** Spec §2: a choose/Yes/No question whose answer is a boolean, unanswered while 'Choose' shows. */
export function AnswerSelect({ label, name, value, onChange, onBlur, error, ref }: AnswerSelectProps) {
  const { t } = useTranslation('onboarding');
  return (
    <SelectField
      ref={ref}
      name={name}
      label={label}
      placeholder={t('answers.choose')}
      options={[
        { value: 'yes', label: t('answers.yes') },
        { value: 'no', label: t('answers.no') },
      ]}
      value={value === undefined ? '' : value ? 'yes' : 'no'}
      onChange={(event) => {
        const { value: choice } = event.currentTarget;
        onChange(choice === '' ? undefined : choice === 'yes');
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
