import type { OrganizationBalance } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { BadgeCheckIcon, ClockIcon, WalletIcon } from '../../../ui/icons';
import { formatMoney } from '../../../lib/money';
import { SummaryCard } from './summary-cards';

/** What an organization paid, what it has committed to, and the contracts completed. */
export function OrganizationSummaryCards({
  balance,
  hidden,
}: {
  readonly balance: OrganizationBalance;
  readonly hidden: boolean;
}) {
  const { t } = useTranslation('payments');
  return (
    <dl aria-label={t('summary.label')} className="grid gap-6 md:grid-cols-3">
      <SummaryCard
        featured
        icon={WalletIcon}
        label={t('organization.paid')}
        hint={t('organization.paidHint')}
        value={formatMoney(balance.paid)}
        hidden={hidden}
      />
      <SummaryCard
        icon={ClockIcon}
        label={t('organization.committed')}
        hint={t('organization.committedHint')}
        value={formatMoney(balance.committed)}
        hidden={hidden}
      />
      <SummaryCard
        icon={BadgeCheckIcon}
        label={t('summary.completedProjects')}
        hint={t('organization.completedProjectsHint')}
        value={formatNumber(balance.completedProjects)}
        hidden={hidden}
      />
    </dl>
  );
}
