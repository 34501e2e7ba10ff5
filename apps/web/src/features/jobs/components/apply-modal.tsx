import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { EditorLoading } from '../../../ui/editor-loading';
import { Modal } from '../../../ui/modal';

// The form and its form library load when the dialog first opens, not with the page.
const ApplyForm = lazy(() => import('./apply-form').then((module) => ({ default: module.ApplyForm })));

/** The job applied for: from its page, from My Applications or from an invitation in a chat. */
export interface ApplyTarget {
  readonly id: string;
  readonly title: string;
  readonly organization: { readonly id: string; readonly name: string };
}

export interface ApplyModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly job: ApplyTarget;
  /** Called when the server refuses the application: already applied, closed meanwhile, or a required licence not held (403). */
  readonly onRefused: () => void;
}

/** Spec §2: applying asks for a cover letter, which becomes the first message to the organization. */
export function ApplyModal({ open, onClose, job, onRefused }: ApplyModalProps) {
  const { t } = useTranslation('jobs');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={t('jobDetail.apply.modalTitle')}
      description={t('jobDetail.apply.modalIntro', {
        organization: isolate(job.organization.name),
        title: isolate(job.title),
      })}
    >
      <Suspense fallback={<EditorLoading />}>
        <ApplyForm job={job} onClose={onClose} onRefused={onRefused} />
      </Suspense>
    </Modal>
  );
}
