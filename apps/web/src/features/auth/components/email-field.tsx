import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../ui/form/text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'placeholder'>;

/** An e-mail address: the e-mail keyboard, the browser's saved address, an example as placeholder. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField type="email" autoComplete="email" placeholder={t('fields.emailPlaceholder')} {...props} />
  );
}
