import { useTranslation } from 'react-i18next';
import { contractText } from '../../i18n/contract-text';
import { cx } from '../class-names';

interface FieldErrorProps {
  readonly id?: string | undefined;
  readonly className?: string | undefined;
  /** A rule's message as the contract words it in English, or text already in the reader's language. */
  readonly message: string;
}

/** A field's error, announced, in the reader's language. */
export function FieldError({ id, className, message }: FieldErrorProps) {
  const { i18n } = useTranslation();
  return (
    <p id={id} role="alert" className={cx('text-sm font-medium text-accent-700', className)}>
      {contractText(message, i18n.language)}
    </p>
  );
}
