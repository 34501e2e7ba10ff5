import { MEDIA_REQUEST_RULES, type Applicant } from '@casting/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatStandaloneDate } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { initials } from '../../../lib/initials';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { StarIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { AskMediaButton } from '../../../ui/media-requests/ask-media-button';
import { StarsOrNew } from '../../../ui/stars-or-new';
import { ApplicantStatusBadge } from './applicant-status-badge';
import { KeyMeasurements } from './key-measurements';
import { specialtyLabel } from '../../../lib/specialty-label';

export type ApplicantDecision = 'accept' | 'reject';

export interface ApplicantCardProps {
  readonly applicant: Applicant;
  readonly shortlistPending: boolean;
  readonly onShortlist: (shortlisted: boolean) => void;
  readonly onDecide: (decision: ApplicantDecision) => void;
}

function Portrait({ talent }: { readonly talent: Applicant['talent'] }) {
  return talent.profilePicture === null ? (
    <span
      aria-hidden="true"
      className="grid size-24 shrink-0 place-items-center rounded-2xl bg-linear-to-br from-ink-800 to-ink-950 font-display text-3xl text-gold-400"
    >
      {initials(talent.fullName)}
    </span>
  ) : (
    <img
      src={talent.profilePicture}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className="size-24 shrink-0 rounded-2xl object-cover"
    />
  );
}

export function ApplicantCard({ applicant, shortlistPending, onShortlist, onDecide }: ApplicantCardProps) {
  const { t } = useTranslation('hiring');
  const hydrated = useHydrated();
  const nameId = useId();
  const { talent } = applicant;
  const pending = applicant.requestStatus === 'PENDING';
  const canAsk = (MEDIA_REQUEST_RULES.openRequestStates as readonly string[]).includes(
    applicant.requestStatus,
  );

  return (
    // A long name is cut with an ellipsis; the list's column never widens for it.
    <li className="min-w-0">
      <article
        aria-labelledby={nameId}
        className={cx(
          'flex h-full flex-col rounded-card border bg-white p-6 shadow-card',
          applicant.shortlisted ? 'border-gold-400 ring-1 ring-gold-400/60' : 'border-ink-950/10',
        )}
      >
        <div className="flex gap-5">
          <Portrait talent={talent} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="text-eyebrow font-semibold text-accent-600 uppercase">
                {specialtyLabel(talent.role, talent.modelAttributes?.gender)}
              </p>
              <ApplicantStatusBadge status={applicant.requestStatus} />
            </div>
            <h2
              id={nameId}
              dir="auto"
              className="mt-1 truncate text-layout-start font-display text-2xl font-medium text-ink-950"
            >
              <Link to={paths.individual(talent.id)} className="hover:underline">
                {talent.fullName}
              </Link>
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
              <StarsOrNew stars={talent.stars} reviewCount={talent.reviewCount} />
              <span>{t('applicant.reviews', { count: talent.reviewCount })}</span>
            </div>
            {talent.measurements === null ? null : <KeyMeasurements measurements={talent.measurements} />}
          </div>
        </div>
        <figure className="mt-5 flex-1 rounded-2xl bg-sand-100 px-5 py-4">
          <figcaption className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {t('applicant.coverLetter')}
          </figcaption>
          <p
            dir="auto"
            className="mt-2 text-layout-start text-sm leading-relaxed wrap-break-word whitespace-pre-line text-ink-800"
          >
            {applicant.coverLetter}
          </p>
        </figure>
        {/* In the visitor's time zone, which the server does not know: its line is kept meanwhile. */}
        <p className="mt-3 min-h-4 text-xs text-ink-600">
          {hydrated
            ? t('applicant.applied', {
                date: formatStandaloneDate(applicant.createdAt, { dateStyle: 'medium' }),
              })
            : null}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-ink-950/8 pt-4">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={applicant.shortlisted}
            disabled={shortlistPending}
            onClick={() => {
              onShortlist(!applicant.shortlisted);
            }}
            className="-ms-3"
          >
            <StarIcon
              className={cx('size-4', applicant.shortlisted ? 'fill-gold-400 text-gold-400' : 'text-ink-500')}
            />
            {t('applicant.shortlist')}
          </Button>
          <LinkButton to={paths.chat(applicant.chatId)} variant="ghost" size="sm">
            {t('applicant.openChat')}
          </LinkButton>
          {canAsk ? <AskMediaButton requestId={applicant.id} talentName={talent.fullName} /> : null}
          {pending ? (
            <div className="ms-auto flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => {
                  onDecide('reject');
                }}
              >
                {t('applicant.decline')}
              </Button>
              <Button
                variant="primary"
                size="sm"
                aria-haspopup="dialog"
                onClick={() => {
                  onDecide('accept');
                }}
              >
                {t('applicant.accept')}
              </Button>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}
