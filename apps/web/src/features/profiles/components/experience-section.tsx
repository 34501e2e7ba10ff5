import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateIndividualBodySchema } from '@casting/contract';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { FormDateField } from '../../../ui/form/form-date-field';
import { TextField } from '../../../ui/form/text-field';
import { useUpdateIndividual } from '../api/update-individual';
import { useReturnFocus } from '../hooks/use-return-focus';
import {
  EMPTY_DRAFT,
  formatWorkDate,
  isDraftComplete,
  toDraft,
  toRequestEntry,
  type SavedWorkExperience,
  type WorkExperienceDraft,
} from '../lib/work-experience';
import { IconButton } from './icon-button';
import { PencilIcon, PlusIcon, TrashIcon } from './profile-icons';
import { ProfileSection } from './profile-section';

// The server's rules and messages, including 'Start date must be before the end date.'.
const ExperienceSchema = UpdateIndividualBodySchema.pick({ workExperience: true }).required();

export function ExperienceList({ entries }: { readonly entries: readonly SavedWorkExperience[] }) {
  const { t } = useTranslation('profiles');
  if (entries.length === 0) return <p className="text-ink-600">{t('experience.empty')}</p>;
  return (
    <ol className="divide-y divide-ink-950/10">
      {entries.map((entry, index) => (
        <li
          // Two entries may read the same; their order is what the person gave.
          key={index}
          className="flex gap-4 py-4 first:pt-0 last:pb-0"
        >
          <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-500" />
          <p className="text-ink-800">
            {t('experience.line', {
              start: formatWorkDate(entry.startDate),
              end: entry.endDate === null ? t('experience.untilNow') : formatWorkDate(entry.endDate),
              title: entry.title,
              company: entry.company,
            })}
          </p>
        </li>
      ))}
    </ol>
  );
}

interface ExperienceEditorProps {
  readonly initial: readonly WorkExperienceDraft[];
  /** The entry to put the cursor in: the first when editing, the new one when adding. */
  readonly focusIndex: number;
  readonly onDone: () => void;
}

function ExperienceEditor({ initial, focusIndex, onDone }: ExperienceEditorProps) {
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

export interface ExperienceSectionProps {
  readonly entries: readonly SavedWorkExperience[];
  readonly editable?: boolean;
}

/** Spec §2 'Experience & Awards': a list to read, and for the owner an inline editor. */
export function ExperienceSection({ entries, editable = false }: ExperienceSectionProps) {
  const { t } = useTranslation('profiles');
  const [mode, setMode] = useState<'view' | 'edit' | 'add'>('view');
  const editButton = useReturnFocus<HTMLButtonElement>(mode !== 'view');

  if (mode !== 'view') {
    const drafts = entries.map(toDraft);
    const adding = mode === 'add' || drafts.length === 0;
    return (
      <ExperienceEditor
        initial={adding ? [...drafts, { ...EMPTY_DRAFT }] : drafts}
        focusIndex={adding ? drafts.length : 0}
        onDone={() => {
          setMode('view');
        }}
      />
    );
  }

  return (
    <ProfileSection
      title={t('experience.title')}
      actions={
        editable ? (
          <>
            <IconButton
              label={t('experience.add')}
              onClick={() => {
                setMode('add');
              }}
            >
              <PlusIcon className="size-[1.125rem]" />
            </IconButton>
            <IconButton
              ref={editButton}
              label={t('experience.edit')}
              onClick={() => {
                setMode('edit');
              }}
            >
              <PencilIcon className="size-[1.125rem]" />
            </IconButton>
          </>
        ) : undefined
      }
    >
      <ExperienceList entries={entries} />
    </ProfileSection>
  );
}
