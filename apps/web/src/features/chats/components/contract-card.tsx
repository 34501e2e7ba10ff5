import {
  allowedJobRequestActions,
  type AccountRole,
  type JobRequestAction,
  type JobRequestStatus,
  type Message,
} from '@casting/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { formatJobDuration } from '../../../lib/job-format';
import { formatPay } from '../../../lib/money';
import { Button } from '../../../ui/button';
import type { ButtonVariant } from '../../../ui/button-styles';
import { cx } from '../../../ui/class-names';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { BriefcaseIcon, ClockIcon, WalletIcon } from '../../../ui/icons';
import { MilestonesLoading } from './milestones-loading';

// With the API client and the contract's rules: they load when an accepted contract is shown.
const ContractMilestones = lazy(() =>
  import('./contract-milestones').then((module) => ({ default: module.ContractMilestones })),
);
// Likewise the media requests of an application (issue 37).
const ContractMediaRequests = lazy(() =>
  import('./contract-media-requests').then((module) => ({ default: module.ContractMediaRequests })),
);
// Likewise the reviews of a finished one.
const ContractReviews = lazy(() =>
  import('./contract-reviews').then((module) => ({ default: module.ContractReviews })),
);

type JobRequest = NonNullable<Message['jobRequest']>;

const STATUS_STYLES: { readonly [S in JobRequestStatus]: string } = {
  INVITED: 'bg-gold-400/20 text-ink-900',
  INVITATION_DECLINED: 'bg-ink-950/8 text-ink-700',
  PENDING: 'bg-gold-400/20 text-ink-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-ink-950/8 text-ink-700',
  FINISHED: 'bg-ink-950 text-sand-50',
};

const ACTION_VARIANTS: { readonly [A in JobRequestAction]: ButtonVariant } = {
  accept: 'primary',
  reject: 'outline',
  finish: 'dark',
};

export interface ContractCardProps {
  readonly message: Message;
  readonly jobRequest: JobRequest;
  readonly role: AccountRole;
  /** The other party's name, for the reviews of a finished contract. */
  readonly partyName: string;
  /** The action under way on this card, if any; every action waits for it. */
  readonly pendingAction: JobRequestAction | null;
  readonly onAction: (action: JobRequestAction) => void;
  readonly onReview: () => void;
}

/**
 * The spec's contract card: a job request with its terms and cover letter. Which buttons show
 * comes from the contract's lifecycle table; talent only ever sees the status. Each action is
 * confirmed first, since none can be taken back.
 */
export function ContractCard({
  message,
  jobRequest,
  role,
  partyName,
  pendingAction,
  onAction,
  onReview,
}: ContractCardProps) {
  const { t } = useTranslation('chats');
  const { job, requestStatus } = jobRequest;
  const actions = allowedJobRequestActions(requestStatus, role);
  const [confirming, setConfirming] = useState<JobRequestAction | null>(null);
  const duration = formatJobDuration(job.jobDuration);
  const talentNote =
    role === 'INDIVIDUAL' && requestStatus === 'PENDING'
      ? t('contract.awaitingDecision')
      : role === 'INDIVIDUAL' && requestStatus === 'APPROVED'
        ? t('contract.awaitingFinish')
        : null;

  return (
    <article
      aria-labelledby={`contract-${message.id}`}
      className="w-full max-w-md overflow-hidden rounded-2xl border border-ink-950/10 bg-white text-ink-900 shadow-card"
    >
      <div className="flex items-center justify-between gap-3 border-b border-ink-950/8 bg-sand-100 px-5 py-3">
        <p className="flex items-center gap-2 text-eyebrow font-semibold text-accent-700 uppercase">
          <BriefcaseIcon className="size-4" />
          {t('contract.eyebrow')}
        </p>
        <p className={cx('rounded-full px-3 py-1 text-xs font-semibold', STATUS_STYLES[requestStatus])}>
          <span className="sr-only">{t('contract.statusPrefix')} </span>
          {t(`contract.status.${requestStatus}`)}
        </p>
      </div>
      <div className="px-5 py-4">
        <h3
          id={`contract-${message.id}`}
          dir="auto"
          className="font-display text-xl font-medium text-ink-950"
        >
          {job.title}
        </h3>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div className="flex items-center gap-2">
            <WalletIcon className="size-4 text-ink-500" />
            <dt className="sr-only">{t('contract.salaryLabel')}</dt>
            <dd className="font-semibold text-ink-950">{formatPay(job.pay)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <ClockIcon className="size-4 text-ink-500" />
            <dt className="sr-only">{t('contract.durationLabel')}</dt>
            <dd className="text-ink-800">{duration}</dd>
          </div>
        </dl>
        <h4 className="mt-4 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          {t('contract.coverLetter')}
        </h4>
        <p
          dir="auto"
          className="mt-1 text-sm leading-relaxed wrap-break-word whitespace-pre-line text-ink-800"
        >
          {message.content}
        </p>
      </div>
      {requestStatus === 'APPROVED' || requestStatus === 'FINISHED' ? (
        <Suspense fallback={<MilestonesLoading />}>
          <ContractMilestones
            requestId={jobRequest.id}
            role={role}
            payCurrency={job.pay.currency}
            canPropose={requestStatus === 'APPROVED'}
          />
        </Suspense>
      ) : null}
      {requestStatus === 'INVITED' || requestStatus === 'INVITATION_DECLINED' ? null : (
        <Suspense fallback={null}>
          <ContractMediaRequests
            requestId={jobRequest.id}
            requestStatus={requestStatus}
            role={role}
            partyName={partyName}
          />
        </Suspense>
      )}
      {requestStatus === 'FINISHED' ? (
        <Suspense fallback={null}>
          <ContractReviews requestId={jobRequest.id} role={role} partyName={partyName} onReview={onReview} />
        </Suspense>
      ) : null}
      {actions.length > 0 || talentNote !== null ? (
        <div className="border-t border-ink-950/8 px-5 py-3">
          {actions.length > 0 ? (
            <div className="flex flex-wrap justify-end gap-2">
              {actions.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={ACTION_VARIANTS[action]}
                  disabled={pendingAction !== null}
                  pending={pendingAction === action}
                  aria-haspopup="dialog"
                  onClick={() => {
                    setConfirming(action);
                  }}
                >
                  {t(`contract.actions.${action}`)}
                </Button>
              ))}
            </div>
          ) : null}
          {talentNote === null ? null : <p className="text-sm text-ink-600">{talentNote}</p>}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t(`contract.confirm.${confirming ?? 'accept'}.title`)}
        description={t(`contract.confirm.${confirming ?? 'accept'}.description`, {
          title: isolate(job.title),
        })}
        confirmLabel={t(`contract.actions.${confirming ?? 'accept'}`)}
        cancelLabel={t('contract.confirm.cancel')}
        confirmVariant={confirming === 'accept' ? 'primary' : 'dark'}
        onClose={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming !== null) onAction(confirming);
          setConfirming(null);
        }}
      />
    </article>
  );
}
