import type { OrganizationBalance } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { BriefcaseIcon } from '../../../ui/icons';
import { ContractHistory } from './contract-history';
import { OrganizationSummaryCards } from './organization-summary-cards';
import { SpendingTable } from './spending-table';

export interface OrganizationPaymentsProps {
  readonly balance: OrganizationBalance;
  readonly hidden: boolean;
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

/** An organization's payments: the totals, then per job, per talent and each contract. */
export function OrganizationPayments({ balance, hidden, onPage, isLoadingPage }: OrganizationPaymentsProps) {
  const { t } = useTranslation('payments');
  return (
    <>
      <OrganizationSummaryCards balance={balance} hidden={hidden} />
      {balance.history.meta.total === 0 ? (
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
          <ContractHistory
            history={balance.history}
            hidden={hidden}
            onPage={onPage}
            isLoadingPage={isLoadingPage}
          />
        </>
      )}
    </>
  );
}
