import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names';
import { EyeIcon } from '../icons';
import { Field } from './field';
import { inputClasses } from './field-styles';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
}

/** A password input whose text can be revealed, so a long password can be checked before sending. */
export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClasses(invalid, cx('pe-12', className))}
            {...input}
          />
          <button
            type="button"
            aria-label={t('showPassword')}
            aria-pressed={visible}
            onClick={() => {
              setVisible((shown) => !shown);
            }}
            className="absolute inset-y-0 end-0 grid w-12 cursor-pointer place-items-center rounded-e-xl text-ink-600 hover:text-ink-950"
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  );
}
