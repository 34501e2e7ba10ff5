import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { EditorLoading } from '../../../ui/editor-loading';
import { Modal } from '../../../ui/modal';

// The body, with the API client and the list requests, loads when the dialog first opens (as
// its Headless UI code does), not with the cards.
const SaveTalentChoices = lazy(() =>
  import('./save-talent-choices').then((module) => ({ default: module.SaveTalentChoices })),
);

export interface SaveTalentDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly individualId: string;
  readonly name: string;
}

/** Which of the organization's lists hold a talent; a new list can be named right here. */
export function SaveTalentDialog({ open, onClose, individualId, name }: SaveTalentDialogProps) {
  const { t } = useTranslation('saved');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('save.title', { name: isolate(name) })}
      description={t('save.intro', { name: isolate(name) })}
    >
      <Suspense fallback={<EditorLoading />}>
        <SaveTalentChoices individualId={individualId} onDone={onClose} />
      </Suspense>
    </Modal>
  );
}
