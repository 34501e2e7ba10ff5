import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { EditorLoading } from '../../../ui/editor-loading';
import { Modal } from '../../../ui/modal';

// The form and its form library load when the dialog first opens, not with the chat.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

export interface ReviewTarget {
  readonly jobId: string;
  readonly requestId: string;
  readonly jobTitle: string;
}

export interface ReviewModalProps {
  readonly chatId: string;
  readonly talentName: string;
  readonly target: ReviewTarget | null;
  readonly onClose: () => void;
}

/** Opens when a job is finished (spec §2): the organization rates the talent, which completes the contract. */
export function ReviewModal({ chatId, talentName, target, onClose }: ReviewModalProps) {
  const { t } = useTranslation('chats');
  // The last target stays rendered while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t('review.title', { name: isolate(talentName) })}
      description={
        shown === null
          ? undefined
          : t('review.description', { name: isolate(talentName), job: isolate(shown.jobTitle) })
      }
    >
      {shown === null ? null : (
        <Suspense fallback={<EditorLoading />}>
          <ReviewForm key={shown.requestId} chatId={chatId} target={shown} onDone={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
