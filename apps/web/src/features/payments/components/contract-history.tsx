import type { OrganizationBalance } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { cx } from '../../../ui/class-names';
import { Heading } from '../../../ui/heading';
import { formatMoney } from '../../../lib/money';
import { Amount } from './amount';
import { HistoryPages } from './history-pages';

export interface ContractHistoryProps {
  readonly history: OrganizationBalance['history'];
  readonly hidden: boolean;
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

/** An organization's contracts, newest first: committed until its review pays them. */
export function ContractHistory({ history, hidden, onPage, isLoadingPage }: ContractHistoryProps) {
  const { t } = useTranslation('payments');
  return (
    <section
      aria-labelledby="contract-history"
      className="rounded-card border border-ink-950/10 bg-sand-50 p-7 shadow-card lg:p-9"
    >
      <Heading level={2} size="title" id="contract-history" className="text-ink-950">
        {t('organization.historyTitle')}
      </Heading>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-start text-sm" aria-busy={isLoadingPage}>
          <caption className="sr-only">{t('organization.historyTitle')}</caption>
          <thead>
            <tr className="border-b border-ink-950/10 text-xs tracking-wide text-ink-600 uppercase">
              <th scope="col" className="py-3 pe-4 text-start font-semibold">
                {t('organization.job')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('organization.talent')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('organization.state')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('organization.date')}
              </th>
              <th scope="col" className="py-3 ps-4 text-end font-semibold">
                {t('organization.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.items.map((item) => (
              <tr key={item.jobRequestId} className="border-b border-ink-950/5 last:border-b-0">
                <th scope="row" className="py-4 pe-4 text-start font-semibold text-ink-950" dir="auto">
                  {item.title}
                </th>
                <td className="px-4 py-4 text-ink-700" dir="auto">
                  {item.talentName}
                </td>
                <td className="px-4 py-4">
                  <span
                    className={cx(
                      'rounded-full px-2.5 py-1 text-xs font-semibold',
                      item.state === 'PAID' ? 'bg-accent-100 text-accent-700' : 'bg-sand-200 text-ink-700',
                    )}
                  >
                    {t(`organization.states.${item.state}`)}
                  </span>
                </td>
                <td className="px-4 py-4 text-ink-700">
                  <time dateTime={item.date}>{formatDate(item.date, { dateStyle: 'medium' })}</time>
                </td>
                <td className="py-4 ps-4 text-end font-semibold text-ink-950 tabular-nums">
                  <Amount text={formatMoney(item.salary)} hidden={hidden} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HistoryPages meta={history.meta} onPage={onPage} isLoadingPage={isLoadingPage} />
    </section>
  );
}
