import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { IsolatedText } from '../../../ui/isolated-text';
import { blockUser } from '../api/safety-requests';
import { safetyKeys } from '../api/safety-keys';

export interface BlockDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Their user, talent profile or organization id. */
  readonly userId: string;
  readonly name: string;
}

const EFFECTS = ['contact', 'lists', 'chat', 'secret'] as const;

/** What blocking does, asked before it is done; then every list and chat is read again. */
export function BlockDialog({ open, onClose, userId, name }: BlockDialogProps) {
  const { t } = useTranslation('safety');
  const queryClient = useQueryClient();
  const block = useMutation({
    mutationFn: () => blockUser(userId),
    onSuccess: async () => {
      // Both ways, the two leave each other's searches and lists, and a chat they share closes:
      // what is shown now is read again, what is not is read when next shown.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.queryKey[0] === 'chats',
      });
      await queryClient.invalidateQueries({ queryKey: safetyKeys.blocks() });
    },
  });
  const named = isolate(name);

  return (
    <ConfirmDialog
      open={open}
      title={t('block.title', { name: named })}
      description={<IsolatedText text={t('block.intro', { name: named })} />}
      confirmLabel={t('block.confirm')}
      cancelLabel={t('block.cancel')}
      pending={block.isPending}
      onClose={onClose}
      onConfirm={() => {
        block.mutate(undefined, {
          onSuccess: () => {
            toast.success(t('block.done', { name }));
            onClose();
          },
          onError: (error) => {
            toast.error(errorMessage(error, t('block.failed', { name })));
          },
        });
      }}
    >
      <ul className="list-disc space-y-2 ps-5 text-ink-800 marker:text-ink-400">
        {EFFECTS.map((effect) => (
          <li key={effect}>
            <IsolatedText text={t(`block.effects.${effect}`, { name: named })} />
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-600">{t('block.undo')}</p>
    </ConfirmDialog>
  );
}
