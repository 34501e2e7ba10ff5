import { SPECIALTY_INFO_SCHEMAS } from '@casting/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSpecialtyForm } from '../hooks/use-specialty-form';
import { PORTFOLIO_AND_REELS } from '../lib/specialty-galleries';
import type { SpecialtyInfo } from '../lib/specialty-info';
import { SpecialtyFormFrame } from './specialty-form-frame';
import { SpecialtyGalleries } from './specialty-galleries';
import { YesNoSelect } from './yes-no-select';

const SKILLS = [
  'editingSoftware',
  'colorGrading',
  'soundEditing',
  'visualEffects',
  'motionGraphics',
] as const;

const REQUIRED = [...SKILLS, ...PORTFOLIO_AND_REELS.map((gallery) => gallery.name)];

/** The editor's variant of 'Edit Specialty': five Yes/No skills, portfolio pictures and reels. */
export function EditorSpecialtyForm({
  info,
  onDone,
}: {
  readonly info: SpecialtyInfo;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { form, saving, ready, onUploadingChange, onSubmit, leaveGuard } = useSpecialtyForm({
    schema: SPECIALTY_INFO_SCHEMAS.EDITOR,
    info,
    required: REQUIRED,
    onDone,
  });

  return (
    <SpecialtyFormFrame
      leaveGuard={leaveGuard}
      onSubmit={onSubmit}
      onCancel={onDone}
      saving={saving}
      ready={ready}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        {SKILLS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <YesNoSelect
                ref={field.ref}
                label={t(`specialtyFields.${name}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <SpecialtyGalleries
        control={form.control}
        galleries={PORTFOLIO_AND_REELS}
        disabled={saving}
        onUploadingChange={onUploadingChange}
      />
    </SpecialtyFormFrame>
  );
}
