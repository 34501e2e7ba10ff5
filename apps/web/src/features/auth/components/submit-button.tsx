import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

export interface SubmitButtonProps {
  /** Spec §4: disabled until the form is valid, and while it is being sent. */
  readonly disabled: boolean;
  readonly pending: boolean;
  readonly children: ReactNode;
}

export function SubmitButton({ disabled, pending, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || pending} aria-busy={pending}>
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}
