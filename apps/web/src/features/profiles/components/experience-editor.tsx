import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateIndividualBodySchema } from '@casting/contract';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { FormDateField } from '../../../ui/form/form-date-field';
import { TextField } from '../../../ui/form/text-field';
import { useUpdateIndividual } from '../api/update-individual';
import {
  EMPTY_DRAFT,
  isDraftComplete,
  toRequestEntry,
  type WorkExperienceDraft,
} from '../lib/work-experience';
import { IconButton } from './icon-button';
import { PlusIcon, TrashIcon } from './profile-icons';
import { ProfileSection } from './profile-section';

// The server's rules and messages, including 'Start date must be before the end date.'.
const ExperienceSchema = UpdateIndividualBodySchema.pick({ workExperience: true }).required();

export interface ExperienceEditorProps {
  readonly initial: readonly WorkExperienceDraft[];
  /** The entry to put the cursor in: the first when editing, the new one when adding. */
  readonly focusIndex: number;
  readonly onDone: () => void;
}

/** The owner's inline editor of 'Experience & Awards', saved with the server's rules. */
export function ExperienceEditor({ initial, focusIndex, onDone }: ExperienceEditorProps) {
  const { t } = useTranslation('profiles');
  const update = useUpdateIndividual();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setFocus,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ExperienceSchema),
    defaultValues: { workExperience: initial.map((entry) => ({ ...entry })) },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'workExperience' });
  const entries = watch('workExperience');
  const complete = entries.every((entry) => isDraftComplete(entry));

  useEffect(() => {
    setFocus(`workExperience.${focusIndex}.title`);
  }, [focusIndex, setFocus]);

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ workExperience: values.workExperience.map(toRequestEntry) });
      toast.success(t('toasts.profileUpdated'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('toasts.profileFailed')));
    }
  });

  return (
    <ProfileSection
      title={t('experience.title')}
      actions={
        <IconButton
          label={t('experience.add')}
          onClick={() => {
            append({ ...EMPTY_DRAFT });
          }}
        >
          <PlusIcon className="size-[1.125rem]" />
        </IconButton>
      }
    >
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-5">
        {fields.map((field, index) => {
          const entryErrors = errors.workExperience?.[index];
          const untilNow = entries[index]?.untilNow === true;
          const number = index + 1;
          return (
            <fieldset key={field.id} className="relative rounded-2xl border border-ink-950/10 bg-white p-5">
              <legend className="float-start flex h-9 items-center text-sm font-semibold text-ink-700">
                {t('experience.entryLegend', { number })}
              </legend>
              {fields.length > 1 ? (
                <IconButton
                  label={t('experience.remove', { number })}
                  onClick={() => {
                    remove(index);
                  }}
                  className="absolute end-5 top-5 size-9"
                >
                  <TrashIcon className="size-4" />
                </IconButton>
              ) : null}
              <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">
                <TextField
                  label={t('experience.fields.title')}
                  error={entryErrors?.title?.message}
                  {...register(`workExperience.${index}.title`)}
                />
                <TextField
                  label={t('experience.fields.company')}
                  error={entryErrors?.company?.message}
                  {...register(`workExperience.${index}.company`)}
                />
                <FormDateField
                  control={control}
                  name={`workExperience.${index}.startDate`}
                  label={t('experience.fields.startDate')}
                  error={entryErrors?.startDate?.message}
                />
                <FormDateField
                  control={control}
                  name={`workExperience.${index}.endDate`}
                  label={t('experience.fields.endDate')}
                  disabled={untilNow}
                  error={entryErrors?.endDate?.message}
                />
              </div>
              <CheckboxField
                className="mt-4"
                label={t('experience.untilNow')}
                {...register(`workExperience.${index}.untilNow`, {
                  onChange: () => {
                    // Current work has no end date; unticking leaves the field empty to fill in.
                    setValue(`workExperience.${index}.endDate`, '');
                  },
                })}
              />
            </fieldset>
          );
        })}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!complete} pending={update.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
