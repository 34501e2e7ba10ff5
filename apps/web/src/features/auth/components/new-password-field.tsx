import { useTranslation } from 'react-i18next';
import { PasswordField, type PasswordFieldProps } from '../../../ui/form/password-field';

export type NewPasswordFieldProps = Omit<PasswordFieldProps, 'autoComplete' | 'hint'>;

/** A password being chosen: the browser may suggest one, and the rules show until an error replaces them. */
export function NewPasswordField({ error, ...props }: NewPasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      autoComplete="new-password"
      error={error}
      hint={error === undefined ? t('fields.passwordHint') : undefined}
      {...props}
    />
  );
}
