import { CreateJobSchema, MAX_LENGTHS } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../ui/form/textarea-field';
import type { DescriptionModalProps } from './description-modal';
import { JobPartForm } from './job-part-dialog';

/** The description's editor, checked by the contract's rule: it loads when the dialog first opens. */
export function DescriptionEditor({ value, onClose, onSave }: Omit<DescriptionModalProps, 'open'>) {
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
