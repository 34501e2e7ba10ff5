import type { AccountRole, Currency, Milestone } from '@casting/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { useMilestones } from '../api/get-milestones';
import { partyMilestoneActions, type PartyMilestoneAction } from '../milestone-status';
import { MilestoneActionDialog } from './milestone-action-dialog';
import { MilestoneItem } from './milestone-item';
import { MilestonesLoading } from './milestones-loading';
import { ProposeMilestoneDialog } from './propose-milestone-dialog';

export interface ContractMilestonesProps {
  readonly requestId: string;
  readonly role: AccountRole;
  /** The currency of the job's pay: dollar contracts see each amount in dollars too. */
  readonly payCurrency: Currency;
  /** An accepted contract takes new milestones; a finished one only settles those it has. */
  readonly canPropose: boolean;
}

/**
 * The milestones of an accepted contract, on its card in the chat (issue 33): each with its
 * state, amounts and the talent's net, and the actions the lifecycle table gives the reader.
 */
export function ContractMilestones({ requestId, role, payCurrency, canPropose }: ContractMilestonesProps) {
  const { t } = useTranslation('chats');
  const headingId = useId();
  const milestones = useMilestones(requestId);
  const [confirming, setConfirming] = useState<{ milestone: Milestone; action: PartyMilestoneAction } | null>(
    null,
  );
  const [proposing, setProposing] = useState(false);
  const showsUsd = payCurrency === 'USD';

  if (milestones.data === undefined && !milestones.isError) return <MilestonesLoading />;

  return (
    <section aria-labelledby={headingId} className="border-t border-ink-950/8 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          {t('milestones.heading')}
        </h4>
        {canPropose && role === 'ORGANIZATION' ? (
          <Button
            size="sm"
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => {
              setProposing(true);
            }}
          >
            {t('milestones.propose')}
          </Button>
        ) : null}
      </div>
      {milestones.data === undefined ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <p className="text-ink-900">{errorMessage(milestones.error, t('milestones.loadError'))}</p>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              void milestones.refetch();
            }}
          >
            {t('milestones.retry')}
          </Button>
        </div>
      ) : milestones.data.length === 0 ? (
        <div className="mt-3 rounded-xl border border-dashed border-ink-950/15 px-4 py-4 text-sm">
          <p className="font-semibold text-ink-950">{t('milestones.empty')}</p>
          <p className="mt-1 text-ink-600">{t(`milestones.emptyHint.${role}`)}</p>
        </div>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {milestones.data.map((milestone) => (
            <MilestoneItem
              key={milestone.id}
              milestone={milestone}
              role={role}
              showsUsd={showsUsd}
              actions={partyMilestoneActions(milestone.status, role)}
              onAction={(action) => {
                setConfirming({ milestone, action });
              }}
            />
          ))}
        </ul>
      )}
      <MilestoneActionDialog
        requestId={requestId}
        target={confirming}
        onClose={() => {
          setConfirming(null);
        }}
      />
      {role === 'ORGANIZATION' ? (
        <ProposeMilestoneDialog
          requestId={requestId}
          open={proposing}
          showsUsd={showsUsd}
          onClose={() => {
            setProposing(false);
          }}
        />
      ) : null}
    </section>
  );
}
