import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';

export interface SubmitButtonProps {
  /** Spec §4: disabled until the form is valid, and while it is being sent. */
  readonly disabled: boolean;
  readonly pending: boolean;
  readonly children: ReactNode;
}

export function SubmitButton({ disabled, pending, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled} pending={pending}>
      {children}
    </Button>
  );
}
