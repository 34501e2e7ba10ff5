import { DURATION_UNIT_OPTIONS, NUMBER_LIMITS } from '@casting/contract';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizedOptions } from '../../../lib/option-label';
import { SelectField } from '../../../ui/form/select-field';
import { firstMessage, GroupMessage } from './group-message';
import { NumberInput } from '../../../ui/form/number-input';
import type { PostJobFormApi } from './post-job-form-type';

/** The job's duration, a minimum and a maximum each with its unit. */
export function DurationRangeFields({ form }: { readonly form: PostJobFormApi }) {
  const { t } = useTranslation('jobs');
  const { control, register, getValues, resetField, formState } = form;
  const [notice, setNotice] = useState<string | undefined>(undefined);

  /** Spec §5: a duration whose minimum is longer than its maximum (compared in days) is refused and reset. */
  async function rejectInverted(): Promise<boolean> {
    const { invertedDurationMessage } = await import('../post-job-rules');
    const message = invertedDurationMessage(getValues('jobDuration'));
    if (message === undefined) return false;
    resetField('jobDuration.minimum');
    resetField('jobDuration.minimumPrefix');
    resetField('jobDuration.maximum');
    resetField('jobDuration.maximumPrefix');
    setNotice(message);
    return true;
  }

  const unitRegistration = (name: 'jobDuration.minimumPrefix' | 'jobDuration.maximumPrefix') =>
    register(name, {
      onChange: () => {
        setNotice(undefined);
        void rejectInverted().catch(() => false);
      },
    });

  return (
    <div role="group" aria-labelledby="post-job-duration">
      <p id="post-job-duration" className="mb-3 text-sm font-semibold text-ink-600 uppercase">
        {t('postJob.fields.duration')}
      </p>
      <div className="grid grid-cols-2 gap-4">
        {(['minimum', 'maximum'] as const).map((end) => (
          <div key={end} className="contents">
            <Controller
              control={control}
              name={`jobDuration.${end}`}
              render={({ field }) => (
                <NumberInput
                  label={
                    end === 'minimum'
                      ? t('postJob.fields.minimumDuration')
                      : t('postJob.fields.maximumDuration')
                  }
                  min={1}
                  max={NUMBER_LIMITS.jobDurationAmount}
                  step={1}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  invalid={formState.errors.jobDuration?.[end] !== undefined}
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
            <SelectField
              label={
                end === 'minimum'
                  ? t('postJob.fields.minimumDurationUnit')
                  : t('postJob.fields.maximumDurationUnit')
              }
              placeholder={t('postJob.fields.choose')}
              options={localizedOptions('durationUnit', DURATION_UNIT_OPTIONS)}
              aria-invalid={formState.errors.jobDuration?.[`${end}Prefix`] !== undefined}
              {...unitRegistration(`jobDuration.${end}Prefix`)}
            />
          </div>
        ))}
      </div>
      <GroupMessage
        message={
          notice ??
          firstMessage(formState.errors.jobDuration as FieldErrors | undefined, [
            'minimum',
            'minimumPrefix',
            'maximum',
            'maximumPrefix',
          ])
        }
      />
    </div>
  );
}
