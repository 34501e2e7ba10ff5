import {
  PRIVACY_REQUEST_KINDS,
  type OperatorAccountDetail,
  type PrivacyRequestKind,
} from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/form/select-field';
import { operatorKeys } from '../api/operator-queries';
import { logPrivacyRequest, OperatorSessionEnded } from '../api/operator-requests';
import { ReasonDialog } from './reason-dialog';

/**
 * Writes down a request about this person's data that came another way (an e-mail, a letter):
 * what kind and what was asked. It joins the privacy queue with its 30-day deadline.
 */
export function LogPrivacyRequest({ account }: { readonly account: OperatorAccountDetail }) {
  const { t } = useTranslation('operator');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PrivacyRequestKind>('CORRECTION');
  const log = useMutation({
    mutationFn: (details: string) => logPrivacyRequest({ userId: account.id, kind, details }),
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('privacyRequests.log')}
      </Button>
      {open ? (
        <ReasonDialog
          open
          onClose={() => {
            setOpen(false);
          }}
          title={t('privacyRequests.logTitle', { name: isolate(account.name) })}
          description={t('privacyRequests.logBody')}
          confirmLabel={t('privacyRequests.log')}
          reasonLabel={t('privacyRequests.whatWasAsked')}
          pending={log.isPending}
          onConfirm={({ reason }) => {
            log.mutate(reason, {
              onSuccess: () => {
                toast.success(t('privacyRequests.logged'));
                setOpen(false);
                void queryClient.invalidateQueries({ queryKey: operatorKeys.privacyRequests() });
              },
              onError: (error) => {
                if (error instanceof OperatorSessionEnded) return;
                toast.error(errorMessage(error, t('privacyRequests.failed')));
              },
            });
          }}
        >
          <SelectField
            label={t('privacyRequests.kind')}
            options={PRIVACY_REQUEST_KINDS.map((value) => ({
              value,
              label: t(`privacyRequests.kinds.${value}`),
            }))}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as PrivacyRequestKind);
            }}
          />
        </ReasonDialog>
      ) : null}
    </>
  );
}
