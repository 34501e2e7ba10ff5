import {
  ExperienceFormSchema,
  type ExperienceFormInput,
  type ExperienceInput,
  type Specialty,
  type WorkExperienceInput,
} from '@casting/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { isolate } from '../../../lib/isolate';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { NumberInput } from '../../../ui/form/number-input';
import { TextField } from '../../../ui/form/text-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import { Heading } from '../../../ui/heading';
import { ArrowForwardIcon, BriefcaseIcon } from '../../../ui/icons';
import { IsolatedText } from '../../../ui/isolated-text';
import { SpecialtyIcon } from '../../../ui/specialty-icon';
import { AnswerSelect } from '../../../ui/form/answer-select';
import { FormSection } from '../components/form-section';
import { OnboardingShell } from '../components/onboarding-shell';
import { StepFooter } from '../components/step-footer';
import { WorkExperienceModal } from '../components/work-experience-modal';
import { useAccountRedirect } from '../hooks/use-account-redirect';
import { readStoredExperience, readStoredSpecialty, storeExperience } from '../lib/stored-answers';
import { FieldError } from '../../../ui/form/field-error';

// Raw values: they are stored as the API's input, 'Until Now' flags included.
const resolver = zodResolver(ExperienceFormSchema, undefined, { raw: true });

const QUESTIONS = ['availableForTravel', 'legallyWorking', 'hasTattoos'] as const;

function formatDay(isoDate: string): string {
  // A calendar day, not an instant: reading it in UTC keeps it the same day everywhere.
  return formatDate(isoDate, { dateStyle: 'medium', timeZone: 'UTC' });
}

function HistoryList({ entries }: { readonly entries: readonly WorkExperienceInput[] }) {
  const { t } = useTranslation('onboarding');
  if (entries.length === 0) {
    return <p className="text-ink-600">{t('experienceForm.historyEmpty')}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {entries.map((entry, index) => (
        <li
          // Entries have no identity of their own until saved; their order is what the person set.
          key={index}
          className="flex items-start gap-4 rounded-2xl border border-ink-950/10 bg-white p-4"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sand-100 text-ink-900">
            <BriefcaseIcon />
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-ink-950">
              <IsolatedText
                text={t('experienceForm.entry', {
                  title: isolate(entry.title),
                  company: isolate(entry.company),
                })}
              />
            </span>
            <span className="text-sm text-ink-600">
              {t('experienceForm.period', {
                start: formatDay(entry.startDate),
                end:
                  entry.untilNow === true || entry.endDate == null || entry.endDate === ''
                    ? t('experienceForm.untilNow')
                    : formatDay(entry.endDate),
              })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function ExperienceForm({ specialty }: { readonly specialty: Specialty }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const [historyOpen, setHistoryOpen] = useState(false);
  // Coming back from the profile form shows the answers given before.
  const [stored] = useState(readStoredExperience);
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ExperienceFormInput, unknown, ExperienceFormInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: stored ?? { workExperience: [] },
  });
  const workExperience = useWatch({ control, name: 'workExperience' });

  const submit = handleSubmit((values) => {
    const { terms: _accepted, ...experience } = values;
    storeExperience(experience satisfies ExperienceInput);
    void navigate(paths.profileForm);
  });

  return (
    <OnboardingShell
      step="experience"
      title={t('experienceForm.title')}
      intro={t('experienceForm.intro')}
      aside={
        <p className="inline-flex items-center gap-3 rounded-full bg-sand-50 py-1.5 ps-1.5 pe-4 text-sm text-ink-900 shadow-card">
          <span className="grid size-8 place-items-center rounded-full bg-ink-950 text-sand-50">
            <SpecialtyIcon specialty={specialty} className="size-4" />
          </span>
          <span className="font-semibold">
            {t('experienceForm.specialty', { specialty: t(`common:specialties.${specialty}`) })}
          </span>
          <Link
            to={paths.selectCategory}
            className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
          >
            {t('experienceForm.changeSpecialty')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-10">
        <FormSection id="experience-about" title={t('experienceForm.aboutHeading')}>
          <TextareaField
            label={t('experienceForm.bio')}
            placeholder={t('experienceForm.bioPlaceholder')}
            rows={5}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label={t('experienceForm.socialAccount')}
              placeholder={t('experienceForm.socialAccountPlaceholder')}
              autoComplete="url"
              error={errors.socialAccount?.message}
              {...register('socialAccount')}
            />
            <Controller
              control={control}
              name="yearsOfExperience"
              render={({ field, fieldState }) => (
                <NumberInput
                  inputMode="numeric"
                  label={t('experienceForm.yearsOfExperience')}
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

        <FormSection id="experience-questions" title={t('experienceForm.questionsHeading')}>
          <div className="grid items-end gap-5 md:grid-cols-3">
            {QUESTIONS.map((question) => (
              <Controller
                key={question}
                control={control}
                name={question}
                render={({ field, fieldState }) => (
                  <AnswerSelect
                    ref={field.ref}
                    name={field.name}
                    label={t(`experienceForm.${question}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </div>
        </FormSection>

        <section aria-labelledby="experience-history" className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Heading level={2} size="subtitle" id="experience-history" className="text-ink-950">
              {t('experienceForm.historyHeading')}
            </Heading>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setHistoryOpen(true);
              }}
            >
              {t('experienceForm.addExperience')}
            </Button>
          </div>
          <HistoryList entries={workExperience} />
          {errors.workExperience?.message === undefined ? null : (
            <FieldError message={errors.workExperience.message} />
          )}
        </section>

        <div className="flex flex-col gap-3 border-t border-ink-950/10 pt-6">
          <CheckboxField
            label={t('experienceForm.terms')}
            error={errors.terms?.message}
            {...register('terms')}
          />
          <Link
            to={paths.privacy}
            target="_blank"
            className="ms-8 text-sm font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
          >
            {t('experienceForm.privacyLink')}
          </Link>
        </div>

        <StepFooter back={paths.selectCategory} ready={isValid} hint={t('experienceForm.incomplete')}>
          {t('next')}
          <ArrowForwardIcon />
        </StepFooter>
      </form>

      <WorkExperienceModal
        open={historyOpen}
        entries={workExperience}
        onClose={() => {
          setHistoryOpen(false);
        }}
        onSave={(entries) => {
          setValue('workExperience', entries, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
          setHistoryOpen(false);
        }}
      />
    </OnboardingShell>
  );
}

/** Spec §2 "Experience form": the answers are kept locally until the profile form sends them. */
export function ExperienceFormPage() {
  const redirect = useAccountRedirect('INDIVIDUAL');
  const [specialty] = useState(readStoredSpecialty);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  if (specialty === null) return <Navigate to={paths.selectCategory} replace />;
  return <ExperienceForm specialty={specialty} />;
}
