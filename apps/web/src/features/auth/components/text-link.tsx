import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../../../ui/class-names';

const TEXT_LINK =
  'cursor-pointer font-semibold text-accent-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60';

/** An inline link in running text, as on every account page. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cx(TEXT_LINK, className)} {...props} />;
}

/** An action that reads like an inline link (e.g. Resend) but is a real button. */
export function TextButton({ className, type = 'button', ...props }: ComponentPropsWithRef<'button'>) {
  return <button type={type} className={cx(TEXT_LINK, className)} {...props} />;
}
