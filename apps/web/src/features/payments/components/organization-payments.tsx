import type { OrganizationBalance } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatMoney, formatPay } from '../../../lib/money';
import { LocalDay } from '../../../ui/local-day';
import { cx } from '../../../ui/class-names';
import {
  BadgeCheckIcon,
  BriefcaseIcon,
  ClockIcon,
  ShieldIcon,
  SparkIcon,
  WalletIcon,
} from '../../../ui/icons';
import { Amount } from './amount';
import { HistoryTable } from './history-table';
import { PaymentTabs } from './payment-tabs';
import { SpendingTable } from './spending-table';
import { SummaryCards } from './summary-cards';

export interface OrganizationPaymentsProps {
  readonly balance: OrganizationBalance;
  readonly hidden: boolean;
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

/**
 * An organization's payments: the totals and the milestones' money from the ledger (held, released,
 * refunded), then per job, per talent and each contract.
 */
export function OrganizationPayments({ balance, hidden, onPage, isLoadingPage }: OrganizationPaymentsProps) {
  const { t } = useTranslation('payments');
  return (
    <>
      <SummaryCards
        hidden={hidden}
        cards={[
          {
            featured: true,
            icon: WalletIcon,
            label: t('organization.paid'),
            hint: t('organization.paidHint'),
            value: formatMoney(balance.paid),
          },
          {
            icon: ClockIcon,
            label: t('organization.committed'),
            hint: t('organization.committedHint'),
            value: formatMoney(balance.committed),
          },
          {
            icon: BadgeCheckIcon,
            label: t('summary.completedProjects'),
            hint: t('organization.completedProjectsHint'),
            value: formatNumber(balance.completedProjects),
          },
          {
            icon: ShieldIcon,
            label: t('organization.held'),
            hint: t('organization.heldHint'),
            value: formatMoney(balance.held),
          },
          {
            icon: SparkIcon,
            label: t('organization.released'),
            hint: t('organization.releasedHint'),
            value: formatMoney(balance.released),
          },
          {
            icon: WalletIcon,
            label: t('organization.refunded'),
            hint: t('organization.refundedHint'),
            value: formatMoney(balance.refunded),
          },
        ]}
      />
      <PaymentTabs
        hidden={hidden}
        organization
        history={
          balance.history.meta.total === 0 ? (
            <div className="flex flex-col items-center rounded-card border border-dashed border-ink-950/15 bg-sand-50 px-6 py-14 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-sand-200 text-ink-700">
                <BriefcaseIcon className="size-6" />
              </span>
              <p className="mt-5 font-semibold text-ink-950">{t('organization.emptyTitle')}</p>
              <p className="mt-2 max-w-sm text-sm text-ink-600">{t('organization.empty')}</p>
            </div>
          ) : (
            <>
              <div className="grid gap-10 xl:grid-cols-2">
                <SpendingTable
                  id="spending-per-job"
                  title={t('organization.perJob')}
                  nameHeader={t('organization.job')}
                  rows={balance.jobs.map((job) => ({ ...job, id: job.jobId, name: job.title }))}
                  hidden={hidden}
                />
                <SpendingTable
                  id="spending-per-talent"
                  title={t('organization.perTalent')}
                  nameHeader={t('organization.talent')}
                  rows={balance.talents.map((talent) => ({
                    ...talent,
                    id: talent.individualId,
                    name: talent.fullName,
                  }))}
                  hidden={hidden}
                />
              </div>
              {/* Each contract, newest first: committed until its review pays it. */}
              <HistoryTable
                id="contract-history"
                title={t('organization.historyTitle')}
                items={balance.history.items}
                rowKey={(item) => item.jobRequestId}
                meta={balance.history.meta}
                onPage={onPage}
                isLoadingPage={isLoadingPage}
                columns={[
                  { header: t('organization.job'), dir: 'auto', cell: (item) => item.title },
                  { header: t('organization.talent'), dir: 'auto', cell: (item) => item.talentName },
                  {
                    header: t('organization.state'),
                    cell: (item) => (
                      <span
                        className={cx(
                          'rounded-full px-2.5 py-1 text-xs font-semibold',
                          item.state === 'PAID'
                            ? 'bg-accent-100 text-accent-700'
                            : 'bg-sand-200 text-ink-700',
                        )}
                      >
                        {t(`organization.states.${item.state}`)}
                      </span>
                    ),
                  },
                  {
                    header: t('organization.date'),
                    cell: (item) => (
                      <LocalDay
                        value={item.date}
                        text={(zone) => formatDate(item.date, { dateStyle: 'medium', ...zone })}
                      />
                    ),
                  },
                  {
                    header: t('organization.amount'),
                    cell: (item) => <Amount text={formatPay(item.pay)} hidden={hidden} />,
                  },
                ]}
              />
            </>
          )
        }
      />
    </>
  );
}
