import {
  CITY_OPTIONS,
  CitySchema,
  composePhone,
  CountryCodeSchema,
  dialCodeOf,
  OrganizationProfileSchema,
  PhoneNumberSchema,
} from '@casting/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../i18n/contract-text';
import { localizedOptions } from '../../../lib/option-label';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { phoneIssue } from '../../../lib/phone-check';
import { toast } from '../../../lib/toast';
import { useCountryNames } from '../../../lib/use-country-names';
import { CountrySelectField } from '../../../ui/form/country-select-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import { UploadSlot } from '../../../ui/upload-slot';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { FormSection } from '../components/form-section';
import { OnboardingShell } from '../components/onboarding-shell';
import { StepFooter } from '../components/step-footer';
import { useAccountRedirect } from '../hooks/use-account-redirect';
import { textOf } from '../../../lib/form-value';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { LeaveGuardDialog } from '../../../ui/leave-guard-dialog';

/**
 * The organization profile as the API takes it, except that the phone is asked in two parts
 * (spec §5): a country's dial code and the number, joined by composePhone.
 */
const OrganizationFieldsSchema = OrganizationProfileSchema.omit({ phone: true }).extend({
  // Optional on the wire for clients written from the spec; every organization that fills the form gives it.
  city: CitySchema,
  dialCountry: CountryCodeSchema,
  phoneNumber: PhoneNumberSchema,
});
const OrganizationFormSchema = OrganizationFieldsSchema.superRefine(
  async ({ dialCountry, phoneNumber }, context) => {
    const message = await phoneIssue(dialCodeOf(dialCountry), phoneNumber);
    if (message !== undefined) context.addIssue({ code: 'custom', message, path: ['phoneNumber'] });
  },
);

// Raw values: the server normalizes the links itself with the same schema.
const resolver = zodResolver(OrganizationFormSchema, undefined, { raw: true });

const LINKS = ['instagram', 'tiktok', 'website'] as const;

// The fields in the order the form shows them, so the hint names the first one still to do.
const FIELD_ORDER = ['name', 'location', 'city', 'bio', 'logo', ...LINKS, 'dialCountry', 'phoneNumber'];

/** What keeps the form from being sent: the rule's sentence of the first field missing or wrong, as the server words it. */
function firstIssue(values: unknown): string | undefined {
  const issues = OrganizationFieldsSchema.safeParse(values).error?.issues ?? [];
  const rank = (path: readonly PropertyKey[]) => FIELD_ORDER.indexOf(String(path[0]));
  return [...issues].sort((a, b) => rank(a.path) - rank(b.path))[0]?.message;
}

// Most organizations on the platform are Saudi; the location picked later moves the choice.
const DEFAULT_DIAL_COUNTRY = 'SA';

function OrganizationForm() {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const completeOnboarding = useCompleteOnboarding();
  const submitting = completeOnboarding.isPending;
  const {
    control,
    register,
    setValue,
    handleSubmit,
    watch,
    formState: { errors, isValid, isDirty },
  } = useForm({
    resolver,
    mode: 'onTouched',
    defaultValues: { dialCountry: DEFAULT_DIAL_COUNTRY },
  });
  // The dial codes appear once the country names have loaded.
  const countryNames = useCountryNames();
  const dialOptions =
    countryNames === undefined
      ? []
      : countryNames.dialCodeOptions((parts) => t('organizationForm.dialCodeOption', parts));

  const leaveGuard = useLeaveGuard(isDirty);

  const submit = handleSubmit(async ({ dialCountry, phoneNumber, ...profile }) => {
    try {
      await completeOnboarding.mutateAsync({
        organizationProfile: { ...profile, phone: composePhone(dialCodeOf(dialCountry) ?? '', phoneNumber) },
      });
    } catch (error) {
      toast.error(errorMessage(error, t('organizationForm.failed')));
      return;
    }
    toast.success(t('organizationForm.success'));
    leaveGuard.release();
    void navigate(paths.home, { replace: true });
  });

  return (
    <OnboardingShell
      eyebrow={t('organizationForm.eyebrow')}
      title={t('organizationForm.title')}
      intro={t('organizationForm.intro')}
    >
      <LeaveGuardDialog guard={leaveGuard} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <fieldset disabled={submitting} className="flex flex-col gap-10">
          <FormSection id="organization-details" title={t('organizationForm.detailsHeading')}>
            <div className="grid gap-8 md:grid-cols-[1fr_15rem]">
              <div className="flex flex-col gap-5">
                <div className="grid gap-5 md:grid-cols-2">
                  <TextField
                    label={t('organizationForm.name')}
                    autoComplete="organization"
                    error={errors.name?.message}
                    {...register('name')}
                  />
                  <Controller
                    control={control}
                    name="location"
                    render={({ field, fieldState }) => (
                      <CountrySelectField
                        ref={field.ref}
                        name={field.name}
                        label={t('organizationForm.location')}
                        placeholder={t('organizationForm.chooseCountry')}
                        value={textOf(field.value)}
                        onChange={(event) => {
                          const parsed = CountryCodeSchema.safeParse(event.currentTarget.value);
                          field.onChange(parsed.success ? parsed.data : undefined);
                          // Spec §5: choosing a location also chooses its dial code.
                          if (parsed.success && dialCodeOf(parsed.data) !== null) {
                            setValue('dialCountry', parsed.data, { shouldValidate: true });
                          }
                        }}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <SelectField
                    label={t('organizationForm.city')}
                    placeholder={t('organizationForm.chooseCity')}
                    options={localizedOptions('city', CITY_OPTIONS)}
                    autoComplete="address-level2"
                    error={errors.city?.message}
                    {...register('city')}
                  />
                </div>
                <TextareaField
                  label={t('organizationForm.bio')}
                  placeholder={t('organizationForm.bioPlaceholder')}
                  rows={6}
                  error={errors.bio?.message}
                  {...register('bio')}
                />
              </div>
              <Controller
                control={control}
                name="logo"
                render={({ field }) => (
                  <UploadSlot
                    kind="image"
                    logo
                    label={t('organizationForm.logo')}
                    value={textOf(field.value) || null}
                    onChange={(url) => {
                      field.onChange(url ?? '');
                      field.onBlur();
                    }}
                  />
                )}
              />
            </div>
          </FormSection>

          <FormSection id="organization-contact" title={t('organizationForm.contactHeading')}>
            <div className="grid gap-5 md:grid-cols-3">
              {LINKS.map((link) => (
                <TextField
                  key={link}
                  label={t(`organizationForm.${link}`)}
                  placeholder={t(`organizationForm.${link}Placeholder`)}
                  autoComplete="url"
                  error={errors[link]?.message}
                  {...register(link)}
                />
              ))}
            </div>
            <div className="grid gap-5 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
              <Controller
                control={control}
                name="dialCountry"
                render={({ field, fieldState }) => (
                  <SelectField
                    ref={field.ref}
                    name={field.name}
                    label={t('organizationForm.dialCode')}
                    options={dialOptions}
                    aria-busy={countryNames === undefined}
                    autoComplete="tel-country-code"
                    value={textOf(field.value)}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextField
                type="tel"
                label={t('organizationForm.phoneNumber')}
                autoComplete="tel-national"
                inputMode="tel"
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
            </div>
          </FormSection>
        </fieldset>

        <StepFooter
          className="mt-10 border-t border-ink-950/10 pt-6"
          ready={isValid}
          hint={contractText(firstIssue(watch()) ?? t('organizationForm.incomplete'), i18n.language)}
          sendingStatus={submitting ? t('organizationForm.submitting') : undefined}
        >
          {t('organizationForm.submit')}
        </StepFooter>
      </form>
    </OnboardingShell>
  );
}

/** Spec §2 "Organization form": every field and the logo, then onboarding is complete. */
export function OrganizationFormPage() {
  const redirect = useAccountRedirect('ORGANIZATION');
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return <OrganizationForm />;
}
