import type { TalentBalance } from '@casting/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { cx } from '../../../ui/class-names';
import { BadgeCheckIcon, SparkIcon, WalletIcon } from '../../../ui/icons';
import { Amount } from './amount';

export interface CardProps {
  readonly icon: ComponentType<{ className?: string }>;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly hidden: boolean;
  readonly featured?: boolean;
}

export function SummaryCard({ icon: CardIcon, label, hint, value, hidden, featured = false }: CardProps) {
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
      <dd className={cx('mt-3 text-sm', featured ? 'text-sand-200' : 'text-ink-600')}>{hint}</dd>
    </div>
  );
}

/** Earnings, completed projects and the withdrawable amount (spec §2 Payments). */
export function SummaryCards({
  balance,
  hidden,
}: {
  readonly balance: TalentBalance;
  readonly hidden: boolean;
}) {
  const { t } = useTranslation('payments');
  return (
    <dl aria-label={t('summary.label')} className="grid gap-6 md:grid-cols-3">
      <SummaryCard
        featured
        icon={WalletIcon}
        label={t('summary.earnings')}
        hint={t('summary.earningsHint')}
        value={formatMoney(balance.earnings)}
        hidden={hidden}
      />
      <SummaryCard
        icon={BadgeCheckIcon}
        label={t('summary.completedProjects')}
        hint={t('summary.completedProjectsHint')}
        value={formatNumber(balance.completedProjects)}
        hidden={hidden}
      />
      <SummaryCard
        icon={SparkIcon}
        label={t('summary.withdrawable')}
        hint={t('summary.withdrawableHint')}
        value={formatMoney(balance.withdrawable)}
        hidden={hidden}
      />
    </dl>
  );
}
