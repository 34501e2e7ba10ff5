import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { useListMembership } from '../api/list-membership';

export interface RemoveTalentDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly list: { readonly id: string; readonly name: string };
  readonly talent: { readonly id: string; readonly fullName: string };
}

/** Taking a talent out of a list is confirmed first. */
export function RemoveTalentDialog({ open, onClose, list, talent }: RemoveTalentDialogProps) {
  const { t } = useTranslation('saved');
  const membership = useListMembership();
  const names = { name: isolate(talent.fullName), list: isolate(list.name) };
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('page.removeTitle', names)}
      description={t('page.removeBody', names)}
    >
      <ModalActions cancelLabel={t('page.cancel')} onCancel={onClose}>
        <Button
          variant="dark"
          pending={membership.isPending}
          onClick={() => {
            membership.mutate(
              { membership: { listId: list.id, individualId: talent.id }, saved: false },
              {
                onSuccess: () => {
                  toast.success(t('page.removed', names));
                  onClose();
                },
                onError: (error) => {
                  toast.error(errorMessage(error, t('page.removeFailed')));
                },
              },
            );
          }}
        >
          {membership.isPending ? t('page.removing') : t('page.removeConfirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
