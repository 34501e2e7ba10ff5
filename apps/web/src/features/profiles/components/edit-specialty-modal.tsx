import type { Specialty } from '@casting/contract';
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
const QuestionsSpecialtyForm = lazy(() =>
  import('./questions-specialty-form').then((module) => ({ default: module.QuestionsSpecialtyForm })),
);

export interface EditSpecialtyModalProps {
  readonly role: Specialty;
  readonly info: SpecialtyInfo;
  readonly open: boolean;
  readonly onClose: () => void;
}

function SpecialtyForm({ role, info, onDone }: { role: Specialty; info: SpecialtyInfo; onDone: () => void }) {
  switch (role) {
    case 'MODEL':
      return <ModelSpecialtyForm info={info} onDone={onDone} />;
    case 'VIDEOGRAPHER':
    case 'PHOTOGRAPHER':
      return <CameraSpecialtyForm role={role} info={info} onDone={onDone} />;
    case 'EDITOR':
      return <EditorSpecialtyForm info={info} onDone={onDone} />;
    case 'TOURISM':
    case 'BEAUTY':
    case 'ATHLETE':
    case 'ARTIST':
    case 'FASHION':
    case 'MUSIC_AND_SOUND_ENGINEER':
      return <QuestionsSpecialtyForm role={role} info={info} onDone={onDone} />;
  }
}

/** Spec §2 'Edit Specialty': one variant per specialty; every specialty may correct its info (issue 36, spec-deviations.md). */
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
