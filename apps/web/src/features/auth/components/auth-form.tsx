import type { ReactNode, SubmitEvent } from 'react';
import { SubmitButton } from './submit-button';

export interface AuthFormProps {
  /** The form library's handler (`handleSubmit(submit)`), which checks the fields before sending. */
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  readonly valid: boolean;
  readonly pending: boolean;
  readonly submitLabel: string;
  readonly 'aria-labelledby'?: string;
  readonly children: ReactNode;
}

/**
 * The form of an account page: the fields in one column, checked by the server's schema rather
 * than the browser, and one full-width button that sends them.
 */
export function AuthForm({ onSubmit, valid, pending, submitLabel, children, ...labelling }: AuthFormProps) {
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      {...labelling}
    >
      {children}
      <SubmitButton disabled={!valid} pending={pending}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
