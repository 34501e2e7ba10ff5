import { NUMBER_LIMITS } from '@casting/contract';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstMessage, GroupMessage } from './group-message';
import { NumberInput } from '../../../ui/form/number-input';
import type { PostJobFormApi } from './post-job-form-type';

/** The required years of experience, minimum and maximum. */
export function ExperienceRangeFields({ form }: { readonly form: PostJobFormApi }) {
  const { t } = useTranslation('jobs');
  const { control, getValues, resetField, formState } = form;
  const [notice, setNotice] = useState<string | undefined>(undefined);

  /** Spec §5: an inverted experience range is refused with its message and reset. */
  async function rejectInverted(): Promise<boolean> {
    const { invertedExperienceMessage } = await import('../post-job-rules');
    const message = invertedExperienceMessage(getValues('requiredExperience'));
    if (message === undefined) return false;
    resetField('requiredExperience.minimum');
    resetField('requiredExperience.maximum');
    setNotice(message);
    return true;
  }

  return (
    <div role="group" aria-labelledby="post-job-experience">
      <p id="post-job-experience" className="mb-3 text-sm font-semibold text-ink-600 uppercase">
        {t('postJob.fields.experience')}
      </p>
      <div className="grid grid-cols-2 gap-4">
        {(['minimum', 'maximum'] as const).map((end) => (
          <Controller
            key={end}
            control={control}
            name={`requiredExperience.${end}`}
            render={({ field }) => (
              <NumberInput
                label={
                  end === 'minimum' ? t('postJob.fields.minimumYears') : t('postJob.fields.maximumYears')
                }
                min={0}
                max={NUMBER_LIMITS.yearsOfExperience}
                step={1}
                name={field.name}
                ref={field.ref}
                value={field.value}
                invalid={formState.errors.requiredExperience?.[end] !== undefined}
                onChange={(value) => {
                  setNotice(undefined);
                  field.onChange(value);
                }}
                onBlur={() => {
                  // Touched, unless refused and reset (or, without the rules, touched all the same).
                  void rejectInverted()
                    .catch(() => false)
                    .then((rejected) => {
                      if (!rejected) field.onBlur();
                    });
                }}
              />
            )}
          />
        ))}
      </div>
      <GroupMessage
        message={
          notice ??
          firstMessage(formState.errors.requiredExperience as FieldErrors | undefined, ['minimum', 'maximum'])
        }
      />
    </div>
  );
}
