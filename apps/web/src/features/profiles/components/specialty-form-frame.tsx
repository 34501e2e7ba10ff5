import type { SubmitEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../../../lib/use-leave-guard';
import { Button } from '../../../ui/button';
import { LeaveGuardDialog } from '../../../ui/leave-guard-dialog';

export interface SpecialtyFormFrameProps {
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  readonly onCancel: () => void;
  readonly saving: boolean;
  /** Every field filled and no upload running. */
  readonly ready: boolean;
  readonly leaveGuard: LeaveGuard;
  readonly children: ReactNode;
}

/** The form around every 'Edit Specialty' variant: its fields, then Cancel and Save kept in view. */
export function SpecialtyFormFrame({
  onSubmit,
  onCancel,
  saving,
  ready,
  leaveGuard,
  children,
}: SpecialtyFormFrameProps) {
  const { t } = useTranslation('profiles');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <LeaveGuardDialog guard={leaveGuard} />
      {children}
      {/* Sticky edges are measured inside the scrolling body's padding (pb-8): -bottom-8 pins the
          footer to the dialog's edge, so no field shows below it while the form scrolls. */}
      <div className="sticky -bottom-8 -mx-6 -mb-8 flex justify-end gap-3 rounded-b-card border-t border-ink-950/10 bg-sand-50/95 px-6 py-5 backdrop-blur sm:-mx-8 sm:px-8">
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={!ready} pending={saving}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}
