import type { Review } from '@casting/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ReviewParts } from '../../../ui/review-parts';
import { StarRating } from '../../../ui/star-rating';
import { SafetyMenu } from '../../safety/components/safety-menu';

/** Lines a comment may fill on its card before it is clamped, with the rest a click away. */
const CLAMP_CLASS = 'line-clamp-6';

/**
 * Whether the element's text is cut by its line clamp: measured, not guessed from a word count, so a card with
 * room shows the whole comment and 'see more' appears only when text is really hidden.
 */
function useClamped<E extends HTMLElement>(text: string) {
  const ref = useRef<E>(null);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [text]);
  return { ref, clamped };
}

/** One review: organisation, date, stars and the comment, clamped when long, with the rest a click away. */
export function ReviewCard({ review }: { readonly review: Review }) {
  const { t } = useTranslation('profiles');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const comment = useClamped<HTMLParagraphElement>(review.comment);
  const date = formatStandaloneDate(review.createdAt, { dateStyle: 'medium' });
  const author = review.formerMember === true ? t('formerMember') : review.organizationName;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-ink-950/10 bg-white p-6 shadow-card"
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold text-ink-950">
            {author}
          </h3>
          <time dateTime={review.createdAt} className="text-sm text-ink-600">
            {date}
          </time>
        </div>
        <SafetyMenu
          size="sm"
          className="-me-2 -mt-1"
          label={t('moreActions.review')}
          name={author}
          report={{ targetType: 'REVIEW', targetId: review.id }}
        />
      </div>
      <StarRating value={review.rating} className="mt-3" />
      <div className="mt-4 flex-1">
        <p ref={comment.ref} dir="auto" className={`whitespace-pre-line text-ink-800 ${CLAMP_CLASS}`}>
          {review.comment}
        </p>
        {comment.clamped ? (
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
            aria-haspopup="dialog"
            className="mt-2 cursor-pointer font-semibold text-accent-700 underline decoration-accent-500/40 underline-offset-4 hover:decoration-accent-600"
          >
            {t('reviews.seeMore')}
          </button>
        ) : null}
        <ReviewParts
          author="ORGANIZATION"
          subRatings={review.subRatings}
          again={review.again}
          reply={review.reply}
          replierName={t('reviews.talentReply')}
        />
      </div>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={review.organizationName}
        showCloseButton={false}
        size="sm"
      >
        <div className="flex items-center justify-between gap-3">
          <StarRating value={review.rating} />
          <time dateTime={review.createdAt} className="text-sm text-ink-600">
            {date}
          </time>
        </div>
        <p dir="auto" className="mt-5 text-lg leading-relaxed whitespace-pre-line text-ink-800">
          {review.comment}
        </p>
        <div className="mt-8 flex justify-end">
          <Button
            variant="dark"
            onClick={() => {
              setOpen(false);
            }}
          >
            {t('reviews.close')}
          </Button>
        </div>
      </Modal>
    </article>
  );
}
