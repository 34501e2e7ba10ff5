import type { OperatorVerification, WathqLookup } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { VerifiedMark } from '../../../ui/verified-mark';
import { operatorKeys, useVerifications } from '../api/operator-queries';
import { decideVerification, OperatorSessionEnded, type VerificationStatus } from '../api/operator-requests';
import { riyadhTime } from '../operator-format';
import { AccountLink, Card, Fact } from './console-parts';
import { DocumentPreview } from './document-preview';
import { FilteredQueue } from './filtered-queue';
import { ReasonDialog } from './reason-dialog';

const STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const satisfies readonly VerificationStatus[];

/** Pictures show in the console; a PDF opens in a tab of its own. */
function isPicture(url: string): boolean {
  return /\.(jpe?g|png|webp)(?:[?#]|$)/i.test(url);
}

function Wathq({ lookup }: { readonly lookup: WathqLookup | undefined }) {
  const { t } = useTranslation('operator');
  if (lookup === undefined) return <p className="text-sm text-ink-600">{t('verification.wathqOff')}</p>;
  if (!lookup.found)
    return (
      <p dir="auto" className="text-ink-800">
        {t('verification.wathqNotFound', { error: lookup.error })}
      </p>
    );
  return (
    <div className="flex flex-col gap-0.5 text-ink-800">
      <p dir="auto">{t('verification.wathqFound', { name: lookup.name, status: lookup.statusName })}</p>
      {lookup.city === null ? null : <p dir="auto">{t('verification.wathqCity', { city: lookup.city })}</p>}
    </div>
  );
}

type Decision = 'APPROVED' | 'REJECTED';

function Decide({ verification }: { readonly verification: OperatorVerification }) {
  const { t } = useTranslation('operator');
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision | null>(null);
  const name = verification.organization.name;
  const decide = useMutation({
    mutationFn: (input: { decision: Decision; reason: string }) =>
      decideVerification(verification.organization.id, input),
  });
  return (
    <div
      role="group"
      aria-label={t('verification.actionsLabel')}
      className="mt-5 flex flex-wrap justify-end gap-2"
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setDecision('REJECTED');
        }}
      >
        {t('verification.reject')}
      </Button>
      <Button
        variant="dark"
        size="sm"
        onClick={() => {
          setDecision('APPROVED');
        }}
      >
        {t('verification.approve')}
      </Button>
      {decision === null ? null : (
        <ReasonDialog
          open
          onClose={() => {
            setDecision(null);
          }}
          title={
            decision === 'APPROVED'
              ? t('verification.approveTitle', { name: isolate(name) })
              : t('verification.rejectTitle', { name: isolate(name) })
          }
          description={decision === 'APPROVED' ? t('verification.approveBody') : t('verification.rejectBody')}
          confirmLabel={decision === 'APPROVED' ? t('verification.approve') : t('verification.reject')}
          initialReason={decision === 'APPROVED' ? t('verification.approveReason') : ''}
          pending={decide.isPending}
          onConfirm={({ reason }) => {
            decide.mutate(
              { decision, reason },
              {
                onSuccess: () => {
                  toast.success(
                    decision === 'APPROVED'
                      ? t('verification.approved', { name })
                      : t('verification.rejected', { name }),
                  );
                  setDecision(null);
                  void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
                },
                onError: (error) => {
                  if (error instanceof OperatorSessionEnded) return;
                  toast.error(errorMessage(error, t('verification.failed')));
                },
              },
            );
          }}
        />
      )}
    </div>
  );
}

function VerificationCard({ verification }: { readonly verification: OperatorVerification }) {
  const { t } = useTranslation('operator');
  const id = useId();
  return (
    <Card labelledBy={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading
          level={2}
          size="subtitle"
          id={`${id}-title`}
          className="flex items-center gap-2 text-ink-950"
        >
          <span dir="auto">{verification.organization.name}</span>
          {verification.organization.verified ? (
            <VerifiedMark label={t('verification.statuses.VERIFIED')} />
          ) : null}
        </Heading>
        <p className="text-sm text-ink-600">
          {t('verification.requestedAt', { time: riyadhTime(verification.createdAt) })}
        </p>
      </div>
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <dl className="flex flex-col gap-4">
          <Fact term={t('verification.number')}>
            <span dir="ltr" className="font-semibold tabular-nums">
              {verification.unifiedNumber}
            </span>
          </Fact>
          <Fact term={t('console.account')}>
            <AccountLink id={verification.organization.userId} name={verification.organization.name} />
          </Fact>
          <Fact term={t('verification.wathq')}>
            <Wathq lookup={verification.wathq} />
          </Fact>
          {verification.status === 'PENDING' ? null : (
            <Fact term={t('console.status')}>
              <span className="flex flex-col gap-0.5">
                <span>
                  {t(`verification.statuses.${verification.status}`)}
                  {verification.decidedAt === null
                    ? null
                    : ` · ${t('verification.decidedAt', { time: riyadhTime(verification.decidedAt) })}`}
                </span>
                {verification.reason === null ? null : (
                  <span dir="auto" className="text-ink-700">
                    {t('verification.decisionReason', { reason: verification.reason })}
                  </span>
                )}
              </span>
            </Fact>
          )}
        </dl>
        <section className="flex flex-col gap-2">
          <Heading level={3} size="subtitle" className="text-base text-ink-950">
            {t('verification.document')}
          </Heading>
          <DocumentPreview
            url={verification.document}
            picture={isPicture(verification.document)}
            alt={t('verification.documentAlt', { name: verification.organization.name })}
            openLabel={t('verification.openDocument')}
          />
        </section>
      </div>
      {verification.status === 'PENDING' ? <Decide verification={verification} /> : null}
    </Card>
  );
}

/** /operator/verification: organizations' requests for the verified mark, pending ones oldest first. */
export function VerificationsScreen() {
  const { t } = useTranslation('operator');
  return (
    <FilteredQueue
      param="status"
      values={STATUSES}
      fallback="PENDING"
      read={useVerifications}
      texts={{
        title: t('verification.title'),
        description: t('verification.description'),
        filter: t('verification.filter'),
        loading: t('verification.loading'),
        listLabel: t('verification.listLabel'),
        emptyBody: t('verification.emptyBody'),
        labelOf: (value) => t(`verification.statuses.${value}`),
        emptyTitleOf: (value) => t(`verification.emptyTitle.${value}`),
      }}
      renderItem={(verification) => <VerificationCard verification={verification} />}
    />
  );
}
