import type { OperatorDispute } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { isolate } from '../../../lib/isolate';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { Heading } from '../../../ui/heading';
import { IsolatedText } from '../../../ui/isolated-text';
import { operatorKeys, useDisputes } from '../api/operator-queries';
import { decideDispute, OperatorSessionEnded } from '../api/operator-requests';
import { halalasOf, riyadhTime } from '../operator-format';
import { pageParam } from '../operator-search-params';
import {
  AccountLink,
  Card,
  EmptyState,
  Fact,
  LoadState,
  Pager,
  ScreenHeader,
  useFocusRescue,
} from './console-parts';
import { ReasonDialog } from './reason-dialog';

const OUTCOMES = ['RELEASE', 'REFUND', 'SPLIT'] as const;
type Outcome = (typeof OUTCOMES)[number];

function riyals(halalas: number): string {
  return formatMoney({ amount: halalas, currency: 'SAR' });
}

/** Release, refund or a split in riyals (sent in halalas), with a note both sides read. */
function DecideDialog({
  dispute,
  onClose,
}: {
  readonly dispute: OperatorDispute;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const id = useId();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>('RELEASE');
  const [share, setShare] = useState('');
  const [shareError, setShareError] = useState<string | undefined>();
  const amount = dispute.milestone.amount;
  const decide = useMutation({
    mutationFn: (input: { outcome: Outcome; talentHalalas?: number; note: string }) =>
      decideDispute(dispute.milestone.id, input),
  });
  const shareHalalas = halalasOf(share);
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={t('disputes.dialogTitle', { title: isolate(dispute.milestone.title) })}
      description={t('disputes.dialogBody', { amount: riyals(amount) })}
      confirmLabel={t('disputes.confirm')}
      reasonLabel={t('disputes.note')}
      pending={decide.isPending}
      validate={() => {
        // Whole halalas, more than none and less than the whole (which would be a release).
        const valid =
          outcome !== 'SPLIT' ||
          (Number.isInteger(shareHalalas) && shareHalalas >= 1 && shareHalalas < amount);
        setShareError(valid ? undefined : t('disputes.shareInvalid'));
        return valid;
      }}
      onConfirm={({ reason }) => {
        decide.mutate(
          { outcome, note: reason, ...(outcome === 'SPLIT' ? { talentHalalas: shareHalalas } : {}) },
          {
            onSuccess: () => {
              toast.success(t('disputes.done'));
              onClose();
              void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
            },
            onError: (error) => {
              if (error instanceof OperatorSessionEnded) return;
              toast.error(errorMessage(error, t('disputes.failed')));
            },
          },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t('disputes.outcome')}</legend>
        <ul className="mt-3 flex flex-col gap-2">
          {OUTCOMES.map((value) => (
            <li key={value}>
              <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-ink-950/10 bg-white px-4 py-3 has-checked:border-accent-600 has-checked:bg-accent-100/40 has-focus-visible:ring-2 has-focus-visible:ring-accent-600">
                <input
                  type="radio"
                  name={`${id}-outcome`}
                  value={value}
                  checked={outcome === value}
                  onChange={() => {
                    setOutcome(value);
                  }}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent-600"
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold text-ink-950">{t(`disputes.outcomes.${value}`)}</span>
                  <span className="text-sm text-ink-600">{t(`disputes.outcomeHints.${value}`)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {outcome === 'SPLIT' ? (
        <TextField
          label={t('disputes.talentShare')}
          hint={t('disputes.talentShareHint', { amount: riyals(amount) })}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          className="max-w-48 text-start tabular-nums"
          value={share}
          error={shareError}
          onChange={(event) => {
            setShare(event.target.value);
            setShareError(undefined);
          }}
        />
      ) : null}
      {outcome === 'SPLIT' && Number.isInteger(shareHalalas) && shareHalalas >= 1 && shareHalalas < amount ? (
        <p aria-live="polite" className="text-sm text-ink-700">
          {t('disputes.splitPreview', {
            talent: riyals(shareHalalas),
            organization: riyals(amount - shareHalalas),
          })}
        </p>
      ) : null}
    </ReasonDialog>
  );
}

function DisputeCard({ dispute }: { readonly dispute: OperatorDispute }) {
  const { t } = useTranslation('operator');
  const id = useId();
  const [deciding, setDeciding] = useState(false);
  const side = dispute.disputedBy ?? 'unknown';
  return (
    <Card labelledBy={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <Heading level={2} size="subtitle" id={`${id}-title`} dir="auto" className="text-ink-950">
          {dispute.milestone.title}
        </Heading>
        <p className="text-sm text-ink-600">
          {t('disputes.disputedAt', { time: riyadhTime(dispute.disputedAt) })}
        </p>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('disputes.amount')}>
          <span className="font-semibold">{riyals(dispute.milestone.amount)}</span>
        </Fact>
        <Fact term={t('disputes.job')}>
          <span dir="auto">{dispute.job.title}</span>
        </Fact>
        <Fact term={t('disputes.organization')}>
          <AccountLink id={dispute.organization.userId} name={dispute.organization.name} />
        </Fact>
        <Fact term={t('disputes.talent')}>
          <AccountLink id={dispute.talent.userId} name={dispute.talent.name} />
        </Fact>
      </dl>
      <section className="mt-5 rounded-2xl bg-sand-50 p-4 ring-1 ring-ink-950/10">
        <Heading level={3} size="subtitle" className="text-base text-ink-950">
          {t(`disputes.disputedBy.${side}`)}
        </Heading>
        <p dir="auto" className="mt-1 break-words whitespace-pre-line text-ink-900">
          {dispute.disputeReason ?? t('disputes.noReason')}
        </p>
        <p className="mt-2 text-sm text-ink-600">{t('disputes.otherSide')}</p>
      </section>
      <section className="mt-4">
        <Heading level={3} size="subtitle" className="text-base text-ink-950">
          {t('disputes.chat')}
        </Heading>
        <p className="mt-1 text-sm text-ink-700">
          <IsolatedText
            text={t('disputes.chatHint', {
              id: isolate(dispute.chatId),
              organization: isolate(dispute.organization.name),
              talent: isolate(dispute.talent.name),
            })}
          />
        </p>
      </section>
      <div className="mt-5 flex justify-end">
        <Button
          variant="dark"
          size="sm"
          onClick={() => {
            setDeciding(true);
          }}
        >
          {t('disputes.decide')}
        </Button>
      </div>
      {deciding ? (
        <DecideDialog
          dispute={dispute}
          onClose={() => {
            setDeciding(false);
          }}
        />
      ) : null}
    </Card>
  );
}

/** /operator/disputes: held money either side disputed, oldest first. */
export function DisputesScreen() {
  const { t } = useTranslation('operator');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const disputes = useDisputes(page);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = disputes.data?.items;
  useFocusRescue(heading, items);
  const emptyLaterPage = items !== undefined && !disputes.isPlaceholderData && items.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setParams({ page: String(page - 1) }, { replace: true });
  }, [emptyLaterPage, setParams, page]);

  return (
    <>
      <ScreenHeader
        title={t('disputes.title')}
        description={t('disputes.description')}
        headingRef={heading}
      />
      {items === undefined ? (
        <LoadState
          loading={t('disputes.loading')}
          failed={disputes.isError}
          error={disputes.error}
          onRetry={() => void disputes.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('disputes.emptyTitle')} body={t('disputes.emptyBody')} />
      ) : (
        <>
          <ul
            aria-label={t('disputes.listLabel')}
            aria-busy={disputes.isPlaceholderData}
            className="mt-8 flex flex-col gap-5"
          >
            {items.map((dispute) => (
              <li key={dispute.milestone.id}>
                <DisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            hasMore={disputes.data?.meta.hasMore ?? false}
            onPage={(next) => {
              setParams({ page: String(next) });
            }}
          />
        </>
      )}
    </>
  );
}
