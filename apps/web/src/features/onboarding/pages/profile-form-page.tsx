import { SPECIALTY_DETAILS, type ExperienceInput, type MediaSlot, type Specialty } from '@casting/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { cx } from '../../../ui/class-names';
import { Heading } from '../../../ui/heading';
import { UploadSlot } from '../../../ui/upload-slot';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { FormSection } from '../components/form-section';
import { OnboardingShell } from '../components/onboarding-shell';
import { isWideField, SpecialtyFieldControl } from '../../../ui/form/specialty-field-control';
import { StepFooter } from '../components/step-footer';
import { useAccountRedirect } from '../hooks/use-account-redirect';
import {
  isSlotName,
  slotTarget,
  slotValue,
  specialtyDefaults,
  withSlotValue,
  type SlotName,
} from '../lib/specialty-forms';
import { specialtyFields, type SpecialtyFormValues } from '../../../lib/specialty-fields';
import { clearStoredAnswers, readStoredExperience, readStoredSpecialty } from '../lib/stored-answers';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { LeaveGuardDialog } from '../../../ui/leave-guard-dialog';

/** Today in the person's own calendar, which the age rule counts from. */
function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function MediaSlotControl({
  form,
  slot,
  name,
}: {
  readonly form: UseFormReturn<SpecialtyFormValues>;
  readonly slot: MediaSlot;
  readonly name: SlotName;
}) {
  const { t } = useTranslation('onboarding');
  const { field, index } = slotTarget(name);
  const current = useWatch({ control: form.control, name: field });
  return (
    <UploadSlot
      kind={slot.kind}
      label={t(`profileForm.slots.${name}`)}
      value={slotValue(current, index)}
      onChange={(url) => {
        // Read at the moment the upload ends: two slots of one gallery may finish in either order.
        form.setValue(field, withSlotValue(form.getValues(field), index, url), {
          shouldValidate: true,
          shouldDirty: true,
          shouldTouch: true,
        });
      }}
    />
  );
}

function ProfileForm({
  specialty,
  experience,
}: {
  readonly specialty: Specialty;
  readonly experience: ExperienceInput;
}) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [today] = useState(() => localIsoDate(new Date()));
  const resolver = useMemo(
    () =>
      lazyResolver(async () =>
        (await import('../../../lib/specialty-rules')).specialtyResolver(specialty, today),
      ),
    [specialty, today],
  );
  const form = useForm<SpecialtyFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: specialtyDefaults(specialty),
  });
  const {
    control,
    handleSubmit,
    formState: { isValid, isDirty },
  } = form;
  const leaveGuard = useLeaveGuard(isDirty);
  const fields = useMemo(() => specialtyFields(specialty, t), [specialty, t]);
  const slots = SPECIALTY_DETAILS[specialty].mediaSlots;
  const hasVideo = slots.some((slot) => slot.kind === 'video');
  const completeOnboarding = useCompleteOnboarding();
  const submitting = completeOnboarding.isPending;
  const isPhotographer = specialty === 'PHOTOGRAPHER';
  // Spec §8: the photographer form has its own fallback.
  const fallback = t(isPhotographer ? 'profileForm.photographerFailed' : 'profileForm.failed');

  const submit = handleSubmit(async (specialtyInfo) => {
    const profile = { role: specialty, ...experience, specialtyInfo };
    try {
      const { isIndividualProfile } = await import('../api/onboarding-endpoint');
      if (!isIndividualProfile(profile)) {
        toast.error(fallback);
        return;
      }
      await completeOnboarding.mutateAsync({ individualProfile: profile });
    } catch (error) {
      toast.error(errorMessage(error, fallback));
      return;
    }
    clearStoredAnswers();
    if (isPhotographer) toast.success(t('profileForm.success'));
    leaveGuard.release();
    void navigate(paths.home, { replace: true });
  });

  return (
    <OnboardingShell
      step="profile"
      title={t(`profileForm.titles.${specialty}`)}
      intro={t('profileForm.intro')}
    >
      <LeaveGuardDialog guard={leaveGuard} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <fieldset disabled={submitting} className="flex flex-col gap-10">
          <FormSection id="profile-details" title={t('profileForm.detailsHeading')}>
            <div className="grid gap-5 md:grid-cols-2">
              {fields.map((field) => (
                <div key={field.name} className={cx(isWideField(field) && 'md:col-span-2')}>
                  <SpecialtyFieldControl control={control} field={field} />
                </div>
              ))}
            </div>
          </FormSection>

          <section aria-labelledby="profile-media" className="flex flex-col gap-5">
            <div>
              <Heading level={2} size="subtitle" id="profile-media" className="text-ink-950">
                {t(hasVideo ? 'profileForm.mediaHeading' : 'profileForm.mediaHeadingImages')}
              </Heading>
              <p className="mt-1 text-sm text-ink-600">
                {t(hasVideo ? 'profileForm.mediaIntro' : 'profileForm.mediaIntroImages')}
              </p>
            </div>
            <div className="grid grid-cols-2 gap-5 md:grid-cols-4">
              {slots.map((slot) =>
                isSlotName(slot.name) ? (
                  <MediaSlotControl key={slot.name} form={form} slot={slot} name={slot.name} />
                ) : null,
              )}
            </div>
          </section>
        </fieldset>

        <StepFooter
          className="mt-10 border-t border-ink-950/10 pt-6"
          back={paths.experienceForm}
          ready={isValid}
          hint={t('profileForm.incomplete')}
          sendingStatus={submitting ? t('profileForm.submitting') : undefined}
        >
          {t('profileForm.submit')}
        </StepFooter>
      </form>
    </OnboardingShell>
  );
}

/** Spec §2 "Profile form": the specialty's fields and media, sent with the stored experience. */
export function ProfileFormPage() {
  const redirect = useAccountRedirect('INDIVIDUAL');
  const [specialty] = useState(readStoredSpecialty);
  const [experience] = useState(readStoredExperience);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  if (specialty === null) return <Navigate to={paths.selectCategory} replace />;
  if (experience === null) return <Navigate to={paths.experienceForm} replace />;
  return <ProfileForm specialty={specialty} experience={experience} />;
}
