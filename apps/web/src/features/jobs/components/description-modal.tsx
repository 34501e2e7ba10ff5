import { CreateJobSchema, MAX_LENGTHS } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../ui/form/textarea-field';
import { JobPartDialog, JobPartForm } from './job-part-dialog';

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
    <JobPartForm
      canSave={draft.trim() !== ''}
      onCancel={onClose}
      onSubmit={() => {
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
    </JobPartForm>
  );
}

export function DescriptionModal({ open, value, onClose, onSave }: DescriptionModalProps) {
  return (
    <JobPartDialog part="description" open={open} onClose={onClose}>
      <DescriptionEditor value={value} onClose={onClose} onSave={onSave} />
    </JobPartDialog>
  );
}
