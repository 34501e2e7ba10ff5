import type { TalentBalance } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatStandaloneDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { Heading } from '../../../ui/heading';
import { BriefcaseIcon } from '../../../ui/icons';
import { Amount } from './amount';
import { HistoryPages } from './history-pages';

export interface JobHistoryProps {
  readonly history: TalentBalance['history'];
  readonly hidden: boolean;
  readonly onPage: (page: number) => void;
  readonly isLoadingPage: boolean;
}

/** A talent's completed jobs, newest first, one page of PAGE_SIZES.paymentsHistory at a time. */
export function JobHistory({ history, hidden, onPage, isLoadingPage }: JobHistoryProps) {
  const { t } = useTranslation('payments');

  return (
    <section
      aria-labelledby="job-history"
      className="rounded-card border border-ink-950/10 bg-sand-50 p-7 shadow-card lg:p-9"
    >
      <Heading level={2} size="title" id="job-history" className="text-ink-950">
        {t('history.title')}
      </Heading>

      {history.items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-ink-950/15 px-6 py-14 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-sand-200 text-ink-700">
            <BriefcaseIcon className="size-6" />
          </span>
          <p className="mt-5 font-semibold text-ink-950">{t('history.emptyTitle')}</p>
          <p className="mt-2 max-w-sm text-sm text-ink-600">{t('history.empty')}</p>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-start text-sm" aria-busy={isLoadingPage}>
            <caption className="sr-only">{t('history.title')}</caption>
            <thead>
              <tr className="border-b border-ink-950/10 text-xs tracking-wide text-ink-600 uppercase">
                <th scope="col" className="py-3 pe-4 text-start font-semibold">
                  {t('history.job')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('history.organization')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('history.completedOn')}
                </th>
                <th scope="col" className="py-3 ps-4 text-end font-semibold">
                  {t('history.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.items.map((item) => (
                <tr key={item.jobRequestId} className="border-b border-ink-950/5 last:border-b-0">
                  <th scope="row" className="py-4 pe-4 text-start font-semibold text-ink-950">
                    {item.title}
                  </th>
                  <td className="px-4 py-4 text-ink-700">{item.organizationName}</td>
                  <td className="px-4 py-4 text-ink-700">
                    <time dateTime={item.completedAt}>
                      {formatStandaloneDate(item.completedAt, { dateStyle: 'medium' })}
                    </time>
                  </td>
                  <td className="py-4 ps-4 text-end font-semibold text-ink-950 tabular-nums">
                    <Amount text={formatMoney(item.salary)} hidden={hidden} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <HistoryPages meta={history.meta} onPage={onPage} isLoadingPage={isLoadingPage} />
    </section>
  );
}
