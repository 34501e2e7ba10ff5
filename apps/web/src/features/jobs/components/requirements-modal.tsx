import { LIMITS, MAX_LENGTHS, RequirementSchema, type Requirement } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-field';
import { JobPartDialog, JobPartForm } from './job-part-dialog';

export interface RequirementsModalProps {
  readonly open: boolean;
  readonly value: readonly Requirement[];
  readonly onClose: () => void;
  readonly onSave: (requirements: Requirement[]) => void;
}

const LINE_IDS = Array.from({ length: LIMITS.requirementsCount }, (_, index) => index + 1);

function RequirementsEditor({ value, onClose, onSave }: Omit<RequirementsModalProps, 'open'>) {
  const { t } = useTranslation('jobs');
  const [lines, setLines] = useState(() =>
    LINE_IDS.map((id) => value.find((requirement) => requirement.id === id)?.content ?? ''),
  );
  const [errors, setErrors] = useState<readonly (string | undefined)[]>([]);
  const complete = lines.every((line) => line.trim() !== '');

  return (
    <JobPartForm
      canSave={complete}
      onCancel={onClose}
      onSubmit={() => {
        const results = LINE_IDS.map((id, index) =>
          RequirementSchema.safeParse({ id, content: lines[index] }),
        );
        const parsed = results.flatMap((result) => (result.success ? [result.data] : []));
        if (parsed.length === LINE_IDS.length) onSave(parsed);
        else
          setErrors(results.map((result) => (result.success ? undefined : result.error.issues[0]?.message)));
      }}
    >
      <div className="flex flex-col gap-4">
        {LINE_IDS.map((id, index) => (
          <TextField
            key={id}
            label={t('postJob.requirements.field', { number: id })}
            value={lines[index] ?? ''}
            maxLength={MAX_LENGTHS.requirement}
            autoFocus={index === 0}
            error={errors[index]}
            onChange={(event) => {
              const next = [...lines];
              next[index] = event.target.value;
              setLines(next);
              setErrors([]);
            }}
          />
        ))}
      </div>
    </JobPartForm>
  );
}

/** Spec §2: the requirements are four lines written in a dialog; all four are needed. */
export function RequirementsModal({ open, value, onClose, onSave }: RequirementsModalProps) {
  return (
    <JobPartDialog part="requirements" open={open} onClose={onClose}>
      <RequirementsEditor value={value} onClose={onClose} onSave={onSave} />
    </JobPartDialog>
  );
}
