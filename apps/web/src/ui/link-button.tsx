import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

export interface LinkButtonProps extends LinkProps {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

/** Navigation that looks like a button but stays a link for assistive technology. */
export function LinkButton({ variant = 'primary', size = 'md', className, ...props }: LinkButtonProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
