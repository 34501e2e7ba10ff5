import { LIMITS, MAX_LENGTHS, RequirementSchema, type Requirement } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { Modal } from '../../../ui/modal';

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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
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
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('postJob.modal.cancel')}
        </Button>
        <Button type="submit" disabled={!complete}>
          {t('postJob.modal.save')}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2: the requirements are four lines written in a dialog; all four are needed. */
export function RequirementsModal({ open, value, onClose, onSave }: RequirementsModalProps) {
  const { t } = useTranslation('jobs');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('postJob.requirements.modalTitle')}
      description={t('postJob.requirements.modalIntro')}
    >
      <RequirementsEditor value={value} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}
