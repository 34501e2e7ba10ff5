import { CreateMilestoneSchema, MAX_LENGTHS } from '@casting/contract';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form/text-field';
import { Modal } from '../../../ui/modal';
import { useProposeMilestone } from '../api/milestone-mutations';
import { estimateBreakdown, halalasFromRiyals, usdAtPeg } from '../milestone-money';
import { formatRiyals } from '../riyals';

export interface ProposeMilestoneDialogProps {
  readonly requestId: string;
  readonly open: boolean;
  readonly showsUsd: boolean;
  readonly onClose: () => void;
}

interface Problems {
  readonly title?: string;
  readonly amount?: string;
}

/**
 * The organization proposes a milestone: a title and an amount typed in riyals, sent in halalas
 * and checked by the contract's own rule. The fee, its VAT and the talent's net show as the amount
 * is typed, at the platform's usual fee: an estimate, since the server fixes them on proposal.
 */
export function ProposeMilestoneDialog({ requestId, open, showsUsd, onClose }: ProposeMilestoneDialogProps) {
  const { t } = useTranslation('chats');
  const propose = useProposeMilestone(requestId);
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const halalas = halalasFromRiyals(amount);
  const estimate = estimateBreakdown(halalas);

  const close = () => {
    if (propose.isPending) return;
    setTitle('');
    setAmount('');
    setProblems({});
    setFailure(null);
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = CreateMilestoneSchema.safeParse({ title, amount: halalas });
    if (!parsed.success) {
      const messageOf = (field: keyof Problems) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setProblems({ title: messageOf('title'), amount: messageOf('amount') });
      return;
    }
    setProblems({});
    propose.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('milestones.proposal.success'));
        propose.reset();
        close();
      },
      onError: (error) => {
        setFailure(errorMessage(error, t('milestones.failed')));
      },
    });
  };

  const rows =
    estimate === null
      ? []
      : [
          { label: t('milestones.proposal.amount'), value: formatRiyals(estimate.amount) },
          { label: t('milestones.proposal.fee'), value: `− ${formatRiyals(estimate.fee)}` },
          { label: t('milestones.proposal.vat'), value: `− ${formatRiyals(estimate.vat)}` },
        ];

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('milestones.proposal.title')}
      description={t('milestones.proposal.description')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label={t('milestones.proposal.titleLabel')}
          dir="auto"
          autoComplete="off"
          maxLength={MAX_LENGTHS.milestoneTitle}
          value={title}
          error={problems.title}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
        <TextField
          label={t('milestones.proposal.amountLabel')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={problems.amount}
          hint={
            showsUsd && estimate !== null
              ? t('milestones.usdEquivalent', { amount: formatMoney(usdAtPeg(estimate.amount)) })
              : undefined
          }
          onChange={(event) => {
            setAmount(event.target.value);
          }}
        />
        <section
          aria-label={t('milestones.proposal.estimate')}
          className="rounded-xl bg-sand-100 px-4 py-3 text-sm"
        >
          <h3 className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {t('milestones.proposal.estimate')}
          </h3>
          {estimate === null ? (
            <p className="mt-2 text-ink-600">{t('milestones.proposal.estimateEmpty')}</p>
          ) : (
            <dl className="mt-2 flex flex-col gap-1">
              {rows.map((row) => (
                <div key={row.label} className="flex justify-between gap-4">
                  <dt className="text-ink-700">{row.label}</dt>
                  <dd className="text-ink-900 tabular-nums">{row.value}</dd>
                </div>
              ))}
              <div className="mt-1 flex justify-between gap-4 border-t border-ink-950/10 pt-2 font-semibold">
                <dt className="text-ink-950">{t('milestones.proposal.net')}</dt>
                <dd className="text-ink-950 tabular-nums">{formatRiyals(estimate.net)}</dd>
              </div>
            </dl>
          )}
        </section>
        {failure === null ? null : (
          <p role="alert" className="text-sm font-medium text-accent-700">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={propose.isPending}>
            {t('milestones.confirm.cancel')}
          </Button>
          <Button type="submit" pending={propose.isPending}>
            {t('milestones.proposal.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
