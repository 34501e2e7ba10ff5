import {
  CAREER_LEVEL_OPTIONS,
  DEFAULTS,
  EDUCATION_LEVEL_OPTIONS,
  JOB_CATEGORIES,
  MAX_LENGTHS,
  NUMBER_LIMITS,
  type PostJobFormInput,
  type Tag,
} from '@casting/contract';
import { useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { localizedOptions } from '../../../lib/option-label';
import { toast } from '../../../lib/toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { CountrySelectField } from '../../../ui/form/country-select-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { LeaveGuardDialog } from '../../../ui/leave-guard-dialog';
import { useCreateJob } from '../api/create-job';
import { usePostJobDraft } from '../hooks/use-post-job-draft';
import { DraftBanner } from './draft-banner';
import { DurationRangeFields } from './duration-range-fields';
import { ExperienceRangeFields } from './experience-range-fields';
import { FormSection } from './form-section';
import { JobDetailsFields } from './job-details-fields';
import { NumberInput } from '../../../ui/form/number-input';
import { PayFields } from './pay-fields';
import type { PostJobFormOutput } from './post-job-form-type';
import { RequiredLicenceField } from './required-licence-field';
import { TagPicker } from './tag-picker';

const postJobRules = lazyResolver(async () => (await import('../post-job-rules')).postJobRules);

/**
 * Spec §2 "Post job", validated by the contract's PostJobFormSchema (the server's rules and
 * messages). Post Job stays disabled until the whole form passes.
 */
export function PostJobForm() {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const createJob = useCreateJob();
  const [selectedTags, setSelectedTags] = useState<readonly Tag[]>([]);

  const form = useForm<PostJobFormInput, unknown, PostJobFormOutput>({
    resolver: postJobRules,
    mode: 'onTouched',
    defaultValues: {
      title: '',
      jobDuration: { minimum: DEFAULTS.jobDurationMinimum, maximum: DEFAULTS.jobDurationMaximum },
      description: '',
      requirements: [],
      tags: [],
      headcount: 1,
      pay: { currency: 'SAR' },
    },
  });
  const { control, register, handleSubmit, formState } = form;
  const { errors } = formState;
  // React Hook Form checks the whole form as soon as its validity is read, which loads the rules
  // and zod with them (about 35 KB): an untouched form cannot be posted anyway, so its validity is
  // read once it has changed, as on login and sign-up (issue 31). A restored draft has changed.
  const isValid = formState.isDirty && formState.isValid;
  const tags = useController({ control, name: 'tags' });
  // Controlled: a restored draft's country shows once the names arrive (`loadWhenNear`).
  const location = useController({ control, name: 'location' });
  // Unset until chosen, whatever the form's type says.
  const locationValue = location.field.value as string | undefined;
  const draft = usePostJobDraft(form, selectedTags, setSelectedTags);
  const leaveGuard = useLeaveGuard(formState.isDirty);

  function setTags(next: readonly Tag[]) {
    setSelectedTags(next);
    tags.field.onChange(next.map((tag) => tag.id));
  }

  const submit = (values: PostJobFormOutput) => {
    const { terms: _terms, ...body } = values;
    createJob.create(body).then(
      (job) => {
        draft.clear();
        leaveGuard.release();
        toast.success(t('postJob.success'));
        void navigate(paths.job(job.id));
      },
      (error: unknown) => {
        toast.error(errorMessage(error, tc('errors.unexpected')));
      },
    );
  };

  const categoryOptions = JOB_CATEGORIES.map((category) => ({
    value: category,
    label: tc(`specialties.${category}`),
  }));

  return (
    <>
      <DraftBanner draft={draft} />
      <LeaveGuardDialog guard={leaveGuard} description={t('postJob.draft.leaveNote')} />
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
            <Controller
              control={control}
              name="headcount"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('postJob.fields.headcount')}
                  min={1}
                  max={NUMBER_LIMITS.headcount}
                  step={1}
                  inputMode="numeric"
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

        <FormSection title={t('postJob.sections.terms')}>
          <div className="grid gap-8 lg:grid-cols-2">
            <ExperienceRangeFields form={form} />
            <DurationRangeFields form={form} />
          </div>
        </FormSection>

        <FormSection title={t('postJob.sections.pay')}>
          <div className="grid gap-6 md:grid-cols-2">
            <CountrySelectField
              loadWhenNear
              label={t('postJob.fields.location')}
              placeholder={t('postJob.fields.choose')}
              error={errors.location?.message}
              name={location.field.name}
              ref={location.field.ref}
              value={locationValue ?? ''}
              onChange={location.field.onChange}
              onBlur={location.field.onBlur}
            />
            <PayFields form={form} />
          </div>
        </FormSection>

        <FormSection title={t('postJob.sections.details')}>
          <JobDetailsFields control={control} />
          <div className="mt-6">
            <RequiredLicenceField form={form} />
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
          {/* On a phone the button spans the screen at the form's end, under the thumb. */}
          <div className="flex flex-wrap items-center justify-end gap-4 max-sm:flex-col max-sm:items-stretch">
            {isValid ? null : <p className="text-sm text-ink-600">{t('postJob.submitHint')}</p>}
            <Button
              type="submit"
              size="lg"
              disabled={!isValid}
              pending={createJob.isPending}
              className="max-sm:w-full"
            >
              {createJob.isPending ? t('postJob.submitting') : t('postJob.submit')}
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}
