import { MINOR_UNITS, SAR_PER_USD } from '@casting/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { cx } from '../../../ui/class-names';
import { Amount } from './amount';

export interface SummaryCardSpec {
  readonly icon: ComponentType<{ className?: string }>;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  /** A line under the figure, such as money on its way to the bank. */
  readonly note?: string | undefined;
  readonly featured?: boolean;
}

function SummaryCard({
  icon: CardIcon,
  label,
  hint,
  value,
  note,
  hidden,
  featured = false,
}: SummaryCardSpec & { readonly hidden: boolean }) {
  return (
    <div
      className={cx(
        'rounded-card p-7 shadow-card',
        featured
          ? // The copper glow sits in the top corner on the end side, mirrored for right-to-left.
            'bg-ink-950 bg-[radial-gradient(circle_at_100%_0%,rgb(194_90_43/0.4),transparent_60%)] text-sand-50 rtl:bg-[radial-gradient(circle_at_0%_0%,rgb(194_90_43/0.4),transparent_60%)]'
          : 'border border-ink-950/10 bg-sand-50 text-ink-950',
      )}
    >
      <dt className={cx('text-sm font-medium', featured ? 'text-sand-200' : 'text-ink-600')}>
        <span
          className={cx(
            'mb-6 grid size-11 place-items-center rounded-full',
            featured ? 'bg-white/10 text-gold-400' : 'bg-accent-100 text-accent-700',
          )}
        >
          <CardIcon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-display text-4xl font-medium tabular-nums">
        <Amount text={value} hidden={hidden} />
      </dd>
      {note === undefined ? null : (
        <dd className={cx('mt-2 text-sm font-medium', featured ? 'text-gold-400' : 'text-accent-700')}>
          {note}
        </dd>
      )}
      <dd className={cx('mt-3 text-sm', featured ? 'text-sand-200' : 'text-ink-600')}>{hint}</dd>
    </div>
  );
}

/**
 * The totals at the top of the payments page, each on its card; `hidden` masks the amounts. Totals
 * add pay of both currencies in riyals, at the peg, and say so.
 */
export function SummaryCards({
  cards,
  hidden,
}: {
  readonly cards: readonly SummaryCardSpec[];
  readonly hidden: boolean;
}) {
  const { t } = useTranslation('payments');
  return (
    <>
      <dl aria-label={t('summary.label')} className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <SummaryCard key={card.label} {...card} hidden={hidden} />
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-600">
        {t('summary.pegNote', {
          rate: formatMoney({ amount: SAR_PER_USD * MINOR_UNITS, currency: 'SAR' }),
        })}
      </p>
    </>
  );
}
