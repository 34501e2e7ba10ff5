import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateReviewSchema,
  MAX_LENGTHS,
  type CreateReview,
  type CreateReviewInput,
} from '@casting/contract';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { Modal } from '../../../ui/modal';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';
import { isolate } from '../../../lib/isolate';

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

function ReviewForm({
  chatId,
  target,
  onDone,
}: {
  readonly chatId: string;
  readonly target: ReviewTarget;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('chats');
  const errorId = useId();
  const createReview = useCreateReview(chatId);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<CreateReviewInput, unknown, CreateReview>({
    resolver: zodResolver(CreateReviewSchema),
    defaultValues: { comment: '' },
  });
  // Both rules share the spec's one sentence, so it is said once for the whole form.
  const problem = isSubmitted ? (errors.rating?.message ?? errors.comment?.message) : undefined;

  const onSubmit = handleSubmit(async ({ rating, comment }) => {
    try {
      await createReview.mutateAsync({ ...target, rating, comment });
      toast.success(t('review.success'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('review.failed')));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            legend={t('review.ratingLabel')}
            value={field.value}
            onChange={field.onChange}
            invalid={errors.rating !== undefined}
            describedBy={problem === undefined ? undefined : errorId}
          />
        )}
      />
      <TextareaField
        label={t('review.commentLabel')}
        placeholder={t('review.commentPlaceholder')}
        rows={4}
        maxLength={MAX_LENGTHS.reviewComment}
        aria-invalid={errors.comment !== undefined}
        aria-describedby={problem === undefined ? undefined : errorId}
        {...register('comment')}
      />
      {problem === undefined ? null : (
        <p id={errorId} role="alert" className="-mt-2 text-sm font-medium text-accent-700">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={createReview.isPending}>
          {t('review.later')}
        </Button>
        <Button type="submit" pending={createReview.isPending}>
          {t('review.submit')}
        </Button>
      </div>
    </form>
  );
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
      title={t('review.title', { name: talentName })}
      description={
        shown === null
          ? undefined
          : t('review.description', { name: isolate(talentName), job: isolate(shown.jobTitle) })
      }
    >
      {shown === null ? null : (
        <ReviewForm key={shown.requestId} chatId={chatId} target={shown} onDone={onClose} />
      )}
    </Modal>
  );
}
