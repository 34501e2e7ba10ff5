import type { SPECIALTY_INFO_EDITORS } from '@casting/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorLoading } from '../../../ui/editor-loading';
import { Modal } from '../../../ui/modal';
import type { SpecialtyInfo } from '../lib/specialty-info';

// Each form loads when its dialog first opens, not with the profile.
const ModelSpecialtyForm = lazy(() =>
  import('./model-specialty-form').then((module) => ({ default: module.ModelSpecialtyForm })),
);
const CameraSpecialtyForm = lazy(() =>
  import('./camera-specialty-form').then((module) => ({ default: module.CameraSpecialtyForm })),
);
const EditorSpecialtyForm = lazy(() =>
  import('./editor-specialty-form').then((module) => ({ default: module.EditorSpecialtyForm })),
);

export type EditableSpecialty = (typeof SPECIALTY_INFO_EDITORS)[number];

export interface EditSpecialtyModalProps {
  readonly role: EditableSpecialty;
  readonly info: SpecialtyInfo;
  readonly open: boolean;
  readonly onClose: () => void;
}

function SpecialtyForm({
  role,
  info,
  onDone,
}: {
  role: EditableSpecialty;
  info: SpecialtyInfo;
  onDone: () => void;
}) {
  switch (role) {
    case 'MODEL':
      return <ModelSpecialtyForm info={info} onDone={onDone} />;
    case 'VIDEOGRAPHER':
    case 'PHOTOGRAPHER':
      return <CameraSpecialtyForm role={role} info={info} onDone={onDone} />;
    case 'EDITOR':
      return <EditorSpecialtyForm info={info} onDone={onDone} />;
  }
}

/** Spec §2 'Edit Specialty': one variant per specialty that may edit its info (spec §6). */
export function EditSpecialtyModal({ role, info, open, onClose }: EditSpecialtyModalProps) {
  const { t } = useTranslation('profiles');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('specialtyForm.title')}
      description={t('specialtyForm.intro')}
      size="lg"
    >
      {open ? (
        <Suspense fallback={<EditorLoading />}>
          <SpecialtyForm role={role} info={info} onDone={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
