import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../lib/use-leave-guard';
import { ConfirmDialog } from './confirm-dialog';

/** The question `useLeaveGuard` asks before an in-app navigation leaves unsaved changes. */
export function LeaveGuardDialog({
  guard,
  description,
}: {
  readonly guard: LeaveGuard;
  /** What happens to the changes, when the page says more than that they are lost. */
  readonly description?: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t('leaveGuard.title')}
      description={description ?? t('leaveGuard.description')}
      confirmLabel={t('leaveGuard.leave')}
      cancelLabel={t('leaveGuard.stay')}
      onConfirm={guard.leave}
      onClose={guard.stay}
    />
  );
}
