import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/form/select-field';

export interface YesNoSelectProps {
  readonly label: string;
  readonly value: boolean | undefined;
  readonly onChange: (value: boolean | undefined) => void;
  readonly onBlur: () => void;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A Yes/No question whose answer is a boolean (spec §5: 'true'/'false' become booleans). */
export function YesNoSelect({ label, value, onChange, onBlur, error, ref }: YesNoSelectProps) {
  const { t } = useTranslation('profiles');
  return (
    <SelectField
      ref={ref}
      label={label}
      placeholder={t('specialtyForm.choose')}
      options={[
        { value: 'true', label: t('details.yes') },
        { value: 'false', label: t('details.no') },
      ]}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const { value: choice } = event.currentTarget;
        onChange(choice === '' ? undefined : choice === 'true');
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
