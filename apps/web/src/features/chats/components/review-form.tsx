import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateReviewSchema,
  MAX_LENGTHS,
  type CreateReview,
  type CreateReviewInput,
} from '@casting/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { useCreateReview } from '../api/create-review';
import type { ReviewTarget } from './review-modal';
import { StarRatingInput } from './star-rating-input';
import { FieldError } from '../../../ui/form/field-error';

export function ReviewForm({
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
      {problem === undefined ? null : <FieldError id={errorId} className="-mt-2" message={problem} />}
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
