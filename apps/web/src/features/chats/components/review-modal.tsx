import type { AccountRole } from '@casting/contract';
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
  /** The reader's side: the organization reviews its talent, the talent its organization. */
  readonly role: AccountRole;
  /** The other party's name. */
  readonly name: string;
  readonly target: ReviewTarget | null;
  readonly onClose: () => void;
}

/**
 * Either side's review of a finished contract (issue 34): blind until the other side's is in or
 * the window closes. The organization's also completes the contract (spec §2).
 */
export function ReviewModal({ chatId, role, name, target, onClose }: ReviewModalProps) {
  const { t } = useTranslation('chats');
  // The last target stays rendered while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t('reviews.write', { name: isolate(name) })}
      description={
        shown === null
          ? undefined
          : t(`reviews.description.${role}`, { name: isolate(name), job: isolate(shown.jobTitle) })
      }
    >
      {shown === null ? null : (
        <Suspense fallback={<EditorLoading />}>
          <ReviewForm key={shown.requestId} chatId={chatId} role={role} target={shown} onDone={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
