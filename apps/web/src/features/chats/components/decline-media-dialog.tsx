import { DeclineMediaRequestBodySchema, MAX_LENGTHS } from '@casting/contract';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { useDeclineMedia } from '../../../lib/media-requests/media-request-queries';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { Modal } from '../../../ui/modal';

export interface DeclineMediaDialogProps {
  readonly requestId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The talent declines a media request, with the reason the organization is told. */
export function DeclineMediaDialog({ requestId, open, onClose }: DeclineMediaDialogProps) {
  const { t } = useTranslation('media-requests');
  const decline = useDeclineMedia(requestId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const close = () => {
    if (decline.isPending) return;
    setReason('');
    setProblem(undefined);
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = DeclineMediaRequestBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    decline.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast.success(t('decline.sent'));
        decline.reset();
        close();
      },
      onError: (error) => {
        setProblem(errorMessage(error, t('decline.failed')));
      },
    });
  };

  return (
    <Modal open={open} onClose={close} title={t('decline.title')} description={t('decline.description')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextareaField
          label={t('decline.reason')}
          dir="auto"
          rows={3}
          maxLength={MAX_LENGTHS.mediaDeclineReason}
          value={reason}
          error={problem}
          onChange={(event) => {
            setReason(event.target.value);
          }}
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={decline.isPending}>
            {t('decline.cancel')}
          </Button>
          <Button type="submit" variant="dark" pending={decline.isPending}>
            {t('decline.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
