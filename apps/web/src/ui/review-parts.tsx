import type { OrganizationSubRating, ReviewReply, TalentSubRating } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../lib/format';
import { StarRating } from './star-rating';

/** Who wrote a review: the organization rates its talent, the talent its organization. */
export type ReviewAuthor = 'ORGANIZATION' | 'INDIVIDUAL';

/**
 * A review's sub-ratings, "would … again" and the reviewed side's reply (issue 34), under its
 * stars and comment: on the contract's card, a talent's profile and an organization's page.
 */
export function ReviewParts({
  author,
  subRatings,
  again,
  reply,
  replierName,
}: {
  readonly author: ReviewAuthor;
  readonly subRatings: Readonly<Record<string, number>> | null | undefined;
  readonly again: boolean | null | undefined;
  readonly reply: ReviewReply | null | undefined;
  readonly replierName: string;
}) {
  const { t } = useTranslation('profiles');
  const parts =
    subRatings === null || subRatings === undefined
      ? []
      : (Object.entries(subRatings) as [TalentSubRating | OrganizationSubRating, number][]);
  return (
    <>
      {parts.length > 0 ? (
        <dl className="mt-3 grid max-w-sm gap-y-1 text-sm">
          {parts.map(([key, value]) => (
            <div key={key} className="flex items-center justify-between gap-2">
              <dt className="text-ink-700">{t(`reviewParts.sub.${key}`)}</dt>
              <dd>
                <StarRating value={value} className="[&_svg]:size-4" />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {again === null || again === undefined ? null : (
        <p className="mt-2 text-sm font-medium text-ink-800">
          {t(`reviewParts.again.${author}.${again ? 'yes' : 'no'}`)}
        </p>
      )}
      {reply === null || reply === undefined ? null : (
        <div className="mt-3 rounded-xl border-s-4 border-accent-500/50 bg-sand-100 px-4 py-3 text-sm">
          <p className="font-semibold text-ink-950">
            {t('reviewParts.replyFrom', { name: replierName })}{' '}
            <time dateTime={reply.createdAt} className="font-normal text-ink-600">
              · {formatStandaloneDate(reply.createdAt, { dateStyle: 'medium' })}
            </time>
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-line text-ink-800">
            {reply.comment}
          </p>
        </div>
      )}
    </>
  );
}
