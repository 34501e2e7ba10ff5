import { REVIEW_RULES, type JobOrganization } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { StarsOrNew } from '../../../ui/stars-or-new';

/**
 * What talent says of the organization, read before applying (issue 34): its stars and how many
 * reviews stand behind them, leading to those reviews; "New" under REVIEW_RULES.starsShownFrom.
 */
export function OrganizationRating({ organization }: { readonly organization: JobOrganization }) {
  const { t } = useTranslation('jobs');
  const rated = organization.reviewCount >= REVIEW_RULES.starsShownFrom;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-sm font-semibold text-ink-700">{t('jobDetail.organization.rating')}</span>
      <StarsOrNew stars={organization.stars} reviewCount={organization.reviewCount} />
      {rated ? (
        <Link
          to={paths.organization(organization.id)}
          className="text-sm text-ink-700 underline decoration-ink-950/20 underline-offset-4 hover:decoration-ink-950"
        >
          {t('jobDetail.organization.average', {
            stars: formatNumber(organization.stars, { maximumFractionDigits: 1 }),
            count: organization.reviewCount,
          })}
        </Link>
      ) : null}
    </div>
  );
}
