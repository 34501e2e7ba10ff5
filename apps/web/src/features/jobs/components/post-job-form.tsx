import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAREER_LEVEL_OPTIONS,
  DEFAULTS,
  DURATION_UNIT_OPTIONS,
  DurationUnitSchema,
  EDUCATION_LEVEL_OPTIONS,
  ExperienceRangeSchema,
  JOB_CATEGORIES,
  JOB_MESSAGES,
  JobDurationSchema,
  MAX_LENGTHS,
  NUMBER_LIMITS,
  PostJobFormSchema,
  type PostJobFormInput,
  type Tag,
} from '@casting/contract';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useController, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { countryOptions } from '../../../lib/country-name';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { Heading } from '../../../ui/heading';
import { useCreateJob } from '../api/create-job';
import { shortenDescription, truncateWords } from '../text-helpers';
import { DescriptionModal } from './description-modal';
import { NumberInput } from './number-input';
import { RequirementsModal } from './requirements-modal';
import { TagPicker } from './tag-picker';
import { localizedOptions } from '../../../lib/option-label';

type PostJobFormOutput = z.output<typeof PostJobFormSchema>;

function FormSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-ink-950/10 pt-8 first:border-t-0 first:pt-0"
    >
      <Heading level={2} size="subtitle" id={headingId} className="mb-6 text-ink-950">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** The first message among a group's fields, for one line under the group. */
function firstMessage(errors: FieldErrors | undefined, names: readonly string[]): string | undefined {
  if (errors === undefined) return undefined;
  for (const name of names) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return typeof errors.root?.message === 'string' ? errors.root.message : undefined;
}

function GroupMessage({ message }: { readonly message: string | undefined }) {
  return message === undefined ? null : (
    <p role="alert" className="mt-3 text-sm font-medium text-accent-700">
      {message}
    </p>
  );
}

/**
 * Spec §2 "Post job", validated by the contract's PostJobFormSchema (the server's rules and
 * messages). Post Job stays disabled until the whole form passes.
 */
export function PostJobForm() {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const createJob = useCreateJob();
  const [descriptionOpen, setDescriptionOpen] = useState(false);
  const [requirementsOpen, setRequirementsOpen] = useState(false);
  const [selectedTags, setSelectedTags] = useState<readonly Tag[]>([]);
  const [experienceNotice, setExperienceNotice] = useState<string | undefined>(undefined);
  const [durationNotice, setDurationNotice] = useState<string | undefined>(undefined);

  const { control, register, handleSubmit, getValues, resetField, formState } = useForm<
    PostJobFormInput,
    unknown,
    PostJobFormOutput
  >({
    resolver: zodResolver(PostJobFormSchema),
    mode: 'onTouched',
    defaultValues: {
      title: '',
      jobDuration: { minimum: DEFAULTS.jobDurationMinimum, maximum: DEFAULTS.jobDurationMaximum },
      description: '',
      requirements: [],
      tags: [],
    },
  });
  const { errors, isValid } = formState;
  const description = useController({ control, name: 'description' });
  const requirements = useController({ control, name: 'requirements' });
  const tags = useController({ control, name: 'tags' });

  /** Spec §5: an inverted experience range is refused with its message and reset. */
  function rejectInvertedExperience(): boolean {
    const result = ExperienceRangeSchema.safeParse(getValues('requiredExperience'));
    if (
      result.success ||
      !result.error.issues.some((issue) => issue.message === JOB_MESSAGES.experienceRange)
    )
      return false;
    resetField('requiredExperience.minimum');
    resetField('requiredExperience.maximum');
    setExperienceNotice(JOB_MESSAGES.experienceRange);
    return true;
  }

  /** Spec §5: likewise for a duration whose minimum is longer than its maximum (compared in days). */
  function rejectInvertedDuration(): boolean {
    const duration = getValues('jobDuration');
    const complete =
      Number.isInteger(duration.minimum) &&
      Number.isInteger(duration.maximum) &&
      DurationUnitSchema.safeParse(duration.minimumPrefix).success &&
      DurationUnitSchema.safeParse(duration.maximumPrefix).success;
    if (!complete || JobDurationSchema.safeParse(duration).success) return false;
    resetField('jobDuration.minimum');
    resetField('jobDuration.minimumPrefix');
    resetField('jobDuration.maximum');
    resetField('jobDuration.maximumPrefix');
    setDurationNotice(JOB_MESSAGES.durationRange);
    return true;
  }

  function setTags(next: readonly Tag[]) {
    setSelectedTags(next);
    tags.field.onChange(next.map((tag) => tag.id));
  }

  const submit = (values: PostJobFormOutput) => {
    const { terms: _terms, ...body } = values;
    createJob.mutate(body, {
      onSuccess: (job) => {
        toast.success(t('postJob.success'));
        void navigate(paths.job(job.id));
      },
      onError: (error) => {
        toast.error(errorMessage(error, tc('errors.unexpected')));
      },
    });
  };

  const categoryOptions = JOB_CATEGORIES.map((category) => ({
    value: category,
    label: tc(`specialties.${category}`),
  }));
  const unitRegistration = (name: 'jobDuration.minimumPrefix' | 'jobDuration.maximumPrefix') =>
    register(name, {
      onChange: () => {
        setDurationNotice(undefined);
        rejectInvertedDuration();
      },
    });

  return (
    <>
      <form
        noValidate
        aria-labelledby="post-job-title"
        className="flex flex-col gap-10"
        onSubmit={(event) => {
          void handleSubmit(submit)(event);
        }}
      >
        <FormSection title={t('postJob.sections.role')}>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="md:col-span-2">
              <TextField
                label={t('postJob.fields.title')}
                placeholder={t('postJob.fields.titlePlaceholder')}
                maxLength={MAX_LENGTHS.jobTitle}
                error={errors.title?.message}
                {...register('title')}
              />
            </div>
            <SelectField
              label={t('postJob.fields.category')}
              placeholder={t('postJob.fields.choose')}
              options={categoryOptions}
              error={errors.jobCategory?.message}
              {...register('jobCategory')}
            />
            <SelectField
              label={t('postJob.fields.careerLevel')}
              placeholder={t('postJob.fields.choose')}
              options={localizedOptions('careerLevel', CAREER_LEVEL_OPTIONS)}
              error={errors.careerLevel?.message}
              {...register('careerLevel')}
            />
            <SelectField
              label={t('postJob.fields.educationLevel')}
              placeholder={t('postJob.fields.choose')}
              options={localizedOptions('educationLevel', EDUCATION_LEVEL_OPTIONS)}
              error={errors.educationLevel?.message}
              {...register('educationLevel')}
            />
          </div>
        </FormSection>

        <FormSection title={t('postJob.sections.terms')}>
          <div className="grid gap-8 lg:grid-cols-2">
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
                          end === 'minimum'
                            ? t('postJob.fields.minimumYears')
                            : t('postJob.fields.maximumYears')
                        }
                        min={0}
                        max={NUMBER_LIMITS.yearsOfExperience}
                        step={1}
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        invalid={errors.requiredExperience?.[end] !== undefined}
                        onChange={(value) => {
                          setExperienceNotice(undefined);
                          field.onChange(value);
                        }}
                        onBlur={() => {
                          if (!rejectInvertedExperience()) field.onBlur();
                        }}
                      />
                    )}
                  />
                ))}
              </div>
              <GroupMessage
                message={
                  experienceNotice ??
                  firstMessage(errors.requiredExperience as FieldErrors | undefined, ['minimum', 'maximum'])
                }
              />
            </div>
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
                          invalid={errors.jobDuration?.[end] !== undefined}
                          onChange={(value) => {
                            setDurationNotice(undefined);
                            field.onChange(value);
                          }}
                          onBlur={() => {
                            if (!rejectInvertedDuration()) field.onBlur();
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
                      aria-invalid={errors.jobDuration?.[`${end}Prefix`] !== undefined}
                      {...unitRegistration(`jobDuration.${end}Prefix`)}
                    />
                  </div>
                ))}
              </div>
              <GroupMessage
                message={
                  durationNotice ??
                  firstMessage(errors.jobDuration as FieldErrors | undefined, [
                    'minimum',
                    'minimumPrefix',
                    'maximum',
                    'maximumPrefix',
                  ])
                }
              />
            </div>
          </div>
        </FormSection>

        <FormSection title={t('postJob.sections.pay')}>
          <div className="grid gap-6 md:grid-cols-2">
            <SelectField
              label={t('postJob.fields.location')}
              placeholder={t('postJob.fields.choose')}
              options={countryOptions()}
              error={errors.location?.message}
              {...register('location')}
            />
            <Controller
              control={control}
              name="salary"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('postJob.fields.salary')}
                  min={0}
                  max={NUMBER_LIMITS.salary}
                  step="any"
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </div>
        </FormSection>

        <FormSection title={t('postJob.sections.details')}>
          <div className="grid gap-6 lg:grid-cols-2">
            <SummaryCard
              label={t('postJob.description.label')}
              actionLabel={
                description.field.value === '' ? t('postJob.description.add') : t('postJob.description.edit')
              }
              onAction={() => {
                setDescriptionOpen(true);
              }}
            >
              {description.field.value === '' ? (
                <p className="text-ink-600">{t('postJob.description.empty')}</p>
              ) : (
                <p className="text-ink-800">{shortenDescription(description.field.value)}</p>
              )}
            </SummaryCard>
            <SummaryCard
              label={t('postJob.requirements.label')}
              actionLabel={
                requirements.field.value.length === 0
                  ? t('postJob.requirements.add')
                  : t('postJob.requirements.edit')
              }
              onAction={() => {
                setRequirementsOpen(true);
              }}
            >
              {requirements.field.value.length === 0 ? (
                <p className="text-ink-600">{t('postJob.requirements.empty')}</p>
              ) : (
                <ol className="list-decimal space-y-1 ps-5 text-ink-800 marker:text-accent-600">
                  {requirements.field.value.map((requirement) => (
                    <li key={requirement.id}>{truncateWords(requirement.content)}</li>
                  ))}
                </ol>
              )}
            </SummaryCard>
          </div>
        </FormSection>

        <FormSection title={t('postJob.sections.tags')}>
          <p className="-mt-3 mb-4 text-sm text-ink-600">{t('postJob.tags.intro')}</p>
          <TagPicker
            selected={selectedTags}
            error={tags.fieldState.error?.message}
            onToggle={(tag) => {
              setTags(
                selectedTags.some((item) => item.id === tag.id)
                  ? selectedTags.filter((item) => item.id !== tag.id)
                  : [...selectedTags, tag],
              );
            }}
            onAdd={(tag) => {
              if (!selectedTags.some((item) => item.id === tag.id)) setTags([...selectedTags, tag]);
            }}
            onRemove={(tag) => {
              setTags(selectedTags.filter((item) => item.id !== tag.id));
            }}
          />
        </FormSection>

        <div className="flex flex-col gap-6 border-t border-ink-950/10 pt-8">
          <CheckboxField
            label={t('postJob.fields.terms')}
            error={errors.terms?.message}
            {...register('terms')}
          />
          <div className="flex flex-wrap items-center justify-end gap-4">
            {isValid ? null : <p className="text-sm text-ink-600">{t('postJob.submitHint')}</p>}
            <Button type="submit" size="lg" disabled={!isValid} pending={createJob.isPending}>
              {createJob.isPending ? t('postJob.submitting') : t('postJob.submit')}
            </Button>
          </div>
        </div>
      </form>

      <DescriptionModal
        open={descriptionOpen}
        value={description.field.value}
        onClose={() => {
          setDescriptionOpen(false);
        }}
        onSave={(text) => {
          description.field.onChange(text);
          setDescriptionOpen(false);
        }}
      />
      <RequirementsModal
        open={requirementsOpen}
        value={requirements.field.value}
        onClose={() => {
          setRequirementsOpen(false);
        }}
        onSave={(lines) => {
          requirements.field.onChange(lines);
          setRequirementsOpen(false);
        }}
      />
    </>
  );
}

function SummaryCard({
  label,
  actionLabel,
  onAction,
  children,
}: {
  readonly label: string;
  readonly actionLabel: string;
  readonly onAction: () => void;
  readonly children: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-ink-950/10 bg-white p-5">
      <p className="text-sm font-semibold text-ink-900">{label}</p>
      <div className="mt-2 grow">{children}</div>
      <div className="mt-4">
        <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </div>
  );
}
