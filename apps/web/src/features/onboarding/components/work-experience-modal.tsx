import { DEFAULTS, ExperienceSchema, type WorkExperienceInput } from '@casting/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { FormDateField } from '../../../ui/form/form-date-field';
import { TextField } from '../../../ui/form/text-field';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';

const HistorySchema = ExperienceSchema.pick({ workExperience: true });
// Raw values: an entry keeps its 'Until Now' flag, which the API needs to store a null end date.
const resolver = zodResolver(HistorySchema, undefined, { raw: true });

interface HistoryValues {
  workExperience: WorkExperienceInput[];
}

function blankEntry(): WorkExperienceInput {
  return { title: '', company: '', startDate: DEFAULTS.experienceStartDate, endDate: '', untilNow: false };
}

function UntilNowAware({
  control,
  index,
  children,
}: {
  readonly control: Control<HistoryValues>;
  readonly index: number;
  readonly children: (untilNow: boolean) => ReactNode;
}) {
  const untilNow = useWatch({ control, name: `workExperience.${index}.untilNow` });
  return children(untilNow === true);
}

function HistoryForm({
  entries,
  onCancel,
  onSave,
}: {
  readonly entries: readonly WorkExperienceInput[];
  readonly onCancel: () => void;
  readonly onSave: (entries: WorkExperienceInput[]) => void;
}) {
  const { t } = useTranslation('onboarding');
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<HistoryValues, unknown, HistoryValues>({
    resolver,
    reValidateMode: 'onChange',
    defaultValues: { workExperience: entries.length === 0 ? [blankEntry()] : [...entries] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'workExperience' });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog is portalled, but React still bubbles its submit to the page's own form.
        event.stopPropagation();
        void handleSubmit((values) => {
          onSave(values.workExperience);
        })(event);
      }}
    >
      <ol className="flex flex-col gap-5">
        {fields.map((field, index) => {
          const number = index + 1;
          const entryErrors = errors.workExperience?.[index];
          return (
            <li key={field.id}>
              <div
                role="group"
                aria-labelledby={`${field.id}-heading`}
                className="rounded-2xl border border-ink-950/10 bg-white p-5"
              >
                <div className="flex items-center justify-between gap-4">
                  <h3 id={`${field.id}-heading`} className="font-semibold text-ink-950">
                    {t('workExperience.entryHeading', { number })}
                  </h3>
                  {fields.length > 1 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('workExperience.removeEntry', { number })}
                      onClick={() => {
                        remove(index);
                      }}
                    >
                      {t('workExperience.remove')}
                    </Button>
                  ) : null}
                </div>
                <div className="mt-4 grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('workExperience.jobTitle')}
                    autoComplete="organization-title"
                    error={entryErrors?.title?.message}
                    {...register(`workExperience.${index}.title`)}
                  />
                  <TextField
                    label={t('workExperience.company')}
                    autoComplete="organization"
                    error={entryErrors?.company?.message}
                    {...register(`workExperience.${index}.company`)}
                  />
                  <FormDateField
                    control={control}
                    name={`workExperience.${index}.startDate`}
                    label={t('workExperience.startDate')}
                    error={entryErrors?.startDate?.message}
                  />
                  <UntilNowAware control={control} index={index}>
                    {(untilNow) => (
                      <FormDateField
                        control={control}
                        name={`workExperience.${index}.endDate`}
                        label={t('workExperience.endDate')}
                        disabled={untilNow}
                        error={untilNow ? undefined : entryErrors?.endDate?.message}
                      />
                    )}
                  </UntilNowAware>
                </div>
                <CheckboxField
                  className="mt-4"
                  label={t('workExperience.untilNow')}
                  {...register(`workExperience.${index}.untilNow`, {
                    onChange: () => {
                      // Spec §4: ticking 'Until Now' replaces the end date; unticking empties it.
                      setValue(`workExperience.${index}.endDate`, '', { shouldValidate: false });
                    },
                  })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        className="mt-5"
        onClick={() => {
          append(blankEntry());
        }}
      >
        {t('workExperience.addAnother')}
      </Button>
      <ModalActions
        className="mt-8 border-t border-ink-950/10 pt-6"
        cancelLabel={t('workExperience.cancel')}
        onCancel={onCancel}
      >
        <Button type="submit">{t('workExperience.save')}</Button>
      </ModalActions>
    </form>
  );
}

export interface WorkExperienceModalProps {
  readonly open: boolean;
  readonly entries: readonly WorkExperienceInput[];
  readonly onClose: () => void;
  readonly onSave: (entries: WorkExperienceInput[]) => void;
}

/**
 * Spec §2/§4 'Add Experience': the work history edited as a whole. Entries can be added, and
 * removed while more than one remains; Save closes the dialog only when every entry is valid,
 * and leaving it any other way keeps the history as it was.
 */
export function WorkExperienceModal({ open, entries, onClose, onSave }: WorkExperienceModalProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('workExperience.title')}
      description={t('workExperience.description')}
    >
      <HistoryForm entries={entries} onCancel={onClose} onSave={onSave} />
    </Modal>
  );
}
