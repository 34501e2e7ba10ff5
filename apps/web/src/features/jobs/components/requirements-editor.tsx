import { LIMITS, MAX_LENGTHS, RequirementSchema } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/form/text-field';
import { JobPartForm } from './job-part-dialog';
import type { RequirementsModalProps } from './requirements-modal';

const LINE_IDS = Array.from({ length: LIMITS.requirementsCount }, (_, index) => index + 1);

/** The four lines' editor, checked by the contract's rule: it loads when the dialog first opens. */
export function RequirementsEditor({ value, onClose, onSave }: Omit<RequirementsModalProps, 'open'>) {
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
