import type { Review } from '@casting/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { StarRating } from '../../../ui/star-rating';
import { truncateWords } from '../lib/truncate-words';

/** One review: organisation, date, stars and the comment cut short, with the rest a click away. */
export function ReviewCard({ review }: { readonly review: Review }) {
  const { t } = useTranslation('profiles');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const comment = truncateWords(review.comment);
  const date = formatStandaloneDate(review.createdAt, { dateStyle: 'medium' });

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-ink-950/10 bg-white p-6 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold text-ink-950">
          {review.organizationName}
        </h3>
        <time dateTime={review.createdAt} className="text-sm text-ink-600">
          {date}
        </time>
      </div>
      <StarRating value={review.rating} className="mt-3" />
      <p className="mt-4 flex-1 text-ink-800">
        <span dir="auto">{comment.text}</span>
        {comment.truncated ? (
          <>
            {' '}
            <button
              type="button"
              onClick={() => {
                setOpen(true);
              }}
              aria-haspopup="dialog"
              className="cursor-pointer font-semibold text-accent-700 underline decoration-accent-500/40 underline-offset-4 hover:decoration-accent-600"
            >
              {t('reviews.seeMore')}
            </button>
          </>
        ) : null}
      </p>
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
