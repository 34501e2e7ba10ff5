import type { TalentBalance } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatStandaloneDate } from '../../../lib/format';
import { formatMoney, formatPay } from '../../../lib/money';
import { LocalDay } from '../../../ui/local-day';
import { BadgeCheckIcon, BriefcaseIcon, ShieldIcon, SparkIcon, WalletIcon } from '../../../ui/icons';
import { Amount } from './amount';
import { HistoryTable } from './history-table';
import { PaymentTabs } from './payment-tabs';
import { SummaryCards } from './summary-cards';

export interface TalentPaymentsProps {
  readonly balance: TalentBalance;
  readonly hidden: boolean;
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

/**
 * A talent's payments (spec §2): earnings, completed projects, the withdrawable amount, and the jobs;
 * then the milestones' money from the ledger (issue 33): held, and withdrawn with what is on its way
 * to the bank. The withdrawable amount is the ledger's, so no card contradicts another.
 */
export function TalentPayments({ balance, hidden, onPage, isLoadingPage }: TalentPaymentsProps) {
  const { t } = useTranslation('payments');
  return (
    <>
      <SummaryCards
        hidden={hidden}
        cards={[
          {
            featured: true,
            icon: WalletIcon,
            label: t('summary.earnings'),
            hint: t('summary.earningsHint'),
            value: formatMoney(balance.earningsInSar),
          },
          {
            icon: BadgeCheckIcon,
            label: t('summary.completedProjects'),
            hint: t('summary.completedProjectsHint'),
            value: formatNumber(balance.completedProjects),
          },
          {
            // The spec's withdrawable amount is the ledger's: released to the talent, net of the fee
            // and VAT, and not withdrawn.
            icon: SparkIcon,
            label: t('summary.withdrawable'),
            hint: t('summary.withdrawableHint'),
            value: formatMoney(balance.available),
          },
          {
            icon: ShieldIcon,
            label: t('summary.held'),
            hint: t('summary.heldHint'),
            value: formatMoney(balance.held),
          },
          {
            icon: WalletIcon,
            label: t('summary.withdrawn'),
            hint: t('summary.withdrawnHint'),
            value: formatMoney(balance.withdrawn),
            // Asked for and not yet paid by the bank: off the withdrawable amount, not yet withdrawn.
            note:
              balance.withdrawing.amount > 0
                ? hidden
                  ? t('summary.withdrawingHidden')
                  : t('summary.withdrawing', { amount: formatMoney(balance.withdrawing) })
                : undefined,
          },
        ]}
      />
      <PaymentTabs
        hidden={hidden}
        organization={false}
        history={
          <HistoryTable
            id="job-history"
            title={t('history.title')}
            items={balance.history.items}
            rowKey={(item) => item.jobRequestId}
            meta={balance.history.meta}
            onPage={onPage}
            isLoadingPage={isLoadingPage}
            columns={[
              { header: t('history.job'), dir: 'auto', cell: (item) => item.title },
              { header: t('history.organization'), dir: 'auto', cell: (item) => item.organizationName },
              {
                header: t('history.completedOn'),
                cell: (item) => (
                  <LocalDay
                    value={item.completedAt}
                    text={(zone) => formatStandaloneDate(item.completedAt, { dateStyle: 'medium', ...zone })}
                  />
                ),
              },
              {
                header: t('history.amount'),
                cell: (item) => <Amount text={formatPay(item.pay)} hidden={hidden} />,
              },
            ]}
            empty={
              <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-ink-950/15 px-6 py-14 text-center">
                <span className="grid size-14 place-items-center rounded-full bg-sand-200 text-ink-700">
                  <BriefcaseIcon className="size-6" />
                </span>
                <p className="mt-5 font-semibold text-ink-950">{t('history.emptyTitle')}</p>
                <p className="mt-2 max-w-sm text-sm text-ink-600">{t('history.empty')}</p>
              </div>
            }
          />
        }
      />
    </>
  );
}
