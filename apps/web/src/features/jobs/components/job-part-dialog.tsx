import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';

export interface JobPartDialogProps {
  readonly part: 'description' | 'requirements';
  readonly open: boolean;
  readonly onClose: () => void;
  /** The part's editor: it mounts afresh each time the dialog opens, so a cancelled draft is gone. */
  readonly children: ReactNode;
}

/** Spec §2: some parts of a job post are written in a dialog and kept only when Save accepts them. */
export function JobPartDialog({ part, open, onClose, children }: JobPartDialogProps) {
  const { t } = useTranslation('jobs');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t(`postJob.${part}.modalTitle`)}
      description={t(`postJob.${part}.modalIntro`)}
    >
      {children}
    </Modal>
  );
}

export interface JobPartFormProps {
  readonly canSave: boolean;
  readonly onCancel: () => void;
  /** Checks the draft, then saves it or shows what is wrong with it. */
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** The editor's form inside a JobPartDialog: its fields, then Cancel and Save. */
export function JobPartForm({ canSave, onCancel, onSubmit, children }: JobPartFormProps) {
  const { t } = useTranslation('jobs');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <ModalActions className="mt-6" cancelLabel={t('postJob.modal.cancel')} onCancel={onCancel}>
        <Button type="submit" disabled={!canSave}>
          {t('postJob.modal.save')}
        </Button>
      </ModalActions>
    </form>
  );
}
