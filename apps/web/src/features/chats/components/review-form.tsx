import {
  MAX_LENGTHS,
  type AccountRole,
  type OrganizationSubRating,
  type TalentSubRating,
} from '@casting/contract';
import { useId } from 'react';
import { Controller, useForm, type FieldError as HookFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/form/field-error';
import { TextareaField } from '../../../ui/form/textarea-field';
import { useWriteReview, type ReviewBody } from '../api/contract-reviews';
import type { ReviewTarget } from './review-modal';
import { StarRatingInput } from './star-rating-input';

/** What each side rates of the other besides the overall stars (the contract's lists, issue 34). */
const SUB_RATINGS: { readonly [R in AccountRole]: readonly (TalentSubRating | OrganizationSubRating)[] } = {
  ORGANIZATION: ['quality', 'professionalism', 'communication'],
  INDIVIDUAL: ['brief', 'paidOnTime', 'safeSet', 'communication'],
};

interface ReviewFormValues {
  rating?: number;
  comment: string;
  subRatings: Record<string, number | undefined>;
  again?: boolean;
  privateNote: string;
}

const RULES = {
  ORGANIZATION: lazyResolver<ReviewFormValues, unknown, ReviewBody>(
    async () => (await import('../review-rules')).talentReviewRules as never,
  ),
  INDIVIDUAL: lazyResolver<ReviewFormValues, unknown, ReviewBody>(
    async () => (await import('../review-rules')).organizationReviewRules as never,
  ),
};

export function ReviewForm({
  chatId,
  role,
  target,
  onDone,
}: {
  readonly chatId: string;
  /** The reader's side: the organization reviews its talent, the talent its organization. */
  readonly role: AccountRole;
  readonly target: ReviewTarget;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('chats');
  const formId = useId();
  const writeReview = useWriteReview(chatId, target.requestId);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, ReviewBody>({
    resolver: RULES[role],
    defaultValues: { comment: '', privateNote: '', subRatings: {} },
  });
  const subErrors = errors.subRatings as
    (HookFieldError & Partial<Record<string, HookFieldError>>) | undefined;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { privateNote, ...rest } = body;
      await writeReview.mutateAsync(privateNote === undefined || privateNote === '' ? rest : body);
      toast.success(t('reviews.success'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('reviews.failed')));
    }
  });

  const subMessage =
    subErrors?.message ?? SUB_RATINGS[role].map((key) => subErrors?.[key]?.message).find(Boolean);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            legend={t('reviews.ratingLabel')}
            value={field.value}
            onChange={field.onChange}
            invalid={errors.rating !== undefined}
            describedBy={errors.rating === undefined ? undefined : `${formId}-rating`}
          />
        )}
      />
      {errors.rating?.message === undefined ? null : (
        <FieldError id={`${formId}-rating`} className="-mt-3" message={errors.rating.message} />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {SUB_RATINGS[role].map((key) => (
          <Controller
            key={key}
            control={control}
            name={`subRatings.${key}`}
            render={({ field }) => (
              <StarRatingInput
                small
                legend={t(`reviewParts.sub.${key}`, { ns: 'profiles' })}
                value={field.value}
                onChange={field.onChange}
                invalid={subErrors?.[key] !== undefined}
                describedBy={subMessage === undefined ? undefined : `${formId}-sub`}
              />
            )}
          />
        ))}
      </div>
      {subMessage === undefined ? null : (
        <FieldError id={`${formId}-sub`} className="-mt-3" message={subMessage} />
      )}
      <Controller
        control={control}
        name="again"
        render={({ field }) => (
          <fieldset aria-describedby={errors.again === undefined ? undefined : `${formId}-again`}>
            <legend className="text-sm font-semibold text-ink-900">
              {t(`reviews.againQuestion.${role}`)}
            </legend>
            <div className="mt-2 flex gap-2">
              {[true, false].map((answer) => (
                <label
                  key={String(answer)}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-ink-950/15 px-4 py-2 text-sm has-checked:border-accent-600 has-checked:bg-accent-500/10 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
                >
                  <input
                    type="radio"
                    name={`${formId}-again`}
                    checked={field.value === answer}
                    aria-invalid={errors.again !== undefined}
                    onChange={() => {
                      field.onChange(answer);
                    }}
                    className="accent-accent-600"
                  />
                  {t(answer ? 'reviews.yes' : 'reviews.no')}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {errors.again?.message === undefined ? null : (
        <FieldError id={`${formId}-again`} className="-mt-3" message={errors.again.message} />
      )}
      <TextareaField
        label={t('reviews.commentLabel')}
        placeholder={t(`reviews.commentPlaceholder.${role}`)}
        rows={4}
        maxLength={MAX_LENGTHS.reviewComment}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <TextareaField
        label={t('reviews.noteLabel')}
        rows={2}
        maxLength={MAX_LENGTHS.reviewComment}
        error={errors.privateNote?.message}
        {...register('privateNote')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={writeReview.isPending}>
          {t('reviews.later')}
        </Button>
        <Button type="submit" pending={writeReview.isPending}>
          {t('reviews.submit')}
        </Button>
      </div>
    </form>
  );
}
