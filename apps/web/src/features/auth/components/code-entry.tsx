import { Spinner } from '../../../ui/spinner';
import { OtpInput } from './otp-input';

export interface CodeEntryProps {
  readonly label: string;
  readonly onComplete: (code: string) => void;
  readonly pending?: boolean;
  /** Said while the code is being checked. */
  readonly pendingLabel?: string;
}

/** The code boxes with a spoken and visible status while the code is checked. */
export function CodeEntry({ label, onComplete, pending = false, pendingLabel }: CodeEntryProps) {
  return (
    <div className="flex flex-col gap-4">
      <OtpInput label={label} onComplete={onComplete} disabled={pending} autoFocus />
      <p role="status" className="flex min-h-6 items-center gap-2 text-sm font-medium text-ink-700">
        {pending && pendingLabel !== undefined ? (
          <>
            <Spinner className="size-4 text-accent-600" />
            {pendingLabel}
          </>
        ) : null}
      </p>
    </div>
  );
}
