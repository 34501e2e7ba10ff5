import type { DecideLicenceBody, OperatorLicence } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { operatorKeys } from '../api/operator-queries';
import { decideLicence, OperatorSessionEnded } from '../api/operator-requests';
import { ReasonDialog } from './reason-dialog';

type Decision = DecideLicenceBody['decision'];

/** Verify or Reject a pending licence, each confirmed with its reason; decided, it leaves the queue. */
export function LicenceDecision({
  licence,
  type,
}: {
  readonly licence: OperatorLicence;
  /** The licence's type as the console names it. */
  readonly type: string;
}) {
  const { t } = useTranslation('operator');
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision | null>(null);
  const name = licence.talent.name;
  const decide = useMutation({
    mutationFn: (body: DecideLicenceBody) => decideLicence(licence.id, body),
  });
  const verifying = decision === 'VERIFIED';
  return (
    <div
      role="group"
      aria-label={t('licences.actionsLabel', { type, name: isolate(name) })}
      className="mt-5 flex flex-wrap justify-end gap-2"
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setDecision('REJECTED');
        }}
      >
        {t('licences.reject')}
      </Button>
      <Button
        variant="dark"
        size="sm"
        onClick={() => {
          setDecision('VERIFIED');
        }}
      >
        {t('licences.verify')}
      </Button>
      {decision === null ? null : (
        <ReasonDialog
          open
          onClose={() => {
            setDecision(null);
          }}
          title={
            verifying
              ? t('licences.verifyTitle', { type, name: isolate(name) })
              : t('licences.rejectTitle', { type, name: isolate(name) })
          }
          description={verifying ? t('licences.verifyBody') : t('licences.rejectBody')}
          confirmLabel={verifying ? t('licences.verify') : t('licences.reject')}
          initialReason={verifying ? t('licences.verifyReason') : ''}
          pending={decide.isPending}
          onConfirm={({ reason }) => {
            decide.mutate(
              { decision, reason },
              {
                onSuccess: () => {
                  toast.success(
                    verifying
                      ? t('licences.verified', { name: isolate(name) })
                      : t('licences.rejected', { name: isolate(name) }),
                  );
                  setDecision(null);
                  void queryClient.invalidateQueries({ queryKey: operatorKeys.licences() });
                },
                onError: (error) => {
                  if (error instanceof OperatorSessionEnded) return;
                  toast.error(errorMessage(error, t('licences.failed')));
                  // Decided meanwhile by another operator (409): the queue shows where it is now.
                  void queryClient.invalidateQueries({ queryKey: operatorKeys.licences() });
                },
              },
            );
          }}
        />
      )}
    </div>
  );
}
