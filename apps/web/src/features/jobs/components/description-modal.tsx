import { CreateJobSchema, MAX_LENGTHS } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { Modal } from '../../../ui/modal';

export interface DescriptionModalProps {
  readonly open: boolean;
  readonly value: string;
  readonly onClose: () => void;
  readonly onSave: (description: string) => void;
}

function DescriptionEditor({ value, onClose, onSave }: Omit<DescriptionModalProps, 'open'>) {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = CreateJobSchema.shape.description.safeParse(draft);
        if (result.success) onSave(result.data);
        else setError(result.error.issues[0]?.message);
      }}
    >
      <TextareaField
        label={t('postJob.description.field')}
        rows={9}
        maxLength={MAX_LENGTHS.jobDescription}
        value={draft}
        error={error}
        autoFocus
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('postJob.modal.cancel')}
        </Button>
        <Button type="submit" disabled={draft.trim() === ''}>
          {t('postJob.modal.save')}
        </Button>
      </div>
    </form>
  );
}

/** The description is written in a dialog (spec §2) and kept only when Save accepts it. */
export function DescriptionModal({ open, value, onClose, onSave }: DescriptionModalProps) {
  const { t } = useTranslation('jobs');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('postJob.description.modalTitle')}
      description={t('postJob.description.modalIntro')}
    >
      <DescriptionEditor value={value} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}
