import { MAX_LENGTHS, type AccountRole, type ContractReview } from '@casting/contract';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { i18n } from '../../../i18n/i18n';
import { formatDate, formatStandaloneDate } from '../../../lib/format';

const RIYADH = 'Asia/Riyadh';
import { isolate } from '../../../lib/isolate';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/form/textarea-field';
import { ReviewParts } from '../../../ui/review-parts';
import { StarRating } from '../../../ui/star-rating';
import { useContractReviews, useReplyToReview } from '../api/contract-reviews';

/** A review's latest publication, in Riyadh's time, with the Hijri date beside it in Arabic. */
function formatPublishAt(value: string): string {
  return i18n.t('reviews.dateTime', {
    ns: 'chats',
    date: formatStandaloneDate(value, { dateStyle: 'medium', timeZone: RIYADH }),
    time: formatDate(value, { timeStyle: 'short', timeZone: RIYADH }),
  });
}

export interface ContractReviewsProps {
  readonly requestId: string;
  readonly role: AccountRole;
  /** The other party's name. */
  readonly partyName: string;
  readonly onReview: () => void;
}

/**
 * Both sides' reviews of a finished contract, on its card (issue 34): the action to write one
 * while the window is open, the reader's own hidden until the other side's is in, and both once
 * published, with the reviewed side's one reply.
 */
export function ContractReviews({ requestId, role, partyName, onReview }: ContractReviewsProps) {
  const { t } = useTranslation('chats');
  const headingId = useId();
  const reviews = useContractReviews(requestId);
  const name = isolate(partyName);

  if (reviews.data === undefined) {
    if (!reviews.isError) return null;
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 border-t border-ink-950/8 px-5 py-3 text-sm"
      >
        <p className="text-ink-900">{errorMessage(reviews.error, t('reviews.loadError'))}</p>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            void reviews.refetch();
          }}
        >
          {t('reviews.retry')}
        </Button>
      </div>
    );
  }
  const { mine, theirs, canReview, closesAt } = reviews.data;
  const theirsWaiting = theirs !== null && theirs.status === 'HIDDEN' && mine === null;

  return (
    <section aria-labelledby={headingId} className="border-t border-ink-950/8 px-5 py-4">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {t('reviews.heading')}
      </h4>
      {theirsWaiting ? (
        <p className="mt-2 rounded-xl bg-gold-400/20 px-3 py-2 text-sm font-medium text-ink-900">
          {t('reviews.waiting', { name })}
        </p>
      ) : null}
      {canReview ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {closesAt === null ? null : (
            <p className="text-sm text-ink-600">{t('reviews.until', { date: formatPublishAt(closesAt) })}</p>
          )}
          <Button size="sm" variant="primary" aria-haspopup="dialog" onClick={onReview}>
            {t('reviews.write', { name })}
          </Button>
        </div>
      ) : null}
      {mine === null && !canReview ? (
        <p className="mt-2 text-sm text-ink-600">{t('reviews.closed')}</p>
      ) : null}
      {mine === null ? null : (
        <ReviewBlock
          review={mine}
          title={t('reviews.yours')}
          note={
            mine.status === 'HIDDEN' && mine.publishAt !== null
              ? t('reviews.hidden', { name, date: formatPublishAt(mine.publishAt) })
              : null
          }
          replierName={partyName}
        />
      )}
      {theirs !== null && theirs.status === 'PUBLISHED' ? (
        <ReviewBlock
          review={theirs}
          title={t('reviews.theirs', { name })}
          note={null}
          replierName={t('reviews.you')}
          reply={theirs.reply === null ? <ReplyForm requestId={requestId} reviewId={theirs.id} /> : null}
        />
      ) : null}
      {mine !== null && mine.status === 'PUBLISHED' && theirs === null ? (
        <p className="mt-3 text-sm text-ink-600">{t('reviews.noReview', { name })}</p>
      ) : null}
      {role === 'ORGANIZATION' && mine !== null ? (
        <p className="mt-3 text-sm font-medium text-emerald-800">{t('contract.paid')}</p>
      ) : null}
    </section>
  );
}

function ReviewBlock({
  review,
  title,
  note,
  replierName,
  reply,
}: {
  readonly review: ContractReview;
  readonly title: string;
  readonly note: string | null;
  readonly replierName: string;
  readonly reply?: ReactNode;
}) {
  return (
    <article className="mt-3 rounded-xl border border-ink-950/10 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-sm font-semibold text-ink-950">{title}</h5>
        {review.rating === null ? null : <StarRating value={review.rating} />}
      </div>
      {note === null ? null : (
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-700">
          <span aria-hidden="true">🔒</span>
          {note}
        </p>
      )}
      {review.comment === null ? null : (
        <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-ink-800">
          {review.comment}
        </p>
      )}
      <ReviewParts
        author={review.author}
        subRatings={review.subRatings}
        again={review.again}
        reply={review.reply}
        replierName={replierName}
      />
      {reply}
    </article>
  );
}

const replyRules = lazyResolver<{ comment: string }, unknown, { comment: string }>(
  async () => (await import('../review-rules')).replyRules,
);

/** The reviewed side's one public reply, up to 1,000 characters. */
function ReplyForm({ requestId, reviewId }: { readonly requestId: string; readonly reviewId: string }) {
  const { t } = useTranslation('chats');
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview(requestId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ comment: string }, unknown, { comment: string }>({
    resolver: replyRules,
    defaultValues: { comment: '' },
  });
  if (!open) {
    return (
      <div className="mt-3 flex justify-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setOpen(true);
          }}
        >
          {t('reviews.reply')}
        </Button>
      </div>
    );
  }
  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      await reply.mutateAsync({ reviewId, comment });
      toast.success(t('reviews.replySent'));
    } catch (error) {
      toast.error(errorMessage(error, t('reviews.replyFailed')));
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-3 flex flex-col gap-2">
      <TextareaField
        label={t('reviews.replyLabel')}
        hint={t('reviews.replyHint')}
        rows={3}
        maxLength={MAX_LENGTHS.reviewComment}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <div className="flex justify-end gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setOpen(false);
          }}
          disabled={reply.isPending}
        >
          {t('reviews.cancel')}
        </Button>
        <Button size="sm" type="submit" pending={reply.isPending}>
          {t('reviews.replySubmit')}
        </Button>
      </div>
    </form>
  );
}
