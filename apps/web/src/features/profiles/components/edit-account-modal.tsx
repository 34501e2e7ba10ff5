import { zodResolver } from '@hookform/resolvers/zod';
import {
  CITY_OPTIONS,
  CitySchema,
  composePhone,
  CountryCodeSchema,
  dialCodeOf,
  OrganizationProfileSchema,
  PhoneNumberSchema,
  type UserStatus,
} from '@casting/contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { countryOptions, dialCodeOptions } from '../../../lib/country-name';
import { localizedOptions } from '../../../lib/option-label';
import { phoneIssue } from '../../../lib/phone-check';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/form/select-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import { TextField } from '../../../ui/form/text-field';
import { Modal } from '../../../ui/modal';
import { UploadSlot } from '../../../ui/upload-slot';
import { useUpdateOrganization } from '../api/update-organization';
import { useUploadCount } from '../hooks/use-upload-count';
import { allFilled } from '../lib/form-completion';
import { splitPhone } from '../lib/phone';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { LeaveGuardDialog } from '../../../ui/leave-guard-dialog';

/** The server's schema with the phone typed as dial code and number, joined as spec §5 says. */
const EditAccountSchema = OrganizationProfileSchema.omit({ phone: true })
  // Optional on the wire for clients written from the spec; whoever edits here gives it.
  .extend({ city: CitySchema, dialCountry: CountryCodeSchema, phoneNumber: PhoneNumberSchema })
  .superRefine(async (values, context) => {
    const message = await phoneIssue(dialCodeOf(values.dialCountry), values.phoneNumber);
    if (message !== undefined) context.addIssue({ code: 'custom', path: ['phoneNumber'], message });
  });

const FIELDS = ['logo', 'name', 'bio', 'location', 'city', 'dialCountry', 'phoneNumber'] as const;

type Organization = NonNullable<UserStatus['organization']>;

function EditAccountForm({
  organization,
  onDone,
}: {
  readonly organization: Organization;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const update = useUpdateOrganization();
  const { uploading, onUploadingChange } = useUploadCount();
  const phone = splitPhone(organization.phone, organization.location);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof EditAccountSchema>, unknown, z.output<typeof EditAccountSchema>>({
    resolver: zodResolver(EditAccountSchema),
    defaultValues: {
      logo: organization.logo,
      name: organization.name,
      bio: organization.bio,
      location: CountryCodeSchema.safeParse(organization.location).data,
      city: organization.city ?? undefined,
      dialCountry: phone.dialCountry === '' ? undefined : phone.dialCountry,
      phoneNumber: phone.number,
      instagram: organization.instagram,
      tiktok: organization.tiktok,
      website: organization.website,
    },
  });
  const values = watch();
  const leaveGuard = useLeaveGuard(isDirty);
  const saving = update.isPending;
  const ready = !uploading && !saving && allFilled(values, FIELDS);
  const locations = useMemo(() => countryOptions(), []);
  const dialCodes = useMemo(() => dialCodeOptions((parts) => t('account.dialCodeOption', parts)), [t]);

  const save = handleSubmit(async ({ dialCountry, phoneNumber, ...profile }) => {
    try {
      await update.mutateAsync({
        ...profile,
        phone: composePhone(dialCodeOf(dialCountry) ?? '', phoneNumber),
      });
      toast.success(t('toasts.profileUpdated'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('toasts.profileFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-6">
      <LeaveGuardDialog guard={leaveGuard} />
      <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <UploadSlot
              kind="image"
              logo
              label={t('account.fields.logo')}
              value={field.value === '' ? null : field.value}
              onChange={(url) => {
                field.onChange(url ?? '');
              }}
              error={fieldState.error?.message}
              disabled={saving}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
        <div className="flex flex-col gap-5">
          <TextField label={t('account.fields.name')} error={errors.name?.message} {...register('name')} />
          <TextareaField
            label={t('account.fields.bio')}
            rows={4}
            error={errors.bio?.message}
            {...register('bio')}
          />
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('account.fields.location')}
          placeholder={t('specialtyForm.choose')}
          options={locations}
          error={errors.location?.message}
          {...register('location', {
            // Spec §5: choosing a location also chooses its dial code.
            onChange: (event: { target: { value: string } }) => {
              const parsed = CountryCodeSchema.safeParse(event.target.value);
              if (parsed.success && dialCodeOf(parsed.data) !== null) setValue('dialCountry', parsed.data);
            },
          })}
        />
        <SelectField
          label={t('account.fields.city')}
          placeholder={t('specialtyForm.choose')}
          options={localizedOptions('city', CITY_OPTIONS)}
          error={errors.city?.message}
          {...register('city')}
        />
        <div className="grid grid-cols-[minmax(0,11rem)_1fr] gap-3">
          <SelectField
            label={t('account.fields.dialCode')}
            placeholder={t('specialtyForm.choose')}
            options={dialCodes}
            error={errors.dialCountry?.message}
            {...register('dialCountry')}
          />
          <TextField
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            label={t('account.fields.phone')}
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
        </div>
        <TextField
          type="url"
          label={t('account.fields.instagram')}
          error={errors.instagram?.message}
          {...register('instagram')}
        />
        <TextField
          type="url"
          label={t('account.fields.tiktok')}
          error={errors.tiktok?.message}
          {...register('tiktok')}
        />
        <TextField
          type="url"
          label={t('account.fields.website')}
          error={errors.website?.message}
          {...register('website')}
        />
      </div>
      <div className="flex justify-end gap-3 border-t border-ink-950/10 pt-6">
        <Button variant="ghost" onClick={onDone} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={!ready} pending={saving}>
          {t('account.done')}
        </Button>
      </div>
    </form>
  );
}

export interface EditAccountModalProps {
  readonly organization: Organization;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** Spec §2 'Edit Account': every organization field; Done waits for them all and closes on success. */
export function EditAccountModal({ organization, open, onClose }: EditAccountModalProps) {
  const { t } = useTranslation('profiles');
  return (
    <Modal open={open} onClose={onClose} title={t('account.title')} size="lg">
      {open ? <EditAccountForm organization={organization} onDone={onClose} /> : null}
    </Modal>
  );
}
