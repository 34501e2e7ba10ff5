import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { LinkButton } from '../../../ui/link-button';

export interface StepFooterProps {
  /** The step before this one, offered as a Back link. */
  readonly back?: string;
  /** Whether the step may go on; until then the button waits and `hint` says what is missing. */
  readonly ready: boolean;
  readonly hint: string;
  /** Goes on without a form; omit it and the button submits the step's form. */
  readonly onNext?: () => void;
  /** Set while the answers are being sent: it is announced, and the button waits with a spinner. */
  readonly sendingStatus?: string | undefined;
  readonly className?: string;
  /** The button's content. */
  readonly children: ReactNode;
}

/**
 * The end of an onboarding step: Back, what is still missing, and the button that goes on. On a
 * phone the button spans the screen at the bottom of the form, under the thumb, with Back below it.
 */
export function StepFooter({
  back,
  ready,
  hint,
  onNext,
  sendingStatus,
  className,
  children,
}: StepFooterProps) {
  const { t } = useTranslation('onboarding');
  const sending = sendingStatus !== undefined;
  const next = (
    <>
      {ready || sending ? null : <p className="text-sm text-ink-600">{hint}</p>}
      <Button
        type={onNext === undefined ? 'submit' : 'button'}
        size="lg"
        disabled={!ready}
        pending={sending}
        onClick={onNext}
        className="max-sm:w-full"
      >
        {children}
      </Button>
    </>
  );
  return (
    <>
      {back === undefined ? (
        <div
          className={cx(
            'flex flex-wrap items-center justify-end gap-4 max-sm:flex-col max-sm:items-stretch',
            className,
          )}
        >
          {next}
        </div>
      ) : (
        <div
          className={cx(
            'flex flex-wrap items-center justify-between gap-4 max-sm:flex-col-reverse max-sm:items-stretch',
            className,
          )}
        >
          <LinkButton to={back} variant="ghost">
            {t('back')}
          </LinkButton>
          <div className="flex flex-wrap items-center justify-end gap-4 max-sm:flex-col max-sm:items-stretch">
            {next}
          </div>
        </div>
      )}
      {sending ? (
        <p role="status" className="sr-only">
          {sendingStatus}
        </p>
      ) : null}
    </>
  );
}
