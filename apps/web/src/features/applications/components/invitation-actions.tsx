import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { ApplyModal, type ApplyTarget } from '../../jobs/components/apply-modal';
import { applicationKeys } from '../api/application-keys';
import { DeclineInvitationModal } from './decline-invitation-modal';

/** An open invitation: the job request in state INVITED, and the job it is for. */
export interface Invitation {
  readonly requestId: string;
  readonly job: ApplyTarget;
}

/**
 * Apply (the job's own apply dialog, cover letter and all) and Decline (after confirming), for an
 * invitation to an open job; in My Applications and on the invitation card in the chat.
 */
export function InvitationActions({
  invitation,
  className,
}: {
  readonly invitation: Invitation;
  readonly className?: string;
}) {
  const { t } = useTranslation('applications');
  const queryClient = useQueryClient();
  const [applyOpen, setApplyOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);
  return (
    <div className={cx('flex flex-wrap gap-2', className)}>
      <Button
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setApplyOpen(true);
        }}
      >
        {t('invitation.apply')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setDeclineOpen(true);
        }}
      >
        {t('invitation.decline')}
      </Button>
      <ApplyModal
        open={applyOpen}
        job={invitation.job}
        onRefused={() => {
          void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
        }}
        onClose={() => {
          setApplyOpen(false);
        }}
      />
      <DeclineInvitationModal
        open={declineOpen}
        invitation={invitation}
        onClose={() => {
          setDeclineOpen(false);
        }}
      />
    </div>
  );
}
