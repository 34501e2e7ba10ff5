import type { Money } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Heading } from '../../../ui/heading';
import { formatMoney } from '../../../lib/money';
import { Amount } from './amount';
import { STACKED } from './stacked-table';
import { cx } from '../../../ui/class-names';

export interface SpendingRow {
  readonly id: string;
  readonly name: string;
  readonly contracts: number;
  readonly committed: Money;
  readonly paid: Money;
}

export interface SpendingTableProps {
  readonly id: string;
  readonly title: string;
  readonly nameHeader: string;
  readonly rows: readonly SpendingRow[];
  readonly hidden: boolean;
}

/** An organization's contracts added up per job or per talent. */
export function SpendingTable({ id, title, nameHeader, rows, hidden }: SpendingTableProps) {
  const { t } = useTranslation('payments');
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-950/10 bg-sand-50 p-5 shadow-card sm:p-7 lg:p-9"
    >
      <Heading level={2} size="title" id={id} className="text-ink-950">
        {title}
      </Heading>
      <div className="mt-6 sm:overflow-x-auto">
        <table className={cx('w-full text-start text-sm', STACKED.table)}>
          <caption className="sr-only">{title}</caption>
          <thead className={STACKED.head}>
            <tr className="border-b border-ink-950/10 text-xs tracking-wide text-ink-600 uppercase">
              <th scope="col" className="py-3 pe-4 text-start font-semibold">
                {nameHeader}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('organization.contracts')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('organization.committed')}
              </th>
              <th scope="col" className="py-3 ps-4 text-end font-semibold">
                {t('organization.paid')}
              </th>
            </tr>
          </thead>
          <tbody className={STACKED.body}>
            {rows.map((row) => (
              <tr key={row.id} className={cx('border-b border-ink-950/5 last:border-b-0', STACKED.row)}>
                <th
                  scope="row"
                  className={cx('py-4 pe-4 text-layout-start font-semibold text-ink-950', STACKED.title)}
                  dir="auto"
                >
                  {row.name}
                </th>
                <td
                  data-label={t('organization.contracts')}
                  className={cx('px-4 py-4 text-end text-ink-700 tabular-nums', STACKED.cell)}
                >
                  {formatNumber(row.contracts)}
                </td>
                <td
                  data-label={t('organization.committed')}
                  className={cx('px-4 py-4 text-end text-ink-700 tabular-nums', STACKED.cell)}
                >
                  <Amount text={formatMoney(row.committed)} hidden={hidden} />
                </td>
                <td
                  data-label={t('organization.paid')}
                  className={cx('py-4 ps-4 text-end font-semibold text-ink-950 tabular-nums', STACKED.cell)}
                >
                  <Amount text={formatMoney(row.paid)} hidden={hidden} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
