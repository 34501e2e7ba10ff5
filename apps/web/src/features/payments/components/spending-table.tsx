import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Heading } from '../../../ui/heading';
import { formatMoney } from '../../../lib/money';
import { Amount } from './amount';

export interface SpendingRow {
  readonly id: string;
  readonly name: string;
  readonly contracts: number;
  readonly committed: number;
  readonly paid: number;
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
      className="rounded-card border border-ink-950/10 bg-sand-50 p-7 shadow-card lg:p-9"
    >
      <Heading level={2} size="title" id={id} className="text-ink-950">
        {title}
      </Heading>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
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
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-ink-950/5 last:border-b-0">
                <th scope="row" className="py-4 pe-4 text-start font-semibold text-ink-950" dir="auto">
                  {row.name}
                </th>
                <td className="px-4 py-4 text-end text-ink-700 tabular-nums">
                  {formatNumber(row.contracts)}
                </td>
                <td className="px-4 py-4 text-end text-ink-700 tabular-nums">
                  <Amount text={formatMoney(row.committed)} hidden={hidden} />
                </td>
                <td className="py-4 ps-4 text-end font-semibold text-ink-950 tabular-nums">
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
