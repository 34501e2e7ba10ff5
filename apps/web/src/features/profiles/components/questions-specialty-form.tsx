import { SPECIALTY_INFO_SCHEMAS } from '@casting/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { specialtyFields } from '../../../lib/specialty-fields';
import { cx } from '../../../ui/class-names';
import { isWideField, SpecialtyFieldControl } from '../../../ui/form/specialty-field-control';
import { useSpecialtyForm } from '../hooks/use-specialty-form';
import { QUESTIONS_GALLERIES, type QuestionsSpecialty } from '../lib/specialty-galleries';
import type { SpecialtyInfo } from '../lib/specialty-info';
import { SpecialtyFormFrame } from './specialty-form-frame';
import { SpecialtyGalleries } from './specialty-galleries';

export interface QuestionsSpecialtyFormProps {
  readonly role: QuestionsSpecialty;
  readonly info: SpecialtyInfo;
  readonly onDone: () => void;
}

/**
 * 'Edit Specialty' for tour guides, beauticians, fashion stylists, visual artists, athletes and
 * music engineers (issue 36): the profile form's own questions and rules, and the galleries.
 */
export function QuestionsSpecialtyForm({ role, info, onDone }: QuestionsSpecialtyFormProps) {
  const { t } = useTranslation('onboarding');
  const schema: z.ZodObject = SPECIALTY_INFO_SCHEMAS[role];
  // The saved info may hold the years the server copies there; the form reads past them.
  const savedSchema = useMemo(() => z.object(schema.shape), [schema]);
  const fields = useMemo(() => specialtyFields(role, t), [role, t]);
  const galleries = QUESTIONS_GALLERIES[role];
  const { form, saving, ready, onUploadingChange, onSubmit, leaveGuard } = useSpecialtyForm({
    schema,
    savedSchema,
    info,
    required: [...fields.map((field) => field.name), ...galleries.map((gallery) => gallery.name)],
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
      <fieldset disabled={saving} className="grid gap-5 md:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className={cx(isWideField(field) && 'md:col-span-2')}>
            <SpecialtyFieldControl control={form.control} field={field} />
          </div>
        ))}
      </fieldset>
      <SpecialtyGalleries
        control={form.control}
        galleries={galleries}
        disabled={saving}
        onUploadingChange={onUploadingChange}
      />
    </SpecialtyFormFrame>
  );
}
